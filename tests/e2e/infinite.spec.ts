import type { Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, recordModeData, type Answer } from './game';
import { infiniteScreen, modeScreens } from '../../src/shared/screens';
import { INFINITE_CHOICE_LABELS, INFINITE_CHOICES } from '../../machines/infiniteChoices';

const abilities = raw.agents.flatMap((agent) => agent.abilities);
const listOf = (answer: Answer) =>
  [raw.maps, raw.bundles, abilities, raw.footsteps, raw.agents].find((list) =>
    list.some((item) => item.id === answer.id),
  )!;

/** An item of the same gallery as the answer that is not the answer. */
const wrongFor = (answer: Answer): Answer => listOf(answer).find((item) => item.id !== answer.id)!;

/** Waits for the page to load a clip other than `previous` and returns its answer. */
function nextClip(page: Page, previous: Answer | null): Promise<Answer> {
  return page
    .waitForRequest(
      (request) => isClipRequest(request) && answerOf(request.url()).id !== previous?.id,
    )
    .then((request) => answerOf(request.url()));
}

/** Opens a choice's run from the picker and returns the first clip's answer. */
async function openRun(page: Page, choice: string): Promise<Answer> {
  await page.goto('/infinite');
  await expect(page).toHaveTitle('Infinite · Earshot');
  const first = nextClip(page, null);
  await page.getByRole('link', { name: new RegExp(`^${choice}`) }).click();
  await expect(page.getByRole('heading', { name: `Infinite · ${choice}` })).toBeVisible();
  return first;
}

/** Plays `right` right guesses, then misses until the run ends; returns the missed answers. */
async function playRun(page: Page, first: Answer, right: number): Promise<Answer[]> {
  let answer = first;
  const missed: Answer[] = [];
  for (let i = 0; i < right + 3; i++) {
    const correct = i < right;
    const following = i < right + 2 ? nextClip(page, answer) : null;
    await guess(page, correct ? answer : wrongFor(answer));
    if (correct) {
      await expect(page.getByRole('status').filter({ hasText: 'Right: that was' })).toContainText(
        answer.name,
      );
    } else missed.push(answer);
    await expect(page.getByTestId('score')).toHaveText(String(Math.min(i + 1, right)));
    if (following) answer = await following;
  }
  return missed;
}

/**
 * The accessible name of a missed clip's button: the catalogue writes some names with a double space
 * ("Nebula  / Dissipate"), which an accessible name reads as one.
 */
function hearName(name: string): RegExp {
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^Hear ${words.join(' ')}`);
}

test('an Ability run is played to its end, its best kept across a reload', async ({
  page,
}, testInfo) => {
  const first = await openRun(page, 'Ability');
  await expect(page.getByText('Iron', { exact: true })).toBeVisible();
  const missed = await playRun(page, first, 3);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await expect(dialog).toContainText('Score3');
  await expect(dialog).toContainText('Best (Ability)3');
  await expect(dialog).toContainText('Rank reachedBronze');
  for (const answer of missed) {
    await expect(dialog.getByRole('button', { name: hearName(answer.name) })).toBeVisible();
  }
  // Each missed clip is playable in the popup's player.
  const heard = page.waitForRequest(
    (request) => isClipRequest(request) && answerOf(request.url()).id === missed[1].id,
  );
  await dialog.getByRole('button', { name: hearName(missed[1].name) }).click();
  await heard;
  await page.screenshot({ path: testInfo.outputPath('infinite-game-over.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('infinite-game-over-390.png') });
  // The popup's buttons are finger-sized, its close icon too.
  const targets = [
    ...['Close', 'Share', 'Practise in Listen', 'Play again'].map((name) =>
      dialog.getByRole('button', { name }),
    ),
    dialog.getByRole('link', { name: 'Back home' }),
    ...missed.map((answer) => dialog.getByRole('button', { name: hearName(answer.name) })),
  ];
  for (const target of targets) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  await page.reload();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await page.goto('/infinite');
  await page.reload();
  await expect(page.getByRole('link', { name: /^Ability/ })).toContainText('Best 3 · Bronze');
});

/** Records the page's layout shifts from its first paint on, on every load of the page. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('a run in progress survives a reload', async ({ page }) => {
  await recordLayoutShifts(page);
  const first = await openRun(page, 'Map');
  const second = nextClip(page, first);
  await guess(page, first);
  await expect(page.getByTestId('score')).toHaveText('1');
  const after = await second;
  const again = page.waitForRequest(
    (request) => isClipRequest(request) && answerOf(request.url()).id === after.id,
  );
  await page.reload();
  await expect(page.getByTestId('score')).toHaveText('1');
  await again;
  // The run picks up where it was in the first paint's place: nothing moves as it does.
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.filter((value) => value > 0)).toEqual([]);
});

test('the picker’s cards show the home page’s art: each mode’s picture, Infinite’s for Mixed', async ({
  page,
}) => {
  await page.goto('/infinite');
  for (const choice of INFINITE_CHOICES) {
    const image = choice === 'mixed' ? infiniteScreen.card.image : modeScreens[choice].image;
    const card = page.getByRole('link', {
      name: new RegExp(`^${INFINITE_CHOICE_LABELS[choice]}\\b`),
    });
    await expect(card.locator('img'), choice).toHaveAttribute('src', image);
  }
});

test('the first paint shows the picker, or the run with its player box, before the app runs', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/infinite');
  await expect(page.getByRole('heading', { name: 'Infinite', exact: true })).toBeVisible();
  await expect(page.locator('#boot-waveform')).toHaveCount(0);
  await page.goto('/infinite?choice=ability');
  await expect(page.getByRole('heading', { name: 'Infinite · Ability' })).toBeVisible();
  await expect(page.locator('#boot-waveform[data-play="infinite:ability"]')).toBeVisible();
  // An address naming no choice gets the picker; nothing it says is written into the page.
  await page.goto('/infinite?choice=%3Cimg%20src=x%20onerror=alert(1)%3E');
  await expect(page.getByRole('heading', { name: 'Infinite', exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.goto('/infinite?choice=abilities');
  await expect(page.getByRole('heading', { name: 'Infinite', exact: true })).toBeVisible();
});

test('the run draws its waveform where the first paint put the player, and the screen takes it over', async ({
  page,
}) => {
  // Where the first paint puts the player's waveform, the app's code held back.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/infinite?choice=map');
  const placeholder = await page.locator('#boot-waveform').boundingBox();
  await page.unroute('**/assets/*.js');
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/infinite?choice=map');
  await clip;
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toHaveCount(1);
  await expect(seek).toHaveAttribute('aria-disabled', 'false');
  await expect(page.locator('#boot-waveform')).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const waveform = await page.locator('canvas').first().boundingBox();
  expect(waveform?.y).toBeCloseTo(placeholder!.y, 0);
  expect(waveform?.x).toBeCloseTo(placeholder!.x, 0);
});

test('a Mixed run switches the gallery to each clip’s mode and ends', async ({
  page,
}, testInfo) => {
  const first = await openRun(page, 'Mixed');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('infinite-mixed-390.png'), fullPage: true });
  await playRun(page, first, 4);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Score4');
  await expect(page.getByRole('dialog')).toContainText('Best (Mixed)4');
});

test('Listen plays a clip in one shared player and filters missed clips', async ({
  page,
}, testInfo) => {
  const first = await openRun(page, 'Map');
  const missed = await playRun(page, first, 0);
  await page.getByRole('button', { name: 'Practise in Listen' }).click();
  await expect(page.getByRole('heading', { name: 'Listen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Missed/ })).toBeChecked();
  const main = page.getByRole('main');
  for (const answer of missed) {
    await expect(main.getByRole('button', { name: new RegExp(`^${answer.name}`) })).toBeVisible();
  }
  await expect(main.getByRole('button', { name: /Missed$/ })).toHaveCount(missed.length);

  await page.getByRole('checkbox', { name: /^Missed/ }).uncheck();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Lotus');
  const lotus = page.waitForRequest(
    (request) => isClipRequest(request) && answerOf(request.url()).name === 'Lotus',
  );
  await main.getByRole('button', { name: /^Lotus/ }).click();
  await lotus;
  await expect(page.getByRole('group', { name: 'Lotus' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  const ascent = page.waitForRequest(
    (request) => isClipRequest(request) && answerOf(request.url()).name === 'Ascent',
  );
  await main.getByRole('button', { name: /^Ascent/ }).click();
  await ascent;
  // One player, moved under the card played, which plays it at once.
  const player = page.getByRole('group', { name: 'Ascent' });
  await expect(player).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('listen-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('listen-390.png') });
});

test('stats exported from one browser arrive in another', async ({ browser }, testInfo) => {
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  for (const context of [phone, laptop]) {
    await context.route('https://media.valorant-api.com/**', (route) =>
      route.fulfill({ status: 404 }),
    );
  }
  const daily = {
    puzzles: {
      '3': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 3 },
      '4': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 4 },
    },
  };
  await phone.addInitScript((record) => {
    if (!localStorage.getItem('earshot.daily.map')) {
      localStorage.setItem('earshot.daily.map', JSON.stringify({ v: 1, data: record }));
      localStorage.setItem(
        'earshot.infinite.bests',
        JSON.stringify({ v: 1, data: { ability: 27 } }),
      );
      // High contrast on (the settings' switch keeps it as bare text).
      localStorage.setItem('earshot.highContrast', 'true');
    }
  }, daily);
  const from = await phone.newPage();
  await from.goto('/move');
  await expect(from).toHaveTitle('Move your stats · Earshot');
  const link = await from.getByRole('textbox', { name: 'Your stats link' }).inputValue();
  expect(link).toMatch(/\/move#ES2\./);
  await expect(from.getByRole('img', { name: 'QR code of your stats link' })).toBeVisible();
  await from.screenshot({ path: testInfo.outputPath('move-export.png') });

  const to = await laptop.newPage();
  await to.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const changes = to.getByRole('list', { name: 'What will change' });
  await expect(changes).toContainText('Daily Map: 2 days added');
  await expect(changes).toContainText('Infinite Ability best: 27');
  await expect(changes).toContainText('High contrast colours, as on the other device');
  await to.screenshot({ path: testInfo.outputPath('move-import.png') });
  await to.getByRole('button', { name: 'Import these stats' }).click();
  await expect(to.getByText('Your stats are on this device now')).toBeVisible();
  // The page takes the high-contrast colours at once, and keeps them.
  await expect(to.locator('html')).toHaveAttribute('data-earshot-contrast', 'high');
  expect(await to.evaluate(() => localStorage.getItem('earshot.highContrast'))).toBe('true');
  await to.goto('/infinite');
  await expect(to.getByRole('link', { name: /^Ability/ })).toContainText('Best 27 · Diamond');
  await expect(to.locator('html')).toHaveAttribute('data-earshot-contrast', 'high');
  const stored = await to.evaluate(() => JSON.parse(localStorage.getItem('earshot.daily.map')!));
  expect(stored.data).toEqual(daily);

  // A damaged link changes nothing and says why.
  await to.goto(link.replace(/^https?:\/\/[^/]+/, '').slice(0, -20));
  await expect(to.getByRole('alert')).toContainText('Nothing on this device has changed');
  await phone.close();
  await laptop.close();
});

test('the home page links Infinite, Listen and Move your stats without loading their code', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const more = page.getByRole('navigation', { name: 'More' });
  // Infinite is a card among the modes (issue #29 item 12); Listen and Move your stats are below.
  const infinite = page.getByRole('region', { name: 'New modes' }).getByRole('link', {
    name: /^Infinite/,
  });
  await expect(infinite).toBeVisible();
  await expect(more.getByRole('link', { name: /^Listen/ })).toBeVisible();
  await expect(more.getByRole('link', { name: /^Move your stats/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => /\/(game|infinite|listen|move|browser)-/.test(script))).toEqual(
    [],
  );
  await infinite.click();
  await expect(page.getByRole('heading', { name: 'Infinite', exact: true })).toBeVisible();
});

test('the rank rises with an animation, and without one under reduced motion', async ({ page }) => {
  const animation = async () => {
    const rank = page.getByText('Iron', { exact: true });
    await expect(rank).toBeVisible();
    return rank.evaluate((element) => getComputedStyle(element).animationName);
  };
  await page.goto('/infinite?choice=map');
  expect(await animation()).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  expect(await animation()).toBe('none');
});

test("a run of one mode downloads that mode's data alone, and Mixed every mode's", async ({
  page,
}) => {
  const modeData = recordModeData(page);
  await page.goto('/infinite?choice=voice');
  await expect(page.getByRole('heading', { name: 'Infinite · Voice' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...new Set(modeData)]).toEqual(['voice']);

  modeData.length = 0;
  await page.getByRole('link', { name: 'Change' }).click();
  await page.getByRole('link', { name: /^Mixed/ }).click();
  await expect(page.getByRole('heading', { name: 'Infinite · Mixed' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...new Set(modeData)].sort()).toEqual(['ability', 'ace', 'footsteps', 'map']);
});

test("Play again after a run's Game Over puts the keyboard on the next run's Play button", async ({
  page,
}) => {
  const first = await openRun(page, 'Map');
  await playRun(page, first, 0);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Play again' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Mystery clip' }).getByRole('button', { name: 'Play' }),
  ).toBeFocused();
});
