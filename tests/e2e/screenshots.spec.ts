import { expect, test } from './fixtures';

// Every route as a player first sees it, on a phone and on a desktop, in both colour schemes: saved
// under test-results/ for a person to look at.
const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/map', name: 'map' },
  { path: '/ability', name: 'ability' },
  { path: '/ace', name: 'ace' },
  { path: '/daily', name: 'daily' },
  { path: '/daily/ability', name: 'daily-ability' },
  { path: '/infinite', name: 'infinite' },
  { path: '/infinite?choice=mixed', name: 'infinite-run' },
  { path: '/listen', name: 'listen' },
  { path: '/move', name: 'move' },
  { path: '/no-such-page', name: '404' },
];
// Routes that open with a player: shot once it is ready and the gallery or guess box is in.
const PLAYERS = ['/map', '/ability', '/ace', '/daily/ability', '/infinite?choice=mixed'];
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
          if (PLAYERS.includes(route.path)) {
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
