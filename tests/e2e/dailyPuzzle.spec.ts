import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Answer } from './game';
import { guessDaily, openPuzzle, tries, wrongItems, type DailyMode } from './dailyPlay';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC); #1 was 2026-11-01.
const DAY_23 = new Date('2026-11-23T10:00:00Z');
const DAY_24 = new Date('2026-11-24T10:00:00Z');

/** A figure of the mode's stats shown at the end of a puzzle ("Current streak", "Played", ...). */
const statFigure = (page: Page, mode: string, name: string) =>
  page
    .getByRole('region', { name: `Your daily ${mode} stats` })
    .locator('dl > div')
    .filter({ hasText: name })
    .locator('dd');

async function solveAfterSkipAndMiss(page: Page, mode: DailyMode, answer: Answer) {
  await page.getByRole('button', { name: 'Skip' }).click();
  await guessDaily(page, mode, wrongItems(mode, answer, 1)[0]);
  await guessDaily(page, mode, answer);
}

test.describe('daily puzzle', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
  });

  test("solves today's puzzle on the third try after a skip", async ({ page }, testInfo) => {
    const answer = await openPuzzle(page, '/daily/ability');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#23');
    await expect(page).toHaveTitle(/Daily Ability #23/);
    const seek = page.getByRole('slider', { name: 'Seek' });
    await expect(page.getByText('Try 1 of 6: you hear the first')).toBeVisible();
    await expect(seek).toHaveAttribute('aria-valuetext', /unlocked/);
    const firstWindow = await seek.getAttribute('aria-valuetext');

    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(tries(page).nth(0)).toContainText('Skipped');
    await expect(page.getByText('Try 2 of 6: you hear the first')).toBeVisible();
    await expect(seek).not.toHaveAttribute('aria-valuetext', firstWindow!);

    const wrong = wrongItems('ability', answer, 1)[0];
    await guessDaily(page, 'ability', wrong);
    await expect(tries(page).nth(1)).toContainText(`${wrong.name}Wrong`);
    await page.screenshot({
      path: testInfo.outputPath('daily-ability-playing.png'),
      fullPage: true,
    });

    await guessDaily(page, 'ability', answer);
    await expect(tries(page).nth(2)).toContainText(`${answer.name}Correct`);
    await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeFocused();
    await expect(page.getByRole('img', { name: answer.name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Your guess' })).toHaveCount(0);
    // The puzzle is over: the whole clip plays.
    await expect(seek).not.toHaveAttribute('aria-valuetext', /unlocked/);
    await page.screenshot({
      path: testInfo.outputPath('daily-ability-solved.png'),
      fullPage: true,
    });
    await expect(page.getByRole('link', { name: 'Practise in Listen' })).toHaveAttribute(
      'href',
      '/listen',
    );
  });

  test('misses a puzzle after six wrong tries, with the answer named', async ({ page }) => {
    const answer = await openPuzzle(page, '/daily/map');
    for (const wrong of wrongItems('map', answer, 5)) await guessDaily(page, 'map', wrong);
    await expect(page.getByText('Last try: you hear the whole clip.')).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Missed: X/6' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Missed: X/6' })).toContainText(answer.name);
    await expect(tries(page).filter({ hasText: 'Wrong' })).toHaveCount(5);
    // Listen opens on the missed clips, this one among them.
    await page.getByRole('link', { name: 'Practise in Listen' }).click();
    await expect(page).toHaveURL(/\/listen\?filter=missed$/);
    await expect(page.getByRole('main')).toContainText(answer.name);
  });

  test('shares the result without the answer', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const answer = await openPuzzle(page, '/daily/ace');
    await solveAfterSkipAndMiss(page, 'ace', answer);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toContain('Earshot Daily Ace #23 3/6');
    expect(text).toContain('⬛🟥🟩');
    expect(text).toContain('/daily/ace');
    expect(text).not.toContain(answer.name);
  });

  test('a reload mid-puzzle keeps the tries and the reveal', async ({ page }) => {
    const answer = await openPuzzle(page, '/daily/ace');
    const wrong = wrongItems('ace', answer, 1)[0];
    await page.getByRole('button', { name: 'Skip' }).click();
    await guessDaily(page, 'ace', wrong);
    await expect(page.getByText('Try 3 of 6')).toBeVisible();
    await page.reload();
    await expect(tries(page).nth(0)).toContainText('Skipped');
    await expect(tries(page).nth(1)).toContainText(`${wrong.name}Wrong`);
    await expect(page.getByText('Try 3 of 6')).toBeVisible();
    await guessDaily(page, 'ace', answer);
    await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeVisible();
  });

  test('the next day brings a new puzzle and keeps the streak', async ({ page }) => {
    const first = await openPuzzle(page, '/daily/map');
    await guessDaily(page, 'map', first);
    await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
    await expect(statFigure(page, 'Map', 'Current streak')).toHaveText('1');
    await expect(page.getByRole('timer')).toHaveText('14:00:00');

    await page.clock.setFixedTime(DAY_24);
    const second = await openPuzzle(page, '/daily/map');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#24');
    expect(second.id).not.toBe(first.id);
    await expect(tries(page).nth(0)).toContainText('This try');
    await guessDaily(page, 'map', second);
    await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
    await expect(statFigure(page, 'Map', 'Current streak')).toHaveText('2');
    await expect(statFigure(page, 'Map', 'Max streak')).toHaveText('2');
  });

  test('plays a puzzle from the archive, which counts as played but not for streaks', async ({
    page,
  }) => {
    const answer = await openPuzzle(page, '/daily/ability/5');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('#5');
    await expect(page.getByText('from the archive')).toBeVisible();
    await expect(page).toHaveTitle(/Daily Ability #5/);
    await solveAfterSkipAndMiss(page, 'ability', answer);
    await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeVisible();
    await expect(statFigure(page, 'Ability', 'Played')).toHaveText('1');
    await expect(statFigure(page, 'Ability', 'Current streak')).toHaveText('0');
    await expect(statFigure(page, 'Ability', 'Max streak')).toHaveText('0');
  });

  test("the first paint holds the puzzle's heading, number and player box", async ({ page }) => {
    // Only the page's inline scripts run: what shows is the first paint alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/daily/ability');
    await expect(page.getByRole('heading', { name: 'Daily Ability #23' })).toBeVisible();
    await expect(page.locator('#boot-waveform[data-play="daily:ability/23"]')).toBeVisible();
    await page.goto('/daily/ace/5');
    await expect(page.getByRole('heading', { name: 'Daily Ace #5' })).toBeVisible();
    await expect(page.getByText('The puzzle of 5 November 2026, from the archive.')).toBeVisible();
    await page.goto('/daily/ace/24');
    await expect(page.getByRole('heading')).toHaveCount(0);
  });

  test('the puzzle draws its waveform in the first paint and the screen takes it over', async ({
    page,
  }) => {
    await openPuzzle(page, '/daily/map');
    await expect(page.getByRole('combobox', { name: 'Your guess' })).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveCount(1);
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(await page.locator('#boot-waveform').count()).toBe(0);
  });

  for (const path of [
    '/daily/ability/24',
    '/daily/ability/0',
    '/daily/ability/x',
    '/daily/abc/3',
  ]) {
    test(`${path} is not a puzzle: the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('This page does not exist (yet)')).toBeVisible();
    });
  }
});

/** The code of the guess box's list of suggestions, which a puzzle downloads when it is needed. */
const isGuessListCode = (url: string | URL) =>
  /\/assets\/GuessCombobox-[\w-]+\.js$/.test(url.toString());

/** The list's libraries: Mantine's Combobox and Popover, and floating-ui, which places the list. */
const GUESS_LIST_SOURCES =
  /node_modules\/(@floating-ui\/|@mantine\/core\/esm\/components\/(Popover|Combobox\/Combobox\.mjs))/;

test.describe('daily guess box', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
  });

  test("a puzzle's first visit downloads none of the list's code; the player's first go at the box does, and what they typed meanwhile stays where they typed it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(request.url())) scripts.push(request.url());
    });
    // The list's code arrives only when the test lets it: everything below is typed before.
    let release = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route(isGuessListCode, async (route) => {
      await arrived;
      await route.continue();
    });
    const answer = await openPuzzle(page, '/daily/map');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isGuessListCode)).toEqual([]);
    const sources = await Promise.all(
      scripts.map(async (url) => {
        const map = await page.request.get(`${url}.map`);
        if (!map.headers()['content-type']?.includes('json')) return [];
        return ((await map.json()) as { sources: string[] }).sources;
      }),
    );
    expect(sources.flat().filter((source) => GUESS_LIST_SOURCES.test(source))).toEqual([]);

    // Typed at once, with a letter left out, then the caret taken back to where it belongs.
    const { name } = wrongItems('map', answer, 1)[0];
    const box = page.getByRole('combobox', { name: 'Your guess' });
    await box.click();
    await page.keyboard.type(name[0] + name.slice(2));
    for (let left = 2; left < name.length; left++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scripts.filter(isGuessListCode).length).toBe(1);
    await expect(box).toHaveValue(name[0] + name.slice(2));

    release();
    await expect(page.getByRole('option').first()).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.type(name[1]);
    await expect(box).toHaveValue(name);
    await expect(page.getByRole('option', { name, exact: true })).toHaveAttribute(
      'data-combobox-selected',
    );
    await page.keyboard.press('Enter');
    await expect(tries(page).nth(0)).toContainText(`${name}Wrong`);
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test("with the list's code unreachable, the box says so, Enter guesses the best match it names, and the list comes as soon as its code can be downloaded", async ({
    page,
  }) => {
    await page.route(isGuessListCode, (route) => route.abort());
    const answer = await openPuzzle(page, '/daily/map');
    const [first, second] = wrongItems('map', answer, 2);
    const box = page.getByRole('combobox', { name: 'Your guess' });
    await box.fill(first.name);
    await expect(
      page.getByText(`The suggestions could not be downloaded. Enter guesses ${first.name}.`),
    ).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(tries(page).nth(0)).toContainText(`${first.name}Wrong`);
    await expect(box).toHaveValue('');

    await page.unroute(isGuessListCode);
    await page.keyboard.type(second.name);
    await expect(page.getByRole('option', { name: second.name, exact: true })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue(second.name);
    await expect(page.getByText('could not be downloaded')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(tries(page).nth(1)).toContainText(`${second.name}Wrong`);
  });
});

test.describe('daily puzzle on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('suggestions are finger-sized and a tap guesses', async ({ page }, testInfo) => {
    await page.clock.setFixedTime(DAY_23);
    const answer = await openPuzzle(page, '/daily/ability');
    await page.getByRole('combobox', { name: 'Your guess' }).fill('ra');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const box of await options.evaluateAll((all) =>
      all.slice(0, 5).map((option) => option.getBoundingClientRect().height),
    )) {
      expect(box).toBeGreaterThanOrEqual(44);
    }
    const skip = await page.getByRole('button', { name: 'Skip' }).boundingBox();
    expect(skip!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath('daily-phone-suggestions.png') });
    await page.getByRole('combobox', { name: 'Your guess' }).fill(answer.name);
    await page.getByRole('option').first().tap();
    await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const listen = await page.getByRole('link', { name: 'Practise in Listen' }).boundingBox();
    expect(listen!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath('daily-phone-solved.png'), fullPage: true });
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the highlighted suggestion is readable in the ${colorScheme} scheme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.clock.setFixedTime(DAY_23);
      await openPuzzle(page, '/daily/ability');
      await page.getByRole('combobox', { name: 'Your guess' }).fill('Paint');
      const option = page.getByRole('option', { name: /Paint Shells/ });
      await expect(option).toHaveAttribute('data-combobox-selected');
      // WCAG's contrast ratio of the name's colour against the row's background.
      const ratio = await option.evaluate((row) => {
        const rgb = (colour: string) =>
          colour
            .match(/[\d.]+/g)!
            .slice(0, 3)
            .map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = rgb(colour).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const name = [...row.querySelectorAll('span')].find(
          (span) => span.children.length === 0 && span.textContent === 'Paint Shells',
        )!;
        const text = luminance(getComputedStyle(name).color);
        const back = luminance(getComputedStyle(row).backgroundColor);
        return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});
