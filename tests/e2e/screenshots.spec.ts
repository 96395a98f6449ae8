import { expect, test } from './fixtures';

// Every route as a player first sees it, on a phone and on a desktop, in both colour schemes: saved
// under test-results/ for a person to look at.
const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/map', name: 'map' },
  { path: '/ability', name: 'ability' },
  { path: '/ace', name: 'ace' },
  { path: '/no-such-page', name: '404' },
];
const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.width}x${viewport.height} ${colorScheme}`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        hasTouch: viewport.touch,
        isMobile: viewport.touch,
        colorScheme,
      });

      for (const route of ROUTES) {
        test(`screenshot of ${route.path}`, async ({ page }, testInfo) => {
          await page.goto(route.path);
          await expect(page.getByRole('contentinfo')).toBeVisible();
          if (['/map', '/ability', '/ace'].includes(route.path)) {
            await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
              'aria-disabled',
              'false',
            );
            await expect(page.locator('main [aria-busy]')).toHaveCount(0);
          }
          await page.evaluate(() => document.fonts.ready);
          const file = `screen-${route.name}-${viewport.width}-${colorScheme}.png`;
          await page.screenshot({ path: testInfo.outputPath(file) });
        });
      }
    });
  }
}
