import { dailyAnswerId } from '../../machines/daily/schedule';
import { dailyLedger } from '../../src/content/daily/dailyLedger';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';

// 21:15 UTC on 23 November 2026: puzzle #23, the next puzzles 2 h 45 min away.
const NOW = new Date('2026-11-23T21:15:00Z');

const wrong = { guessId: 'x', verdict: 'wrong' };
const correct = { guessId: 'y', verdict: 'correct' };
const skipped = { guessId: null, verdict: 'skipped' };

/** What an earlier visit would have left in storage: map #21-#23 solved on their days, ability #23 missed. */
const earlierVisit = {
  'earshot.daily.map': {
    v: 1,
    data: {
      puzzles: {
        '21': { tries: [correct], finishedOn: 21 },
        '22': { tries: [wrong, correct], finishedOn: 22 },
        '23': { tries: [wrong, skipped, correct], finishedOn: 23 },
      },
    },
  },
  'earshot.daily.ability': {
    v: 1,
    data: { puzzles: { '23': { tries: Array(6).fill(wrong), finishedOn: 23 } } },
  },
};

test.beforeEach(async ({ page }) => {
  // The clock stands still at NOW (a loaded machine would otherwise let seconds pass) until a test
  // moves it on.
  await page.clock.install({ time: new Date(NOW.getTime() - 60_000) });
  await page.clock.pauseAt(NOW);
});

test('/daily shows today’s numbered puzzles, a ticking countdown and yesterday’s answers', async ({
  page,
}, testInfo) => {
  await page.goto('/daily');
  await expect(page).toHaveTitle('Daily puzzles · Earshot');
  await expect(page.getByRole('heading', { name: 'Daily puzzles', level: 1 })).toBeVisible();
  for (const label of ['Map #23', 'Ability #23', 'Ace #23']) {
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
    await expect(page.getByRole('link', { name: `Play ${label}` })).toBeVisible();
  }
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText('02:45:00');
  await page.clock.runFor(5000);
  await expect(timer).toHaveText('02:44:55');
  // Time flows again: React shows what a lazily loaded chunk renders (the answer's card) on a timer.
  await page.clock.resume();

  const yesterday = page.getByRole('region', { name: 'Yesterday’s answers' });
  const mapName = catalogue.maps.find(
    (map) => map.id === dailyAnswerId('map', 22, dailyLedger.map),
  )!.name;
  // Not played here: each answer hides until its puzzle is played or the player shows it.
  await expect(yesterday).not.toContainText(mapName);
  await yesterday.getByRole('button', { name: 'Show the answer of Map #22' }).click();
  await expect(yesterday).toContainText(`Map #22${mapName}`);
  // The button is gone: the focus is on the answer it showed.
  await expect(yesterday.getByText(mapName, { exact: true })).toBeFocused();
  await expect(yesterday.getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: testInfo.outputPath('daily-1280.png'), fullPage: true });
});

test('/daily shows this player’s state and streak from an earlier visit, and links the archive', async ({
  page,
}, testInfo) => {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, earlierVisit);
  await page.goto('/daily');
  const today = page.getByRole('region', { name: 'Today’s puzzles' });
  const card = (label: string) => today.getByRole('listitem').filter({ hasText: label });
  await expect(card('Map #23')).toContainText('Solved in 3');
  await expect(card('Map #23').getByRole('link', { name: 'See Map #23' })).toHaveAttribute(
    'href',
    '/daily/map',
  );
  await expect(card('Ability #23')).toContainText('Missed');
  await expect(card('Ace #23')).toContainText('To play');

  // One mode's stats and archive at a time, behind a switch.
  await page.getByRole('radio', { name: 'Map' }).check({ force: true });
  const mapStats = page.getByRole('region', { name: 'Map', exact: true });
  await expect(mapStats.getByRole('definition').nth(0)).toHaveText('3'); // played
  await expect(mapStats.getByRole('definition').nth(2)).toHaveText('3'); // current streak
  await expect(mapStats.getByText('Solved in 3 tries: 1')).toBeAttached();
  const archive = page.getByRole('region', { name: 'Map: the archive' });
  await expect(
    archive.getByRole('link', { name: 'Map #22, 22 November 2026: Solved in 2' }),
  ).toHaveAttribute('href', '/daily/map/22');
  await expect(
    archive.getByRole('link', { name: 'Map #1, 1 November 2026: To play' }),
  ).toHaveAttribute('href', '/daily/map/1');

  await page.getByRole('radio', { name: 'Ability' }).check({ force: true });
  const abilityStats = page.getByRole('region', { name: 'Ability', exact: true });
  await expect(abilityStats.getByRole('definition').nth(1)).toHaveText('0'); // win %
  await expect(abilityStats.getByText('Missed: 1')).toBeAttached();
  await expect(mapStats).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('daily-390.png'), fullPage: true });
});

test('the home page leads to the daily with today’s state, without loading the game', async ({
  page,
}, testInfo) => {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      localStorage.setItem(key, JSON.stringify(value));
    }
  }, earlierVisit);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Daily puzzles #23' });
  await expect(teaser.getByRole('link', { name: 'Daily Map #23, Solved in 3' })).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'Daily Ability #23, Missed' })).toBeVisible();
  await expect(teaser.getByRole('link', { name: 'Daily Ace #23, To play' })).toBeVisible();
  await teaser.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('home-daily-390.png'), fullPage: true });
  expect(scripts.filter((script) => /\/assets\/(game|\w+Mode|daily)/.test(script))).toEqual([]);
  await teaser.getByRole('link', { name: 'Go to today’s puzzles' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(page.getByRole('heading', { name: 'Map #23' })).toBeVisible();
});

test('an answer whose code cannot be downloaded says so, and the rest of the page stays', async ({
  page,
}) => {
  // Its card's chunk is loaded when an answer is shown (a first visit has shown none).
  await page.route('**/assets/YesterdayAnswerCard-*.js', (route) => route.abort());
  await page.goto('/daily');
  await page.clock.resume();
  const yesterday = page.getByRole('region', { name: 'Yesterday’s answers' });
  await yesterday.getByRole('button', { name: 'Show the answer of Map #22' }).click();
  // In the button's place, with the focus the button had.
  await expect(yesterday.getByText('The answer could not be loaded.')).toBeFocused();
  await expect(
    yesterday.getByRole('button', { name: 'Show the answer of Ability #22' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play Map #23' })).toBeVisible();
});

test('a corrupt entry is set aside and the page still shows the rest', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('earshot.daily.map', '{"v":1,"data":{"puzzles":{"3":');
    localStorage.setItem(
      'earshot.daily.ace',
      JSON.stringify({
        v: 1,
        data: {
          puzzles: { '23': { tries: [{ guessId: 'a', verdict: 'correct' }], finishedOn: 23 } },
        },
      }),
    );
  });
  await page.goto('/daily');
  const today = page.getByRole('region', { name: 'Today’s puzzles' });
  await expect(today.getByRole('listitem').filter({ hasText: 'Ace #23' })).toContainText(
    'Solved in 1',
  );
  await expect(today.getByRole('listitem').filter({ hasText: 'Map #23' })).toContainText('To play');
  expect(await page.evaluate(() => localStorage.getItem('earshot.daily.map.corrupt'))).toContain(
    '"3":',
  );
});

test('where storage is blocked, /daily still works and says once that progress will not be kept', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/daily');
  await expect(page.getByRole('heading', { name: 'Map #23' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your progress will not be kept' }),
  ).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('daily-no-storage-390.png') });
});
