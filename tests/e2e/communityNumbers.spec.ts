import type { Page } from '@playwright/test';
import { serveMediaImages } from './fixtures';
import { expect, routeToApi, test } from './communityApi';
import {
  guessDaily,
  openPuzzle,
  puzzleReady,
  todaysPuzzle,
  wrongItems,
  type DailyMode,
} from './dailyPlay';
import { answerOf, isClipRequest, type Answer } from './game';

// Everyone's numbers as players meet them (issue 28), on the production build, each test with a
// community API of its own (tests/e2e/communityApi.ts). The API counts by the real clock: these
// pages run on it too, and play today's puzzle.

const posts = (requests: readonly string[]) =>
  requests.filter((request) => request === 'POST /api/v1/results');

const everyone = (page: Page) => page.getByRole('region', { name: 'Everyone today' });

/** Solves today's puzzle of a mode on try `tries` (wrong guesses before it). */
async function solveToday(page: Page, mode: DailyMode, tries: number): Promise<Answer> {
  const answer = await openPuzzle(page, `/daily/${mode}`);
  await puzzleReady(page);
  for (const wrong of wrongItems(mode, answer, tries - 1)) await guessDaily(page, mode, wrong);
  await guessDaily(page, mode, answer);
  await expect(page.getByRole('heading', { name: `Solved in ${tries}/6` })).toBeVisible();
  return answer;
}

/** What went wrong in the page's own code: none of it may show, nor be thrown. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test('two browsers finish today’s Daily Ability: the second sees 2 players and its own bar, the first on reload too', async ({
  page,
  browser,
  communityApi,
}) => {
  await solveToday(page, 'ability', 1);
  await expect(everyone(page)).toContainText('1 player today · 1 solved');

  const other = await browser.newContext();
  await serveMediaImages(other);
  await routeToApi(other, communityApi);
  const second = await other.newPage();
  await solveToday(second, 'ability', 2);
  const numbers = everyone(second);
  await expect(numbers).toContainText('2 players today · 2 solved');
  const bars = numbers.getByRole('list', { name: 'Everyone’s tries' }).getByRole('listitem');
  await expect(bars.nth(1)).toContainText('Solved in 2 tries: 1 player, 50%, your result');
  await expect(bars.nth(1)).toContainText('You');
  await expect(bars.nth(0)).not.toContainText('your result');
  await expect(numbers).toContainText('Solved by 100% of players today');
  await other.close();

  await page.reload();
  await expect(everyone(page)).toContainText('2 players today · 2 solved');
  await expect(everyone(page)).toContainText('Fewer tries than 100% of today’s solvers');
  // Each browser's result was sent once; the reloads sent nothing again.
  expect(posts(communityApi.requests)).toHaveLength(2);
});

test('under today’s puzzle in progress, how many have found it (never what), read again when the page is shown again', async ({
  page,
  communityApi,
}) => {
  const answer = await openPuzzle(page, '/daily/ability');
  await puzzleReady(page);
  await expect(page.getByText('Nobody has found it yet: be the first')).toBeVisible();
  // Someone else solves it meanwhile.
  await page.request.post(`${communityApi.url}/api/v1/results`, {
    data: {
      mode: 'ability',
      puzzle: todaysPuzzle(),
      browserId: '0b0e6d6e-4b4c-4c4e-9b0e-1b2c3d4e5f60',
      guesses: [answer.id],
    },
  });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByText('1 player has found it')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(answer.name);
});

test('with the API down, a daily puzzle plays to its end with no error and no numbers; back up, the waiting result is sent once', async ({
  page,
  communityApi,
}) => {
  const errors = pageErrors(page);
  await communityApi.stop();
  await solveToday(page, 'ability', 2);
  // In the numbers' place, the player's own stats; nothing says anything failed.
  await expect(page.getByRole('region', { name: 'Your daily Ability stats' })).toBeVisible();
  await expect(everyone(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/error|could not|failed/i);
  await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
  expect(errors).toEqual([]);

  await communityApi.start();
  await page.reload();
  await expect(everyone(page)).toContainText('1 player today · 1 solved');
  await page.reload();
  await expect(everyone(page)).toContainText('1 player today');
  expect(posts(communityApi.requests)).toHaveLength(1);
});

test('finished offline, the result is sent once the device is online again', async ({
  page,
  context,
  communityApi,
}) => {
  // A finished archive puzzle opened first brings the end panel's code, as the service worker
  // would have kept it (it is off in these tests).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const puzzles = { '3': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 3 } };
    localStorage.setItem('earshot.daily.map', JSON.stringify({ v: 1, data: { puzzles } }));
  });
  await page.goto('/daily/map/3');
  await expect(page.getByRole('region', { name: /^Everyone on 3 November/ })).toBeVisible();
  await page.getByRole('link', { name: 'All daily puzzles' }).click();
  const clip = page.waitForRequest(
    (request) => isClipRequest(request) && /\/abilities\//.test(request.url()),
  );
  await page.getByRole('link', { name: `Play Ability #${todaysPuzzle()}` }).click();
  const answer = answerOf((await clip).url());
  await puzzleReady(page);
  await guessDaily(page, 'ability', wrongItems('ability', answer, 1)[0]!);

  await context.setOffline(true);
  await guessDaily(page, 'ability', answer);
  await expect(page.getByRole('heading', { name: 'Solved in 2/6' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your daily Ability stats' })).toBeVisible();
  expect(posts(communityApi.requests)).toHaveLength(0);

  await context.setOffline(false);
  await expect(everyone(page)).toContainText('1 player today · 1 solved');
  await expect.poll(() => posts(communityApi.requests).length).toBe(1);
  await page.reload();
  await expect(everyone(page)).toContainText('1 player today');
  expect(posts(communityApi.requests)).toHaveLength(1);
});

test('an archive puzzle shows its own day’s numbers and sends nothing', async ({
  page,
  communityApi,
}) => {
  const answer = await openPuzzle(page, '/daily/ace/5');
  await puzzleReady(page);
  await guessDaily(page, 'ace', answer);
  await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Everyone on 5 November 2026' })).toContainText(
    'Nobody played it on its day',
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
  expect(posts(communityApi.requests)).toEqual([]);
  expect(communityApi.requests).toContain('GET /api/v1/puzzles/ace/5');
});

test('/daily and the home page’s strip give today’s count per mode, /daily yesterday’s share', async ({
  page,
  communityApi,
}) => {
  await solveToday(page, 'ability', 1);
  await page.goto('/');
  const strip = page.getByRole('region', { name: `Daily puzzles #${todaysPuzzle()}` });
  await expect(strip.getByRole('link', { name: /Daily Ability/ })).toContainText('1 solved');
  await expect(strip.getByRole('link', { name: /Daily Map/ })).toContainText('Be the first today');
  await page.goto('/daily');
  const today = page.getByRole('region', { name: 'Today’s puzzles' });
  await expect(today.getByRole('listitem').filter({ hasText: 'Ability' })).toContainText(
    '1 solved',
  );
  const yesterday = page.getByRole('region', { name: 'Yesterday’s answers' });
  await expect(yesterday.getByRole('listitem').first()).toContainText('Nobody played it');
  expect(communityApi.requests).toContain('GET /api/v1/today');
});

test.describe('the end of a daily puzzle on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is its payoff on the first screen: the verdict, the squares, Share and everyone’s numbers', async ({
    page,
    communityApi,
  }) => {
    await solveToday(page, 'ability', 2);
    await expect(everyone(page)).toContainText('1 player today');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const inView = async (name: string, box: Promise<{ y: number; height: number } | null>) => {
      const { y, height } = (await box)!;
      expect(y, name).toBeGreaterThanOrEqual(64);
      expect(y + height, name).toBeLessThanOrEqual(844);
    };
    await inView('verdict', page.getByRole('heading', { name: 'Solved in 2/6' }).boundingBox());
    await inView(
      'squares',
      page.getByRole('img', { name: 'Your tries: wrong, correct' }).boundingBox(),
    );
    await inView('Share', page.getByRole('button', { name: 'Share' }).boundingBox());
    await inView('numbers', everyone(page).boundingBox());
    // Share is the one filled button, a thumb's height; no sideways scrolling.
    expect(
      (await page.getByRole('button', { name: 'Share' }).boundingBox())!.height,
    ).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(posts(communityApi.requests)).toHaveLength(1);
  });
});

for (const viewport of [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.touch,
      isMobile: viewport.touch,
    });

    // The confetti would cover the numbers: the shots are of what stays.
    test.use({ reducedMotion: 'reduce' });

    test('screenshots of the end of a daily puzzle with everyone’s numbers, light and dark', async ({
      page,
      communityApi,
    }, testInfo) => {
      // Two others played before: one in three tries, one missed.
      const answer = await openPuzzle(page, '/daily/map');
      for (const [index, guesses] of [
        [answer.id],
        wrongItems('map', answer, 6).map((item) => item.id),
      ].entries()) {
        await page.request.post(`${communityApi.url}/api/v1/results`, {
          data: {
            mode: 'map',
            puzzle: todaysPuzzle(),
            browserId: `0b0e6d6e-4b4c-4c4e-9b0e-1b2c3d4e5f6${index}`,
            guesses,
          },
        });
      }
      await puzzleReady(page);
      await page.getByRole('button', { name: 'Skip' }).click();
      await guessDaily(page, 'map', wrongItems('map', answer, 1)[0]!);
      await guessDaily(page, 'map', answer);
      await expect(everyone(page)).toContainText('3 players today · 2 solved');
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          colorScheme,
        );
        await page.screenshot({
          path: testInfo.outputPath(`daily-end-numbers-${viewport.width}-${colorScheme}.png`),
          animations: 'disabled',
        });
      }
    });
  });
}
