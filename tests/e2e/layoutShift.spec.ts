import { expect, test } from './fixtures';

const RUNS = ['/infinite?choice=ability', '/infinite?choice=mixed'];
const ROUTES = ['/', '/map', '/ability', '/ace', '/infinite', ...RUNS, '/no-such-page'];
const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

interface Shift {
  value: number;
  sources: string[];
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.touch,
      isMobile: viewport.touch,
    });

    for (const route of ROUTES) {
      test(`${route} loads without moving anything (layout shift 0)`, async ({ page }) => {
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
        await page.goto(route);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        if (['/map', '/ability', '/ace', ...RUNS].includes(route)) {
          await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
            'aria-disabled',
            'false',
          );
          // The gallery has finished adding its cards.
          await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
          await expect(page.locator('main [aria-busy]')).toHaveCount(0);
        }
        await page.waitForTimeout(1000);
        const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
        expect(shifts.filter((shift) => shift.value > 0)).toEqual([]);
      });
    }
  });
}
