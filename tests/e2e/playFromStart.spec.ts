import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOf, isClipRequest } from './game';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

/**
 * Presses Play and returns the lowest time the Seek slider shows while the clip plays the next
 * `ms` milliseconds: 0 when Play started the clip from its start.
 */
async function lowestTimeAfterPlay(page: Page, seek: Locator, ms = 1200): Promise<number> {
  await seek.evaluate((slider, duration) => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    const observer = new MutationObserver(() =>
      seen.push(Number(slider.getAttribute('aria-valuenow'))),
    );
    observer.observe(slider, { attributeFilter: ['aria-valuenow'] });
    setTimeout(() => observer.disconnect(), duration);
  }, ms);
  await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.waitForTimeout(ms);
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.length, 'the clip played').toBeGreaterThan(0);
  return Math.min(...seen);
}

test('on a daily puzzle, Play after a skip plays the unlocked part from 0', async ({ page }) => {
  await page.clock.setFixedTime(DAY_23);
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/map');
  answerOf((await clip).url());
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-disabled', 'false');
  // The first try hears 1 s: it plays to its end and stops there.
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(seek).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('Try 2 of 6: you hear the first')).toBeVisible();
  expect(await lowestTimeAfterPlay(page, seek)).toBeLessThan(0.5);
});
