import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Puzzle #25 (2026-11-25, UTC) is an ability sound of 1.2 s: the kind whose tries used to hear
// 0.25, 0.39, 0.59, 0.79 and 0.99 s, steps of a fifth of a second, under "0.0s / 1.2s".
const DAY_25 = new Date('2026-11-25T10:00:00Z');

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The seconds the status line says the current try hears, or null once it hears the whole clip. */
async function hearing(page: Page): Promise<number | null> {
  const status = await page.getByText(/^(Try \d of 6|Last try):/).textContent();
  const seconds = /the first ([\d.]+)\ss/.exec(status ?? '');
  return seconds ? Number(seconds[1]) : null;
}

test('a short ability clip: each try adds a step worth it, and only the unlocked length shows', async ({
  page,
}) => {
  await page.clock.setFixedTime(DAY_25);
  await page.goto('/daily/ability');
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveAttribute('aria-disabled', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('#25');

  const heard: number[] = [];
  for (let k = 0; k < 5; k++) {
    const seconds = await hearing(page);
    if (seconds === null) break;
    heard.push(seconds);
    // The player shows the unlocked part's length, never the clip's.
    await expect(page.getByTestId('player-time')).toHaveText(
      new RegExp(`^\\d+\\.\\ds / ${seconds.toFixed(1)}s$`),
    );
    await expect(seek).toHaveAttribute('aria-valuemax', String(seconds));
    // The locked part is a narrow strip of one width, whatever share of the clip it is.
    const strip = await page.getByTestId('waveform-locked').boundingBox();
    expect(strip!.width).toBeLessThanOrEqual(24);

    if (k === 2) {
      // The unlocked part fills the waveform's width: halfway across it is halfway into the part.
      const box = (await seek.boundingBox())!;
      await seek.click({ position: { x: (box.width - strip!.width) / 2, y: box.height / 2 } });
      const now = Number(await seek.getAttribute('aria-valuenow'));
      expect(Math.abs(now - seconds / 2)).toBeLessThanOrEqual(0.11);
    }
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(`Try ${k + 2} of 6`)).toBeVisible();
  }

  expect(heard.length, 'the clip has at least three stages').toBeGreaterThanOrEqual(3);
  // Each step adds at least 0.3 s (shown to the tenth: 0.2 at worst).
  for (let k = 1; k < heard.length; k++) {
    expect(heard[k] - heard[k - 1], `try ${k + 1} adds enough`).toBeGreaterThanOrEqual(0.19);
  }
  // A clip too short for five such steps is heard whole before the last try, with no strip.
  await expect(page.getByText(/you hear the whole clip/)).toBeVisible();
  await expect(page.getByTestId('waveform-locked')).toHaveCount(0);
});
