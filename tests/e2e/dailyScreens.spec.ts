import type { Locator, Page } from '@playwright/test';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { dailyLedger } from '../../src/content/daily/dailyLedger';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { guessDaily, openPuzzle, puzzleReady, tries, wrongItems } from './dailyPlay';

// The daily screens as a phone and a keyboard meet them (issue 29, items 3, 6, 7 and 8, and the
// small things of the daily screens), on the production build. The clock is fixed on day 23.
const DAY_23 = new Date('2026-11-23T10:00:00Z');

const correct = { guessId: 'y', verdict: 'correct' };
const wrong = { guessId: 'x', verdict: 'wrong' };

/** Map #22 solved in 2 on its day, #21 missed; Ability untouched: what an earlier visit left. */
const earlierVisit = {
  'earshot.daily.map': {
    v: 1,
    data: {
      puzzles: {
        '21': { tries: Array(6).fill(wrong), finishedOn: 21 },
        '22': { tries: [wrong, correct], finishedOn: 22 },
      },
    },
  },
};

async function remember(page: Page, entries: Record<string, unknown>, highContrast = false) {
  await page.addInitScript(
    ({ entries, highContrast }) => {
      if (sessionStorage.getItem('remembered')) return;
      sessionStorage.setItem('remembered', '1');
      for (const [key, value] of Object.entries(entries)) {
        localStorage.setItem(key, JSON.stringify(value));
      }
      if (highContrast) localStorage.setItem('earshot.highContrast', 'true');
    },
    { entries, highContrast },
  );
}

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(DAY_23);
});

/** Each bar of a try chart: what it says, and whether it is painted (a fill, not an outline). */
async function barsOf(chart: Locator) {
  return chart.getByRole('listitem').evaluateAll((rows) =>
    rows.map((row) => {
      const bar = row.querySelector('[data-kind]')!;
      const fill = getComputedStyle(bar).backgroundColor;
      return {
        text: bar.textContent,
        filled: fill !== 'rgba(0, 0, 0, 0)' && fill !== 'transparent',
      };
    }),
  );
}

test.describe('high contrast colours only a row with a result, in every try chart (item 3)', () => {
  test('the Stats dialog, /daily and the end of a puzzle', async ({ page }) => {
    await remember(page, earlierVisit, true);
    // Map: one solve in 2, one miss: rows 2 and X hold a result, the five others none.
    const expected = [false, true, false, false, false, false, true];
    await page.goto('/daily');
    const hub = page.getByRole('region', { name: 'Map', exact: true });
    // The charts render after the page's first paint: polled until their bars are there.
    await expect
      .poll(async () =>
        (await barsOf(hub.getByRole('list', { name: 'Tries to solve' }))).map((bar) => bar.filled),
      )
      .toEqual(expected);

    await page.getByRole('banner').getByRole('button', { name: 'Stats' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your stats' });
    await dialog.getByRole('radio', { name: 'Map' }).check({ force: true });
    const stats = dialog.getByRole('list', { name: 'Tries to solve' });
    await expect.poll(async () => (await barsOf(stats)).map((bar) => bar.filled)).toEqual(expected);
    await page.keyboard.press('Escape');

    // An archive puzzle finished: its own stats (the API's numbers may come or not) mark its bar.
    const answer = await openPuzzle(page, '/daily/map/5');
    await puzzleReady(page);
    await guessDaily(page, 'map', answer);
    const own = page.getByRole('region', { name: 'Your daily Map stats' });
    await expect(own).toBeVisible();
    await expect
      .poll(async () =>
        (await barsOf(own.getByRole('list', { name: 'Tries to solve' }))).map((bar) => bar.filled),
      )
      .toEqual([true, true, false, false, false, false, true]);
    const everyone = page.getByRole('list', { name: 'Everyone’s tries' });
    if (await everyone.count()) {
      // Nobody played #5 on its day: no bar of everyone's is coloured.
      expect((await barsOf(everyone)).every((bar) => !bar.filled)).toBe(true);
    }
  });
});

test.describe('/daily on a phone is a few screens, not eight (item 6)', () => {
  test.use(phone);

  test('yesterday’s answers hide until played or shown, the stats and the archive behind a mode switch, the archive a calendar with dates', async ({
    page,
  }, testInfo) => {
    await remember(page, earlierVisit);
    await page.goto('/daily');
    const yesterday = page.getByRole('region', { name: 'Yesterday’s answers' });
    const mapName = raw.maps.find(
      (map) => map.id === dailyAnswerId('map', 22, dailyLedger.map),
    )!.name;
    const abilityId = dailyAnswerId('ability', 22, dailyLedger.ability);
    const abilityName = raw.agents
      .flatMap((agent) => agent.abilities)
      .find((each) => each.id === abilityId)!.name;
    // Map #22 was played: its answer shows. Ability #22 was not: its answer waits for a tap.
    await expect(yesterday.getByRole('listitem').filter({ hasText: 'Map #22' })).toContainText(
      mapName,
    );
    const ability = yesterday.getByRole('listitem').filter({ hasText: 'Ability #22' });
    await expect(ability).not.toContainText(abilityName);
    await ability.getByRole('button', { name: 'Show the answer of Ability #22' }).tap();
    await expect(ability).toContainText(abilityName);

    // One mode's stats at a time, Map (played last) first.
    const yours = page.getByRole('region', { name: 'Your stats and archive' });
    await expect(yours.getByRole('radio', { name: 'Map' })).toBeChecked();
    await expect(yours.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
    await expect(yours.getByRole('region', { name: 'Ability', exact: true })).toHaveCount(0);
    const archive = yours.getByRole('region', { name: 'Map: the archive' });
    await expect(
      archive.getByRole('link', { name: 'Map #22, 22 November 2026: Solved in 2' }),
    ).toHaveAttribute('href', '/daily/map/22');
    await expect(
      archive.getByRole('link', { name: 'Map #21, 21 November 2026: Missed' }),
    ).toBeVisible();
    await expect(
      archive.getByRole('link', { name: 'Map #1, 1 November 2026: To play' }),
    ).toBeVisible();
    await yours.getByText('Ability', { exact: true }).tap();
    await expect(yours.getByRole('radio', { name: 'Ability' })).toBeChecked();
    await expect(yours.getByRole('region', { name: 'Ability', exact: true })).toBeVisible();
    await expect(
      yours
        .getByRole('region', { name: 'Ability: the archive' })
        .getByRole('link', { name: /^Ability #3, 3 November 2026/ }),
    ).toBeVisible();

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(2600);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({ path: testInfo.outputPath('daily-hub-390.png'), fullPage: true });
  });

  test('the archive’s months fold behind their name, with a mark that says so', async ({
    page,
  }) => {
    // In December, November is an older month: folded, and opened by its name.
    await page.clock.setFixedTime(new Date('2026-12-03T10:00:00Z'));
    await page.goto('/daily');
    const archive = page.getByRole('region', { name: /: the archive$/ });
    const november = archive.locator('details').filter({ hasText: 'November 2026' });
    await expect(november).not.toHaveAttribute('open');
    const mark = await november
      .locator('summary')
      .evaluate((summary) => getComputedStyle(summary, '::before').borderRightStyle);
    expect(mark).toBe('solid');
    await expect(archive.getByRole('link', { name: /^Map #32, 2 December 2026/ })).toBeVisible();
    await november.locator('summary').tap();
    await expect(archive.getByRole('link', { name: /^Map #30, 30 November 2026/ })).toBeVisible();
  });
});

test.describe('the Stats dialog is one screen (item 7)', () => {
  test.use(phone);

  test('it opens on the mode just played, switches mode, and its title leads; Help’s and Settings’ too', async ({
    page,
  }, testInfo) => {
    await remember(page, earlierVisit);
    const answer = await openPuzzle(page, '/daily/ability');
    await puzzleReady(page);
    await guessDaily(page, 'ability', answer);
    await expect(page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Stats' }).click();
    const stats = page.getByRole('dialog', { name: 'Your stats' });
    await expect(stats.getByRole('radio', { name: 'Ability' })).toBeChecked();
    await expect(stats.getByRole('region', { name: 'Daily Ability' })).toContainText('Played1');
    const box = (await stats.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: testInfo.outputPath('stats-dialog-390.png') });
    await stats.getByText('Infinite', { exact: true }).tap();
    await expect(stats.getByRole('list', { name: 'Infinite bests' })).toContainText(
      'Mixed: not played yet',
    );
    await page.keyboard.press('Escape');

    for (const name of ['Help', 'Stats', 'Settings']) {
      await page.getByRole('banner').getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const sizes = await dialog.evaluate((element) => {
        const title = element.querySelector('h2')!;
        const size = (node: Element) => parseFloat(getComputedStyle(node).fontSize);
        return {
          title: size(title),
          others: [...element.querySelectorAll('h3, h4, h5, h6')].map(size),
        };
      });
      expect(
        sizes.others.every((size) => size < sizes.title),
        name,
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('away from a game screen it opens on the daily mode played last', async ({ page }) => {
    await remember(page, earlierVisit);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Stats' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Map' })).toBeChecked();
    await page.keyboard.press('Escape');
    await page.goto('/infinite');
    await page.getByRole('banner').getByRole('button', { name: 'Stats' }).click();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Infinite' })).toBeChecked();
  });
});

test.describe('a first daily visit on a phone (item 8)', () => {
  test.use(phone);

  test('the rules show once, after the tries: a guess’s verdict lands in view', async ({
    page,
  }) => {
    const answer = await openPuzzle(page, '/daily/map');
    await puzzleReady(page);
    const rules = page.getByRole('region', { name: 'New here? How to play' });
    await expect(rules).toBeVisible();
    const list = (await page.getByRole('list', { name: 'Your tries' }).boundingBox())!;
    expect((await rules.boundingBox())!.y).toBeGreaterThanOrEqual(list.y + list.height);
    await guessDaily(page, 'map', wrongItems('map', answer, 1)[0]!);
    await expect(tries(page).nth(0)).toContainText('Wrong');
    const verdict = (await tries(page).nth(0).boundingBox())!;
    expect(verdict.y + verdict.height).toBeLessThanOrEqual(844);
    // Once shown, they are not shown again.
    await page.reload();
    await puzzleReady(page);
    await expect(page.getByRole('region', { name: 'New here? How to play' })).toHaveCount(0);
  });
});

test.describe('the small things of the daily screens', () => {
  test.use(phone);

  test('a number never breaks from its unit; Share is a thumb’s height; one primary action', async ({
    page,
  }) => {
    const answer = await openPuzzle(page, '/daily/ace');
    await puzzleReady(page);
    await expect(page.locator('#skip-hint')).toHaveText(/\d\u00a0s\.$/);
    await guessDaily(page, 'ace', answer);
    await expect(page.getByRole('timer')).toBeVisible();
    const countdown = await page
      .getByRole('paragraph')
      .filter({ has: page.getByRole('timer') })
      .textContent();
    expect(countdown).toMatch(/at \d{1,2}:\d{2}\u00a0(AM|PM) your time/);
    const share = (await page.getByRole('button', { name: 'Share' }).boundingBox())!;
    expect(share.height).toBeGreaterThanOrEqual(44);
    expect(await primaryActions(page)).toEqual(['Share']);
    await page.goto('/daily');
    await expect(page.getByRole('heading', { name: 'Map #23' })).toBeVisible();
    expect(await primaryActions(page)).toEqual(['Play Map #23']);
  });

  test('/daily fits a phone: no button past its card, the countdown in two whole lines, the puzzles’ names not dimmed', async ({
    page,
  }) => {
    await remember(page, earlierVisit);
    await page.goto('/daily');
    await expect(page.getByRole('button', { name: /^Show the answer/ })).not.toHaveCount(0);
    const cells = page.getByRole('main').getByRole('listitem');
    // Every button and link of today's and yesterday's cards ends inside its card.
    const overflows = await cells.evaluateAll((items) =>
      items.flatMap((item) => {
        const edge = item.getBoundingClientRect().right;
        return [...item.querySelectorAll('a, button')]
          .filter((control) => control.getBoundingClientRect().right > edge + 0.5)
          .map(
            (control) =>
              `${control.textContent}: ${control.getBoundingClientRect().right - edge} px`,
          );
      }),
    );
    expect(overflows).toEqual([]);
    // "Next puzzles in 05:11:24" on a line, "at 12:00 AM your time" on the next, neither broken.
    const timer = page.getByRole('timer');
    await expect(timer).toBeVisible();
    expect(await linesOf(timer.locator('..'))).toBe(1);
    expect(await linesOf(page.getByText(/your time$/))).toBe(1);
    // A puzzle's name is in the text's colour, as the section's heading is, not the dimmed one.
    const colourOf = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).color);
    expect(await colourOf(page.getByRole('heading', { name: 'Ability #23' }))).toBe(
      await colourOf(page.getByRole('heading', { name: 'Today’s puzzles' })),
    );
  });

  test('Settings says what high contrast turns each verdict, and the share tells a skip from a miss', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toContainText('partly right ones blue instead of yellow');
    await expect(settings).toContainText('wrong ones grey instead of red');
  });
});

/** The buttons and links of the page's main part (the clip's player apart) in the primary's red. */
/** How many lines an element's text takes. */
async function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    // A line's boxes (its words, the timer's bolder digits) are within a few pixels of its middle.
    const middles = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => (rect.top + rect.bottom) / 2)
      .sort((a, b) => a - b);
    return middles.filter((middle, i) => i === 0 || middle - middles[i - 1] > 8).length;
  });
}

async function primaryActions(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-valorant-filled)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return [...main.querySelectorAll('a, button')]
      .filter((element) => !element.closest('[role="group"]'))
      .filter((element) => getComputedStyle(element).backgroundColor === primary)
      .map((element) => element.textContent!.trim());
  });
}
