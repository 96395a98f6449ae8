import type { Locator, Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses, type Answer } from './game';
import { scrollEnded } from './settle';

// Issue #29, "Screens that look finished on a phone": Listen, the galleries, the home page and
// Infinite, each as a player meets it on the production build.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false };
const LINES = ['Death', 'Hello', 'Agent Select'];

async function openListenTab(page: Page, tab: string) {
  await page.goto('/listen');
  const modes = page.getByRole('group', { name: 'Mode' });
  await modes.getByRole('button', { name: tab }).click();
  await expect(modes.getByRole('button', { name: tab })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main [aria-busy]')).toHaveCount(0);
}

/** How far the text of `element` reaches past the right edge of `container`, in pixels. */
async function overflow(element: Locator, container: Locator): Promise<number> {
  const box = await container.elementHandle();
  return element.evaluate((node, card) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().right - card!.getBoundingClientRect().right;
  }, box);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

for (const [name, device] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use(device);

    test("Listen's Voice tab names every agent in full, with thumb-sized line buttons in words", async ({
      page,
    }) => {
      await openListenTab(page, 'Voice');
      const voiced = raw.agents.filter((agent) => raw.voiceLines.agentIds.includes(agent.id));
      for (const agent of voiced) {
        const card = page.getByRole('group', { name: agent.name, exact: true });
        const heading = card.getByRole('heading', { name: agent.name, exact: true });
        await heading.scrollIntoViewIfNeeded();
        expect(await overflow(heading, card), `${agent.name}'s name`).toBeLessThanOrEqual(0);
        const buttons = card.getByRole('button');
        expect(await buttons.allInnerTexts()).toEqual(LINES);
        for (const line of LINES) {
          const box = (await card.getByRole('button', { name: line, exact: true }).boundingBox())!;
          expect(box.height, `${agent.name} · ${line}`).toBeGreaterThanOrEqual(44);
          expect(box.width, `${agent.name} · ${line}`).toBeGreaterThanOrEqual(44);
        }
      }
    });
  });
}

test('Listen from the keyboard: Enter plays a line and focus stays on it, the next a Tab away', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await openListenTab(page, 'Voice');
  const card = page.getByRole('group', { name: 'Brimstone', exact: true });
  await card.getByRole('button', { name: 'Death', exact: true }).focus();
  const clip = page.waitForRequest(isClipRequest);
  await page.keyboard.press('Enter');
  expect(answerOf((await clip).url()).id).toBe(raw.agents.find((a) => a.name === 'Brimstone')!.id);
  await expect(card.getByRole('button', { name: 'Death', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Hello', exact: true })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const tab of ['Ability', 'Voice'] as const) {
    test(`Listen's ${tab} tab plays at the first tap and never speaks of guessing`, async ({
      page,
    }) => {
      await openListenTab(page, tab);
      const card = page.getByRole('group', { name: 'Brimstone', exact: true });
      const first = card.getByRole('button').first();
      await first.scrollIntoViewIfNeeded();
      const clip = page.waitForRequest(isClipRequest);
      await first.tap();
      await clip;
      const player = page.getByRole('main').getByRole('group', { name: /·|\(/ });
      await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/guess/i);
      await expect(page.getByRole('button', { name: /^Guess/ })).toHaveCount(0);
    });
  }

  test('the galleries show two cards a row and ask for a few letters first', async ({ page }) => {
    const heights: Record<string, number> = {};
    for (const path of ['/map', '/ability', '/ace'] as const) {
      await openMode(page, path);
      const main = page.getByRole('main');
      await expect(main.locator('[aria-busy]')).toHaveCount(0);
      const items = path === '/map' ? raw.maps : path === '/ace' ? raw.bundles : raw.agents;
      const [first, second] = [...items].sort(byName);
      const card = (item: { name: string }) =>
        path === '/ability'
          ? main.getByRole('group', { name: item.name, exact: true })
          : main.getByRole('button', { name: item.name, exact: true });
      const [a, b] = [(await card(first).boundingBox())!, (await card(second).boundingBox())!];
      expect(Math.abs(a.y - b.y), `${path}: two cards a row`).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await expect(search).toHaveAccessibleDescription(
        /^Type a few letters to find it among \d+\.$/,
      );
      heights[path] = await page.evaluate(() => document.documentElement.scrollHeight);
    }
    // About half what one card a row took (3,278, 5,769 and 10,182 px when the issue was filed).
    expect(heights['/map']).toBeLessThan(2_200);
    expect(heights['/ability']).toBeLessThan(4_200);
    expect(heights['/ace']).toBeLessThan(5_500);
  });

  test('every card of a phone gallery is a button named after its item, a thumb high', async ({
    page,
  }) => {
    await openMode(page, '/ace');
    const main = page.getByRole('main');
    await expect(main.locator('[aria-busy]')).toHaveCount(0);
    for (const bundle of raw.bundles.slice(0, 8)) {
      const box = (await main
        .getByRole('button', { name: bundle.name, exact: true })
        .boundingBox())!;
      expect(box.height, bundle.name).toBeGreaterThanOrEqual(44);
      expect(box.width, bundle.name).toBeGreaterThanOrEqual(44);
    }
    // The store's tag is no part of a card.
    await expect(main).not.toContainText('NOW AVAILABLE');
  });

  test('the first screen says what the game is, under the spec’s heading, as it first paints', async ({
    page,
  }) => {
    const response = await page.goto('/');
    // The first paint, before the app's code: the page as it arrives.
    expect(await response!.text()).toContain('Guess VALORANT maps, abilities and skins by ear');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Choose wich mode you want to play');
    const intro = page.getByText(/^Guess VALORANT maps, abilities and skins by ear/);
    await expect(intro).toBeInViewport({ ratio: 1 });
    for (const title of ['Map Theme', 'Ability', 'Ace']) {
      await expect(page.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
    }
  });

  test('the home page lists Infinite with the modes, as a card like theirs', async ({ page }) => {
    await page.goto('/');
    const modes = page.getByRole('region', { name: 'New modes' });
    const infinite = modes.getByRole('link', { name: /^Infinite/ });
    await expect(infinite.getByRole('heading', { name: 'Infinite' })).toBeVisible();
    const voice = (await modes.getByRole('link', { name: /^Voice lines/ }).boundingBox())!;
    const box = (await infinite.boundingBox())!;
    expect(Math.abs(box.height - voice.height)).toBeLessThan(voice.height / 5);
    // Within two screens of the top, where it was a text link 2,300 px down.
    expect(box.y).toBeLessThan(2 * 844);
    await expect(page.getByRole('navigation', { name: 'More' })).not.toContainText('Infinite');
    await infinite.tap();
    await expect(page.getByRole('heading', { name: 'Infinite', exact: true })).toBeVisible();
  });

  test("Infinite's picker shows every choice on the first screen, Mixed first, with best and rank", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('earshot.infinite.bests')) {
        localStorage.setItem(
          'earshot.infinite.bests',
          JSON.stringify({ v: 1, data: { ability: 27, mixed: 3 } }),
        );
      }
    });
    await page.goto('/infinite');
    const choices = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(choices).toHaveCount(6);
    expect(await choices.first().innerText()).toMatch(/^Mixed/);
    for (const choice of await choices.all()) await expect(choice).toBeInViewport({ ratio: 1 });
    const ability = page.getByRole('link', { name: /^Ability/ });
    await expect(ability).toContainText('Best 27 · Diamond');
    await expect(page.getByRole('link', { name: /^Mixed/ })).toContainText('Best 3 · Bronze');
    await expect(ability.locator('svg[data-rank="Diamond"]')).toBeVisible();
    // The title leads; "Not played yet" is quieter than it.
    const map = page.getByRole('link', { name: /^Map/ });
    const size = (locator: Locator) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(map.getByText('Not played yet'))).toBeLessThan(
      await size(map.getByText('Map', { exact: true })),
    );
  });
});

/** The clip the page asks for next that is not `answer`'s. */
function nextClip(page: Page, answer: Answer | null): Promise<Answer> {
  return page
    .waitForRequest(
      (request) => isClipRequest(request) && answerOf(request.url()).id !== answer?.id,
    )
    .then((request) => answerOf(request.url()));
}

const wrongMap = (answer: Answer) => raw.maps.find((map) => map.id !== answer.id)!;

test.describe('the small things', () => {
  test('hearts count what a miss costs: a right guess keeps them, and the mini player does not repeat them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const answer = await openMode(page, '/map');
    await guess(page, wrongGuesses('/map', answer, 1)[0]);
    await expect(page.getByRole('img', { name: '2 attempts left' })).toBeVisible();
    await guess(page, answer);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'You Won!' })).toBeVisible();
    await expect(page.getByRole('img', { name: '2 attempts left' })).toBeAttached();
    await page.getByRole('dialog').getByRole('button', { name: 'Play again' }).click();
    await expect(page.getByRole('img', { name: '3 attempts left' })).toBeVisible();
    const shortcut = page.getByRole('region', { name: 'Player shortcut' });
    // Scrolled to the end of the new round's gallery: again while its cards are still being laid
    // out, as a scroll made before then leaves the player in view (and the shortcut goes again, so
    // it is read while it shows).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(shortcut).toBeVisible({ timeout: 1000 });
      await expect(shortcut).not.toContainText(/attempt/, { timeout: 1000 });
    }).toPass();
  });

  test('Infinite counts lives once, in its own words, and names a miss before the next question', async ({
    page,
  }) => {
    const answer = await nextClipOf(page, '/infinite?choice=mixed');
    await expect(page.getByRole('img', { name: '3 of 3' })).toBeVisible();
    const next = nextClip(page, answer);
    await missWithAny(page, answer);
    await next;
    const last = page.getByRole('status').filter({ hasText: 'Missed: that was' });
    await expect(last).toContainText('2 lives left');
    await expect(page.getByLabel(/attempts? left/)).toHaveCount(0);
    const question = page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: /^(What's|Whose)/ });
    const [lastBox, questionBox] = [(await last.boundingBox())!, (await question.boundingBox())!];
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(questionBox.y);
  });

  test("Infinite's Game Over has its moment for a new best, and a rank with its emblem", async ({
    page,
  }) => {
    let answer = await nextClipOf(page, '/infinite?choice=map');
    for (let i = 0; i < 4; i++) {
      const next = i < 3 ? nextClip(page, answer) : null;
      await guess(page, i === 0 ? answer : wrongMap(answer));
      if (next) answer = await next;
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expect(dialog).toContainText('New best!');
    await expect(dialog.locator('svg[data-rank="Iron"]')).toBeVisible();
    // Played again, always naming the same map (which a run deals once in thirteen clips), it
    // scores 1 at most: no new best.
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await expect(dialog).toHaveCount(0);
    const [same] = [...raw.maps].sort(byName);
    const score = () => page.getByTestId('score').textContent();
    // Behind Game Over's dialog, the page is hidden from the accessibility tree: by its label.
    const lives = () => page.locator('[aria-label$=" of 3"]').getAttribute('aria-label');
    for (let misses = 0; misses < 3;) {
      const [scoreBefore, livesBefore] = [await score(), await lives()];
      await guess(page, same);
      await expect
        .poll(async () => `${await score()} ${await lives()}`)
        .not.toBe(`${scoreBefore} ${livesBefore}`);
      if ((await score()) === scoreBefore) misses++;
    }
    await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expect(dialog).not.toContainText('New best!');
  });

  test('the new best pops in, and is simply there under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let answer = await nextClipOf(page, '/infinite?choice=map');
    for (let i = 0; i < 4; i++) {
      const next = i < 3 ? nextClip(page, answer) : null;
      await guess(page, i === 0 ? answer : wrongMap(answer));
      if (next) answer = await next;
    }
    const tag = page.getByRole('dialog').getByText('New best!');
    await expect(tag).toBeVisible();
    expect(await tag.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test("a named ability's label does not stay over the agent's role, and the card's ring is whole", async ({
      page,
    }) => {
      const answer = await openMode(page, '/ability');
      const wrong = wrongGuesses('/ability', answer, 1)[0];
      const icon = page.getByRole('main').getByRole('button', { name: wrong.name, exact: true });
      await icon.tap();
      await expect(page.getByRole('button', { name: `Guess ${wrong.name}` })).toBeVisible();
      expect(await icon.evaluate((element) => getComputedStyle(element, '::after').opacity)).toBe(
        '0',
      );

      await openMode(page, '/map');
      const card = page.getByRole('main').getByRole('button', { name: 'Bind', exact: true });
      await card.tap();
      await expect(card).toHaveAttribute('aria-expanded', 'true');
      // Its ring is inside its edge, and the card has not moved up out of its cell.
      const ring = await card.evaluate((element) => {
        const cell = element.parentElement!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { shadow: getComputedStyle(element).boxShadow, inside: box.top >= cell.top };
      });
      expect(ring.shadow).toContain('inset');
      expect(ring.inside).toBe(true);
    });

    test('the three voice lines share one row while two are locked', async ({ page }) => {
      await page.goto('/voice');
      const lines = page.getByRole('group', { name: 'Lines' }).getByRole('button');
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(2)).toBeDisabled();
      const tops = await Promise.all(
        (await lines.all()).map(async (line) => (await line.boundingBox())!.y),
      );
      expect(new Set(tops).size).toBe(1);
    });

    test("the volume's thumb and Listen's Missed filter are thumb-sized", async ({ page }) => {
      await openMode(page, '/map');
      const thumb = page.getByRole('slider', { name: 'Volume' });
      const box = (await thumb.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      await page.goto('/listen');
      const missed = page.getByRole('checkbox', { name: /^Missed/ });
      const filter = (await missed.boundingBox())!;
      expect(filter.width).toBeGreaterThanOrEqual(44);
      expect(filter.height).toBeGreaterThanOrEqual(44);
      await missed.tap();
      await expect(missed).toBeChecked();
    });
  });
});

/** Opens `path` and returns the answer of the clip it asks for first. */
async function nextClipOf(page: Page, path: string): Promise<Answer> {
  const clip = nextClip(page, null);
  await page.goto(path);
  return clip;
}

/** Misses a Mixed run's clip with another item of the gallery on screen. */
async function missWithAny(page: Page, answer: Answer) {
  await scrollEnded(page);
  const main = page.getByRole('main');
  await expect(main.locator('[aria-busy]')).toHaveCount(0);
  const items = main
    .getByRole('button')
    .filter({ has: page.locator('img, [data-testid="image-fallback"]') });
  for (const item of await items.all()) {
    const name = (await item.getAttribute('aria-label')) ?? (await item.textContent()) ?? '';
    if (!name.includes(answer.name)) return item.click();
  }
  throw new Error('No other item to guess');
}

// Issue #37, "The last unfinished screens": Listen's player and its Missed filter.
for (const [name, device] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`issue 37 on ${name}`, () => {
    test.use(device);

    test('Listen names the clip playing, marks its card, and moves no card to play it', async ({
      page,
    }) => {
      await openListenTab(page, 'Ability');
      const agents = raw.agents.filter((agent) => agent.abilities.length > 0).sort(byName);
      const player = page.getByRole('region', { name: 'Now playing' });
      await expect(player).toHaveCount(0);
      // Two abilities down the gallery, one after the other: the first at the screen's bottom
      // edge, the second in the middle of the screen, above the player.
      for (const [index, agent] of agents.slice(-9, -7).entries()) {
        const card = page.getByRole('group', { name: agent.name, exact: true });
        const ability = agent.abilities[1];
        const icon = card.getByRole('button', { name: ability.name, exact: true });
        await icon.evaluate((element, where) => {
          const box = element.getBoundingClientRect();
          const to = where === 0 ? innerHeight - 8 : innerHeight / 2;
          window.scrollBy({ top: box.bottom - to, behavior: 'instant' });
        }, index);
        await scrollEnded(page);
        // The agent's card (the icon itself rises a little under a hovering pointer).
        const before = (await card.boundingBox())!;
        const clip = page.waitForRequest(isClipRequest);
        await icon.click();
        expect(answerOf((await clip).url()).id).toBe(ability.id);
        await expect(player).toContainText(`Now playing ${ability.name} · ${agent.name}`);
        // The player itself is named after the clip (a screen reader's name for its controls).
        await expect(
          player.getByRole('group', { name: `${ability.name} · ${agent.name}` }),
        ).toBeVisible();
        // The icon played is the page's one current clip, ringed.
        await expect(icon).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('main').locator('[aria-current]')).toHaveCount(1);
        expect(await icon.evaluate((element) => getComputedStyle(element).boxShadow)).toContain(
          'inset',
        );
        // The player is in view, held at the screen's bottom, and the icon played whole above it:
        // brought up from under it, or, already above it, left where it was.
        await scrollEnded(page);
        const after = (await icon.boundingBox())!;
        const box = (await player.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(device.viewport.height + 1);
        expect(after.y + after.height, 'the icon above the player').toBeLessThanOrEqual(box.y);
        expect(after.y, 'the icon below the header').toBeGreaterThanOrEqual(64);
        if (index === 1) {
          expect((await card.boundingBox())!.y, 'the card unmoved').toBeCloseTo(before.y, 0);
        }
        // The grid holds its cards and nothing else.
        const roles = await card.evaluate((element) =>
          [...element.parentElement!.children].map((child) => child.getAttribute('role')),
        );
        expect(new Set(roles)).toEqual(new Set(['group']));
      }

      // A map's card says so in words too.
      await page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'Map' }).click();
      await expect(page.locator('main [aria-busy]')).toHaveCount(0);
      const map = [...raw.maps].sort(byName)[2];
      const card = page.getByRole('main').getByRole('button', { name: map.name, exact: true });
      await card.click();
      await expect(card).toHaveAttribute('aria-current', 'true');
      await expect(card.getByText('Playing')).toBeVisible();
      await expect(player).toContainText(`Now playing ${map.name}`);
    });

    test("Listen's Missed filter says what it keeps: clips, or the lines of so many agents", async ({
      page,
    }) => {
      const voiced = raw.agents.filter((agent) => raw.voiceLines.agentIds.includes(agent.id));
      const missed = [
        { mode: 'voice', id: voiced[0].id },
        { mode: 'voice', id: voiced[1].id },
        { mode: 'map', id: raw.maps[0].id },
      ];
      await page.addInitScript((data) => {
        localStorage.setItem('earshot.listen.missed', JSON.stringify({ v: 1, data }));
      }, missed);
      await openListenTab(page, 'Voice');
      const filter = page.getByRole('checkbox', { name: /^Missed/ });
      await expect(filter).toHaveAccessibleName('Missed: 6 lines of 2 agents');
      await expect(page.getByRole('main').getByRole('button', { name: /, missed$/ })).toHaveCount(
        6,
      );
      const modes = page.getByRole('group', { name: 'Mode' });
      await modes.getByRole('button', { name: 'Map' }).click();
      await expect(filter).toHaveAccessibleName('Missed: 1 clip');
      await modes.getByRole('button', { name: 'Ace' }).click();
      await expect(modes.getByRole('button', { name: 'Ace' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(filter).toHaveAccessibleName('Missed: none');
    });
  });
}
