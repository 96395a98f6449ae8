import type { Page, Request } from '@playwright/test';
import { expect, MEDIA_SERVICE, test } from './fixtures';
import { animationsEnded } from './settle';

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

/**
 * Records every layout shift of the page from its first paint on, with the nodes that moved, and
 * every request the page makes until it is answered or has failed.
 */
async function recordShifts(page: Page): Promise<Set<Request>> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; sources: { node?: Node }[] }[]) {
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            return node ? `${node.nodeName}.${node.className}` : '?';
          }),
        });
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The shifts so far, with those of the last frames not yet handed to the observer's callback.
    (window as unknown as { shifts: () => Shift[] }).shifts = () => {
      record(observer.takeRecords());
      return shifts;
    };
  });
  return open;
}

/**
 * Waits until all the page asked for has arrived or failed (code, clip, peaks, images), its fonts are
 * in and its finite animations have ended, then for three frames laid out after that: whatever those
 * arrivals move has moved.
 */
async function loaded(page: Page, open: Set<Request>) {
  await expect
    .poll(() => [...open].map((request) => request.url()), { intervals: [50] })
    .toEqual([]);
  await animationsEnded(page, 3);
}

/** The page's layout shifts that moved something. */
async function movesOf(page: Page) {
  const shifts = await page.evaluate(() =>
    (window as unknown as { shifts: () => Shift[] }).shifts(),
  );
  return shifts.filter((shift) => shift.value > 0);
}

/** Waits until the route has rendered all it renders on a first visit. */
async function settle(page: Page, route: string, open: Set<Request>) {
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
  await loaded(page, open);
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
        const open = await recordShifts(page);
        await page.goto(route);
        await settle(page, route, open);
        expect(await movesOf(page)).toEqual([]);
      });
    }

    test('a finished daily puzzle opened again loads without moving anything', async ({ page }) => {
      await page.route(MEDIA_SERVICE, (request) => request.abort());
      await page.addInitScript(() => {
        const puzzles = { '3': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 3 } };
        localStorage.setItem('earshot.daily.map', JSON.stringify({ v: 1, data: { puzzles } }));
      });
      const open = await recordShifts(page);
      await page.goto('/daily/map/3');
      await expect(page.getByRole('list', { name: 'Your tries' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Solved/ })).toBeVisible();
      await expect(page.locator('main [aria-busy]')).toHaveCount(0);
      await loaded(page, open);
      expect(await movesOf(page)).toEqual([]);
    });

    for (const route of WITH_IMAGES) {
      test(`${route} loads without moving anything (layout shift 0), images served`, async ({
        page,
      }) => {
        const open = await recordShifts(page);
        await page.goto(route);
        await settle(page, route, open);
        expect(await movesOf(page)).toEqual([]);
      });
    }
  });
}
