import type { Page } from '@playwright/test';
import { encodeChallenge } from '../../machines/challenge/link';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, isClipRequest, type Answer } from './game';

/**
 * Help everywhere (How to play on every game screen, the rules on a first daily puzzle, the header's
 * help and stats), today's puzzles on a phone's first screen of `/`, and the high-contrast setting.
 */

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');
const correct = { guessId: 'y', verdict: 'correct' };
const wrong = { guessId: 'x', verdict: 'wrong' };

/** An earlier visit: map #22 and #23 solved on their days, ability #23 missed, a best of 7 on Map. */
const earlierVisit = {
  'earshot.daily.map': {
    v: 1,
    data: {
      puzzles: {
        '22': { tries: [correct], finishedOn: 22 },
        '23': { tries: [wrong, wrong, correct], finishedOn: 23 },
      },
    },
  },
  'earshot.daily.ability': {
    v: 1,
    data: { puzzles: { '23': { tries: Array(6).fill(wrong), finishedOn: 23 } } },
  },
  'earshot.infinite.bests': { v: 1, data: { map: 7 } },
};

async function remember(page: Page, entries: Record<string, unknown>) {
  await page.addInitScript((kept) => {
    // Once per test, not on every reload.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(kept))
      localStorage.setItem(key, JSON.stringify(value));
  }, entries);
}

/** Opens the screen's own How to play and checks that it says `words`, then closes it. */
async function expectHowToPlay(page: Page, words: string[]) {
  await page.getByRole('main').getByRole('button', { name: 'How to play' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to play' });
  for (const each of words) await expect(dialog).toContainText(each);
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();
}

async function openPuzzle(page: Page, path: string): Promise<Answer> {
  const clip = page.waitForRequest(isClipRequest);
  await page.goto(path);
  return answerOf((await clip).url());
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(DAY_23);
});

test('a first daily puzzle shows the rules once, and every game screen has How to play', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/daily/ace');
  const rules = page.getByRole('region', { name: 'New here? How to play' });
  await expect(rules).toContainText('6 tries');
  await expect(rules).toContainText('Shift + Enter');
  await page.screenshot({ path: testInfo.outputPath('first-rules-390.png'), fullPage: true });
  await rules.getByRole('button', { name: 'Got it' }).click();
  await expect(rules).toBeHidden();
  // Remembered: the next puzzle (or a reload) goes straight to the game.
  await page.goto('/daily/map');
  await expect(page.getByRole('combobox', { name: 'Your guess' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New here? How to play' })).toBeHidden();
  await expectHowToPlay(page, ['6 tries', 'Shift + Enter', 'skips this try', 'goes to the search']);

  await page.goto('/infinite');
  await expectHowToPlay(page, ['3 lives', 'Space']);
  await page.goto('/infinite?choice=map');
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expectHowToPlay(page, ['3 lives', 'goes to the search']);
  await page.goto('/listen');
  await expectHowToPlay(page, ['Missed']);
  const code = encodeChallenge({
    game: { kind: 'daily', mode: 'map', puzzle: 22 },
    from: 1,
    results: [{ id: 1, nickname: 'Sova', value: 3, when: 29_000_000 }],
  });
  await page.goto(`/challenge?c=${code}`);
  await expect(page.getByRole('heading', { name: 'Sova challenges you' })).toBeVisible();
  await expectHowToPlay(page, ['the same daily puzzle', 'side by side']);
});

test('the header opens help, the stats kept and the settings, on every page', async ({
  page,
}, testInfo) => {
  await remember(page, earlierVisit);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'How to play' });
  await expect(help).toContainText('Daily puzzles');
  await expect(help).toContainText('Shift + Enter');
  await page.screenshot({ path: testInfo.outputPath('header-help-1280.png') });
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(header.getByRole('button', { name: 'Help' })).toBeFocused();

  await page.goto('/ability');
  await header.getByRole('button', { name: 'Stats' }).click();
  const stats = page.getByRole('dialog', { name: 'Your stats' });
  // It opens on the mode of the screen it is opened from, one mode at a time.
  await expect(stats.getByRole('radio', { name: 'Ability' })).toBeChecked();
  await expect(stats.getByRole('region', { name: 'Daily Ability' })).toContainText('Win %0');
  await stats.getByRole('radio', { name: 'Map' }).check();
  const map = stats.getByRole('region', { name: 'Daily Map' });
  // Two days solved in a row, today's among them; ability's miss ends its streak.
  await expect(map).toContainText('Played2');
  await expect(map).toContainText('Current streak2');
  await stats.getByRole('radio', { name: 'Infinite' }).check();
  await expect(stats.getByRole('list', { name: 'Infinite bests' })).toContainText(
    'Map: 7 · Silver',
  );
  await expect(stats.getByRole('list', { name: 'Infinite bests' })).toContainText(
    'Ace: not played yet',
  );
  await page.screenshot({ path: testInfo.outputPath('header-stats-1280.png') });
  await stats.getByRole('link', { name: 'All daily puzzles and the archive' }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await expect(stats).toBeHidden();

  await header.getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Settings' }).getByRole('switch', { name: 'High contrast' }),
  ).not.toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Help, Stats and Settings close with a thumb-sized button; the high-contrast switch works from the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const [button, title] of [
      ['Help', 'How to play'],
      ['Stats', 'Your stats'],
      ['Settings', 'Settings'],
    ]) {
      await header.getByRole('button', { name: button }).tap();
      const dialog = page.getByRole('dialog', { name: title });
      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      const box = (await close.boundingBox())!;
      expect(box.width, title).toBeGreaterThanOrEqual(44);
      expect(box.height, title).toBeGreaterThanOrEqual(44);
      if (button === 'Settings') {
        const toggle = dialog.getByRole('switch', { name: 'High contrast' });
        // Mantine's switch, drawn as a track: the browser's own checkbox under it is not drawn.
        expect(await toggle.evaluate((input) => getComputedStyle(input).opacity)).toBe('0');
        await toggle.focus();
        await page.keyboard.press('Space');
        await expect(toggle).toBeChecked();
        await expect(page.locator('html')).toHaveAttribute('data-earshot-contrast', 'high');
        await page.keyboard.press('Space');
        await expect(toggle).not.toBeChecked();
      }
      await close.tap();
      await expect(dialog).toBeHidden();
    }
  });

  test('the home page shows today’s puzzles and their state on its first screen, above the spec’s cards', async ({
    page,
  }, testInfo) => {
    await remember(page, earlierVisit);
    await page.goto('/');
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Choose wich mode you want to play',
    });
    const today = page.getByRole('region', { name: 'Daily puzzles #23' });
    await expect(today).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-first-screen-390.png') });
    const box = (await today.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Each link named in full for a screen reader: the puzzle and its state.
    for (const [name, href] of [
      ['Daily Map #23, Solved in 3', '/daily/map'],
      ['Daily Ability #23, Missed', '/daily/ability'],
      ['Daily Ace #23, To play', '/daily/ace'],
    ]) {
      const link = today.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
      await expect(link).toHaveAttribute('href', href);
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // The spec's heading, then the three cards in their order, below today's puzzles.
    const cards = ['Map Theme', 'Ability', 'Ace'].map((name) =>
      page.getByRole('heading', { level: 2, name, exact: true }),
    );
    const tops = [heading, today, ...cards].map(async (each) => (await each.boundingBox())!.y);
    const ys = await Promise.all(tops);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    await today.getByRole('link', { name: 'Daily Ace #23, To play', exact: true }).tap();
    await expect(page).toHaveURL(/\/daily\/ace$/);
  });
});

test('high contrast: a setting kept with the others, orange and blue on the page and in the share', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await remember(page, { 'earshot.rulesSeen': true });
  const answer = await openPuzzle(page, '/daily/ace');
  await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
  const toggle = page.getByRole('switch', { name: 'High contrast' });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-earshot-contrast', 'high');
  await page.keyboard.press('Escape');

  // A reload keeps it, from the first paint on.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-earshot-contrast', 'high');
  await page.getByRole('button', { name: 'Skip' }).click();
  const wrongAce = raw.bundles.find((bundle) => bundle.id !== answer.id)!;
  for (const name of [wrongAce.name, answer.name]) {
    await page.getByRole('combobox', { name: 'Your guess' }).fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeVisible();
  const tries = page.getByRole('list', { name: 'Your tries' }).getByRole('listitem');
  // The words stay; the colours are orange (right) and grey (wrong), not green and red, in both
  // schemes (the emulated scheme is the page's: nothing chosen in the header).
  await expect(tries.nth(2)).toContainText('Correct');
  await expect(tries.nth(1)).toContainText('Wrong');
  for (const [colorScheme, orange, grey] of [
    ['dark', 'orange-5', 'gray-5'],
    ['light', 'orange-7', 'gray-6'],
  ] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const seen = await page.evaluate(
      ([orange, grey]) => {
        const items = document.querySelectorAll('[aria-label="Your tries"] li');
        const root = getComputedStyle(document.documentElement);
        const verdict = (i: number) =>
          getComputedStyle(items[i]).getPropertyValue('--verdict-color').trim();
        const named = (shade: string) => root.getPropertyValue(`--mantine-color-${shade}`).trim();
        return { right: verdict(2) === named(orange), wrong: verdict(1) === named(grey) };
      },
      [orange, grey],
    );
    expect(seen, colorScheme).toEqual({ right: true, wrong: true });
  }
  await page.screenshot({
    path: testInfo.outputPath('high-contrast-solved-1280.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('Earshot Daily Ace #23 3/6\n➖⬜🟧');
});
