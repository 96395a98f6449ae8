import type { Page } from '@playwright/test';
import { expect, MEDIA_SERVICE, test } from './fixtures';

// An infinite run, opened from its address.
const RUNS = ['/infinite?choice=ability', '/infinite?choice=mixed'];
// Every route a player opens first, on a first visit (nothing stored).
const ROUTES = [
  '/',
  '/map',
  '/ability',
  '/ace',
  '/daily',
  '/daily/map',
  '/daily/ability',
  '/daily/ace',
  '/daily/ability/3',
  '/infinite',
  ...RUNS,
  '/listen',
  '/move',
  '/no-such-page',
];
// With the media service's images served (the fixtures' stand-in), for the routes that show them.
const WITH_IMAGES = ['/map', '/ability', '/ace', '/daily/ability', ...RUNS, '/listen'];
const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift of the page from its first paint on, with the nodes that moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node }[];
      }[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return node ? `${node.nodeName}.${node.className}` : '?';
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits until the route has rendered all it renders on a first visit. */
async function settle(page: Page, route: string) {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (['/map', '/ability', '/ace', ...RUNS].includes(route)) {
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    // The gallery has finished adding its cards.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.locator('main [aria-busy]')).toHaveCount(0);
  } else if (route.startsWith('/daily/')) {
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await expect(page.getByRole('combobox', { name: 'Your guess' })).toBeVisible();
  } else if (route === '/listen') {
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.locator('main [aria-busy]')).toHaveCount(0);
  } else if (route === '/move') {
    await expect(page.getByRole('img', { name: 'QR code of your stats link' })).toBeVisible();
  }
  await page.waitForTimeout(1000);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.touch,
      isMobile: viewport.touch,
    });

    for (const route of ROUTES) {
      test(`${route} loads without moving anything (layout shift 0), images failing`, async ({
        page,
      }) => {
        // As on this machine, where the media service cannot be reached.
        await page.route(MEDIA_SERVICE, (request) => request.abort());
        await recordShifts(page);
        await page.goto(route);
        await settle(page, route);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        expect(shifts.filter((shift) => shift.value > 0)).toEqual([]);
      });
    }

    test('a finished daily puzzle opened again loads without moving anything', async ({ page }) => {
      await page.route(MEDIA_SERVICE, (request) => request.abort());
      await page.addInitScript(() => {
        const puzzles = { '3': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 3 } };
        localStorage.setItem('earshot.daily.map', JSON.stringify({ v: 1, data: { puzzles } }));
      });
      await recordShifts(page);
      await page.goto('/daily/map/3');
      await expect(page.getByRole('list', { name: 'Your tries' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Solved/ })).toBeVisible();
      await expect(page.locator('main [aria-busy]')).toHaveCount(0);
      await page.waitForTimeout(1000);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      expect(shifts.filter((shift) => shift.value > 0)).toEqual([]);
    });

    for (const route of WITH_IMAGES) {
      test(`${route} loads without moving anything (layout shift 0), images served`, async ({
        page,
      }) => {
        await recordShifts(page);
        await page.goto(route);
        await settle(page, route);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        expect(shifts.filter((shift) => shift.value > 0)).toEqual([]);
      });
    }
  });
}
