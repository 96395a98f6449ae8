import type { Page } from '@playwright/test';
import { expect, serveMediaImages, test } from './fixtures';
import { openMode } from './game';

async function openPlayer(page: Page) {
  await serveMediaImages(page);
  await openMode(page, '/map');
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
}

test("two tabs follow each other's settings, and neither stores the other's stale value", async ({
  context,
  page: first,
}) => {
  await openPlayer(first);
  const second = await context.newPage();
  await openPlayer(second);

  // Lower the volume in the first tab...
  const volume = first.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  for (let i = 0; i < 10; i++) await first.keyboard.press('ArrowLeft');
  const lowered = await first.evaluate(() => localStorage.getItem('volume'));
  expect(Number(lowered)).toBeLessThan(0.375);
  // ...the second follows it...
  await expect(second.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    lowered!,
  );

  // ...and muting there keeps the lowered volume, in storage and in both tabs.
  await second.getByRole('button', { name: 'Mute' }).click();
  expect(
    await second.evaluate(() => [localStorage.getItem('volume'), localStorage.getItem('isMuted')]),
  ).toEqual([lowered, 'true']);
  await expect(first.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await expect(first.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    lowered!,
  );
});
