import type { Page, TestInfo } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { encodeChallenge } from '../../machines/challenge/link';
import { expect, serveMediaImages, test } from './fixtures';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses, type Answer } from './game';
import { animationsEnded } from './settle';

// Every route as a player first sees it, and every finished state (a round won and lost, a daily
// puzzle solved and missed, Game Over, Listen with missed clips and each of its tabs, the Infinite
// picker with bests, a challenge's results), on a phone and on a desktop, in both colour schemes:
// saved under test-results/ for a person to look at (issue 16). One visit per state and viewport:
// the page follows the system's scheme live (nothing is chosen in the header), so both schemes are
// shot by switching it once the state is reached.
const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/map', name: 'map' },
  { path: '/ability', name: 'ability' },
  { path: '/ace', name: 'ace' },
  { path: '/voice', name: 'voice' },
  { path: '/footsteps', name: 'footsteps' },
  { path: '/daily', name: 'daily' },
  { path: '/daily/ability', name: 'daily-ability' },
  { path: '/infinite', name: 'infinite' },
  { path: '/infinite?choice=mixed', name: 'infinite-run' },
  { path: '/listen', name: 'listen' },
  { path: '/move', name: 'move' },
  { path: '/no-such-page', name: '404' },
];
// Routes that open with a player: shot once it is ready and the gallery or guess box is in.
const PLAYERS = [
  '/map',
  '/ability',
  '/ace',
  '/voice',
  '/footsteps',
  '/daily/ability',
  '/infinite?choice=mixed',
];
const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];
// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

/**
 * Waits for the page to be still: fonts in, finite animations (a popup's entrance) ended, and the
 * scroll and any dialog's place the same over three frames in a row (a popup's autofocus can scroll).
 */
async function settle(page: Page) {
  await animationsEnded(page, 0);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const where = () =>
      JSON.stringify([
        scrollX,
        scrollY,
        visualViewport?.offsetTop,
        document.querySelector('[role="dialog"]')?.getBoundingClientRect(),
      ]);
    let last = where();
    for (let still = 0, tries = 0; still < 3 && tries < 120; tries++) {
      await frame();
      const now = where();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/** Shoots the page as it is in light, then dark (animations and transitions run to their end). */
async function shoot(page: Page, testInfo: TestInfo, state: string, fullPage = true) {
  await settle(page);
  const width = page.viewportSize()!.width;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.screenshot({
      path: testInfo.outputPath(`screen-${state}-${width}-${colorScheme}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
}

async function openPuzzle(page: Page, path: string): Promise<Answer> {
  const clip = page.waitForRequest(isClipRequest);
  await page.goto(path);
  return answerOf((await clip).url());
}

async function guessDaily(page: Page, item: Answer) {
  await page.getByRole('combobox', { name: 'Your guess' }).fill(item.name);
  await page.getByRole('option', { name: item.name, exact: true }).click();
}

// Every test is a page visit of its own: the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      hasTouch: viewport.touch,
      isMobile: viewport.touch,
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
        await shoot(page, testInfo, route.name, false);
      });
    }

    test('screenshot of a round won', async ({ page }, testInfo) => {
      const answer = await openMode(page, '/map');
      await guess(page, wrongGuesses('/map', answer, 1)[0]);
      await guess(page, answer);
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('heading', { name: 'You Won!' })).toBeVisible();
      await expect(popup).toContainText('Congratulations!');
      await shoot(page, testInfo, 'free-play-won', false);
    });

    test('screenshot of a round lost', async ({ page }, testInfo) => {
      const answer = await openMode(page, '/map');
      // Each miss is in the list before the next guess: a guess scrolls the page to the top, and a
      // tap while it moves can miss its card (a busy CI run).
      const attempts = page.getByRole('main').getByRole('list', { name: 'Your attempts' });
      for (const wrong of wrongGuesses('/map', answer, 3)) {
        await guess(page, wrong);
        await expect(attempts).toContainText(wrong.name);
      }
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('heading', { name: 'Game Over' })).toBeVisible();
      await expect(popup).toContainText(`The correct answer was: ${answer.name}`);
      await shoot(page, testInfo, 'free-play-lost', false);
    });

    test('screenshot of a daily puzzle solved, and the challenge’s results', async ({
      page,
    }, testInfo) => {
      await page.clock.setFixedTime(DAY_23);
      const challenge = encodeChallenge({
        game: { kind: 'daily', mode: 'map', puzzle: 23 },
        from: 1,
        results: [{ id: 1, nickname: 'Sova', value: 3, when: 29_000_000 }],
      });
      await page.goto(`/challenge?c=${challenge}`);
      await expect(page.getByRole('heading', { name: 'Sova challenges you' })).toBeVisible();
      const clip = page.waitForRequest(isClipRequest);
      await page.getByRole('link', { name: 'Play Daily Map #23' }).click();
      const answer = answerOf((await clip).url());
      await guessDaily(page, wrongGuesses('/map', answer, 1)[0]);
      await guessDaily(page, answer);
      await expect(page.getByRole('heading', { name: 'Solved in 2/6' })).toBeVisible();
      await shoot(page, testInfo, 'daily-solved');

      await page.getByRole('link', { name: "See the challenge's results" }).click();
      const versus = page.getByLabel('Results side by side');
      await expect(versus).toContainText('You2/6');
      await expect(versus).toContainText('Sova3/6');
      await shoot(page, testInfo, 'challenge-results');
    });

    test("screenshot of Listen's five tabs", async ({ page }, testInfo) => {
      await page.goto('/listen');
      const modes = page.getByRole('group', { name: 'Mode' });
      for (const tab of ['Map', 'Ability', 'Ace', 'Voice', 'Footsteps']) {
        await modes.getByRole('button', { name: tab }).click();
        await expect(modes.getByRole('button', { name: tab })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(page.locator('main [aria-busy]')).toHaveCount(0);
        // The tab's gallery from its search box down: what a player scrolls to.
        await page.getByRole('searchbox', { name: 'Search' }).evaluate((box) => {
          box.scrollIntoView({ block: 'start' });
          window.scrollBy(0, -80);
        });
        await shoot(page, testInfo, `listen-${tab.toLowerCase()}`, false);
      }
    });

    test('screenshot of the Infinite picker with bests and ranks', async ({ page }, testInfo) => {
      await page.addInitScript(() =>
        localStorage.setItem(
          'earshot.infinite.bests',
          JSON.stringify({ v: 1, data: { mixed: 51, map: 4, ability: 27, voice: 0 } }),
        ),
      );
      await page.goto('/infinite');
      await expect(page.getByRole('link', { name: /^Ability/ })).toContainText('Diamond');
      await shoot(page, testInfo, 'infinite-picker-bests', false);
    });

    test('screenshot of a round challenged: in play, then beaten', async ({
      page,
      browser,
    }, testInfo) => {
      const answer = await openMode(page, '/map');
      await guess(page, wrongGuesses('/map', answer, 1)[0]);
      await guess(page, answer);
      const popup = page.getByRole('dialog');
      await popup.getByRole('button', { name: 'Challenge a friend' }).click();
      await popup.getByLabel('Your nickname (optional)').fill('Kai');
      await popup.getByRole('button', { name: 'Send', exact: true }).click();
      const url = new URL(await popup.getByLabel('Challenge link').inputValue());

      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        hasTouch: viewport.touch,
        isMobile: viewport.touch,
        serviceWorkers: 'block',
      });
      await serveMediaImages(context);
      const friend = await context.newPage();
      await friend.goto(url.pathname + url.search);
      await friend.getByRole('button', { name: 'Play the challenge' }).click();
      await expect(friend.getByRole('note', { name: 'Challenge' })).toContainText(
        "Kai's challenge",
      );
      await expect(friend.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      await shoot(friend, testInfo, 'challenge-in-play', false);
      await guess(friend, answer);
      await expect(friend.getByRole('heading', { name: 'You beat Kai!' })).toBeVisible();
      await shoot(friend, testInfo, 'challenge-beaten');
      await context.close();
    });

    test('screenshot of a daily puzzle missed', async ({ page }, testInfo) => {
      await page.clock.setFixedTime(DAY_23);
      const answer = await openPuzzle(page, '/daily/map');
      for (const wrong of wrongGuesses('/map', answer, 5)) await guessDaily(page, wrong);
      await page.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('heading', { name: 'Missed: X/6' })).toBeVisible();
      await shoot(page, testInfo, 'daily-missed');
    });

    test('screenshot of Game Over with a new best, then Listen with the missed clips', async ({
      page,
    }, testInfo) => {
      let answer = await openPuzzle(page, '/infinite?choice=map');
      // One right, then three misses: a first run that scored is a new best.
      for (let i = 0; i < 4; i++) {
        const next = page.waitForRequest(
          (request) => isClipRequest(request) && answerOf(request.url()).id !== answer.id,
        );
        await guess(page, i === 0 ? answer : raw.maps.find((map) => map.id !== answer.id)!);
        if (i < 3) answer = answerOf((await next).url());
      }
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
      await expect(dialog).toContainText('New best!');
      await shoot(page, testInfo, 'infinite-game-over', false);

      await page.goto('/listen?filter=missed');
      await expect(page.getByRole('main')).toContainText(answer.name);
      await shoot(page, testInfo, 'listen-missed');
    });
  });
}
