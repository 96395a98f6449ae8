import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The page as index.html paints it first, before any of the app's code has run. */
async function firstPaint(page: Page, path: string) {
  const blockCode = (route: Route) => route.abort();
  await page.route('**/assets/*.js', blockCode);
  await page.goto(path);
  const painted = { scheme: await scheme(page), background: await background(page) };
  await page.unroute('**/assets/*.js', blockCode);
  return painted;
}

for (const system of ['light', 'dark'] as const) {
  test(`follows the system's ${system} colour scheme from the first paint on`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system });
    const white = 'rgb(255, 255, 255)';
    const painted = await firstPaint(page, '/ability');
    expect(painted.scheme).toBe(system);
    if (system === 'light') expect(painted.background).toBe(white);
    else expect(painted.background).not.toBe(white);

    await page.goto('/ability');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await scheme(page)).toBe(system);
    await expect(page.getByRole('button', { name: 'Dark colours' })).toHaveAttribute(
      'aria-pressed',
      String(system === 'dark'),
    );
  });
}

test('the header switch changes the colour scheme and it is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark colours' });
  const box = (await toggle.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await scheme(page)).toBe('light');

  // The system says dark, the player said light: light it is, from the first paint of every page.
  expect((await firstPaint(page, '/map')).scheme).toBe('light');
  await page.goto('/map');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await scheme(page)).toBe('light');
  await page.getByRole('button', { name: 'Dark colours' }).click();
  expect((await firstPaint(page, '/')).scheme).toBe('dark');
});
