import { expect, test } from './fixtures';
import { isClipRequest, openMode } from './game';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the gallery search forgives a typo', async ({ page }, testInfo) => {
  await openMode(page, '/map');
  const search = page.getByPlaceholder('Search...');
  const main = page.getByRole('main');
  await search.fill('bnd');
  await expect(main.getByRole('button', { name: 'Bind', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('search-typo-map-390.png') });

  await openMode(page, '/ability');
  await search.fill('upraft');
  await expect(main.getByRole('button', { name: 'Updraft', exact: true })).toBeVisible();
  await search.fill('blndside');
  await expect(main.getByRole('button', { name: 'Blindside', exact: true })).toBeVisible();
  await search.fill('yoruu');
  await expect(main.getByRole('button', { name: 'Blindside', exact: true })).toBeVisible();
});

test('the daily guess box forgives a typo, and "Nothing matches" leaves Skip free', async ({
  page,
}, testInfo) => {
  await page.clock.setFixedTime(DAY_23);
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/ability');
  await clip;
  const box = page.getByRole('combobox', { name: 'Your guess' });
  await box.fill('upraft');
  await expect(page.getByRole('option', { name: 'Updraft (Jett)', exact: true })).toBeVisible();
  await box.fill('blndside');
  await expect(page.getByRole('option').first()).toHaveAccessibleName('Blindside (Yoru)');
  // Exact and prefix matches come first, typos after.
  await box.fill('tra');
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/^Trapwire|^Trademark/);

  await box.fill('qqqqq');
  await expect(page.getByText('Nothing matches “qqqqq”.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guess-nothing-matches-390.png') });
  // Skip is not under anything: a tap on it is a skip.
  const skip = page.getByRole('button', { name: 'Skip' });
  const covered = await skip.evaluate((button) => {
    const { x, y, width, height } = button.getBoundingClientRect();
    const top = document.elementFromPoint(x + width / 2, y + height / 2);
    return !(top && button.contains(top));
  });
  expect(covered).toBe(false);
  await skip.tap();
  await expect(page.getByText('Try 2 of 6')).toBeVisible();
});
