import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isClipRequest, openMode } from './game';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

test.use({ viewport: { width: 1280, height: 800 } });

/** What has focus, as a player would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });

test('Space plays and pauses, "/" goes to the search, and Play comes before Seek', async ({
  page,
}, testInfo) => {
  await openMode(page, '/map');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await page.keyboard.press('Space');
  await expect(main.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Space');
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByPlaceholder('Search...');
  await expect(search).toBeFocused();
  // In the box, Space and "/" are typing.
  await page.keyboard.type('a /');
  await expect(search).toHaveValue('a /');
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeVisible();

  // From the top of the page, the keyboard meets Play before the waveform's Seek.
  await page.goto('/map');
  await expect(main.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  const order: string[] = [];
  for (let i = 0; i < 12 && !order.includes('Seek'); i++) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  expect(order).toContain('Seek');
  expect(order.indexOf('Play')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('Play')).toBeLessThan(order.indexOf('Seek'));

  await main.getByRole('button', { name: 'How to play' }).click();
  const help = page.getByRole('dialog', { name: 'How to play' });
  await expect(help).toContainText('Space');
  await expect(help).toContainText('goes to the search or guess box');
  await page.screenshot({ path: testInfo.outputPath('how-to-play-keys-1280.png') });
});

test('on a daily puzzle: a skip link to the guess box, and Shift+Enter skips', async ({ page }) => {
  await page.clock.setFixedTime(DAY_23);
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/map');
  await clip;
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  // Past the header's links, the first stop on the screen is its skip link.
  const skipLink = page.getByRole('link', { name: 'Skip to your guess' });
  for (let i = 0; i < 6 && !(await skipLink.evaluate((a) => a === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: 'Your guess' });
  await expect(box).toBeFocused();
  await page.keyboard.type('asc');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Try 2 of 6')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your tries' }).getByRole('listitem').first(),
  ).toContainText('Skipped');
  // Space from the page plays the unlocked part.
  await page.locator('h1').click();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});
