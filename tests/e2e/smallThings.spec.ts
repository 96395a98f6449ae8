import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, MEDIA_SERVICE, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import {
  abilitiesOf,
  answerOf,
  guess,
  isClipRequest,
  openMode,
  wrongGuesses,
  type Answer,
} from './game';

// Issue #16's smaller things, each as a player meets it on the production build.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DAY_23 = new Date('2026-11-23T10:00:00Z');
const JETT = raw.agents.find((agent) => agent.name === 'Jett')!.id;

const abilities = raw.agents.flatMap((agent) =>
  agent.abilities.map((ability) => ({ ...ability, agent: agent.name })),
);
/** Long names, and names with a slash inside a word. */
const LONG = [
  'Nanoswarm',
  'FRAG/ment',
  'Astral Form / Cosmic Divide',
  'Dimensional Drift',
  'FLASH/drive',
];

/**
 * The words of the text in `root` that a line break splits inside: each word's characters should
 * share one line (one top). A break after a slash is a break between words ("FRAG/" "ment").
 */
async function splitWords(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (const word of node.data.matchAll(/[^\s/]+\/?/g)) {
        const tops = new Set<number>();
        for (let i = word.index; i < word.index + word[0].length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) tops.add(Math.round(rect.top / 4));
        }
        if (tops.size > 1) split.push(word[0]);
      }
    }
    return split;
  });
}

/** Plays an Infinite run of `choice` that misses its first three clips: Game Over. */
async function missThree(page: Page, choice: 'Map') {
  const firstClip = page.waitForRequest(isClipRequest);
  await page.goto('/infinite');
  await page.getByRole('link', { name: new RegExp(`^${choice}`) }).click();
  let answer: Answer = answerOf((await firstClip).url());
  for (let i = 0; i < 3; i++) {
    const next =
      i < 2
        ? page.waitForRequest(
            (request) => isClipRequest(request) && answerOf(request.url()).id !== answer.id,
          )
        : null;
    await guess(
      page,
      raw.maps.find((map) => map.id !== answer.id)!,
    );
    if (next) answer = answerOf((await next).url());
  }
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Game Over' })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test("Infinite's Share opens the share sheet with the choice played; Listen's Missed counts the mode shown", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
      navigator.canShare = () => true;
    });
    await missThree(page, 'Map');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Shared' })).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0].text).toMatch(/^Earshot Infinite · Map · 0 · /);
    expect(shared[0].text).toMatch(/\/infinite\?choice=map$/);

    // Three maps missed, no ability: each mode's box counts its own misses.
    await dialog.getByRole('button', { name: 'Practise in Listen' }).click();
    await expect(page.getByRole('heading', { name: 'Listen' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Missed: 3 clips' })).toBeChecked();
    await page
      .getByRole('group', { name: 'Mode' })
      .getByRole('button', { name: 'Ability' })
      .click();
    await expect(page.getByRole('checkbox', { name: /^Missed/ })).toHaveAccessibleName(
      'Missed: none',
    );
    await expect(page.getByText('No missed clips in this mode.')).toBeVisible();
  });

  test('names wrap between words and after a slash, never inside a word: tries, attempts, tiles', async ({
    page,
  }, testInfo) => {
    // The daily tries, one of them the right agent (its verdict takes more room).
    await page.clock.setFixedTime(DAY_23);
    const clip = page.waitForRequest(isClipRequest);
    await page.goto('/daily/ability');
    const answer = answerOf((await clip).url());
    const answerAgent = raw.agents.find((agent) =>
      agent.abilities.some((ability) => ability.id === answer.id),
    )!;
    const sameAgent = [...answerAgent.abilities]
      .filter((ability) => ability.id !== answer.id)
      .sort((a, b) => b.name.length - a.name.length)[0];
    const long = [
      ...abilities.filter((ability) => ability.id !== answer.id && LONG.includes(ability.name)),
      { ...sameAgent, agent: answerAgent.name },
    ];
    const box = page.getByRole('combobox', { name: 'Your guess' });
    for (const ability of long) {
      await box.fill(ability.name);
      await page
        .getByRole('option', { name: `${ability.name} (${ability.agent})`, exact: true })
        .click();
    }
    const tries = page.getByRole('list', { name: 'Your tries' });
    await expect(tries.getByRole('listitem').nth(long.length - 1)).toContainText('Right agent');
    await tries.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('daily-tries-390.png') });
    expect(await splitWords(tries)).toEqual([]);

    // Free play's attempts, and an ability icon's name once a first tap named it.
    await page.clock.setFixedTime(DAY_23);
    const round = await openMode(page, '/ability');
    const wrong = abilities.filter(
      (ability) => ability.id !== round.id && LONG.includes(ability.name),
    );
    for (const ability of wrong.slice(0, 2)) await guess(page, ability);
    const attempts = page.getByRole('list', { name: 'Your attempts' });
    await expect(attempts.getByRole('listitem')).toHaveCount(2);
    expect(await splitWords(attempts)).toEqual([]);
    const armed = wrong[2];
    await page.getByRole('main').getByRole('button', { name: armed.name, exact: true }).tap();
    const named = page.getByRole('status').filter({ hasText: 'Tap again to guess' });
    await expect(named).toContainText(armed.name);
    await named.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('ability-armed-390.png') });
    expect(await splitWords(named)).toEqual([]);

    // The gallery's tiles: abilities on hard (two to a row) and bundles.
    for (const path of ['/ability', '/ace'] as const) {
      await page.evaluate(() =>
        localStorage.setItem('earshot.freePlay.ability.difficulty', 'hard'),
      );
      await openMode(page, path);
      const grid = page.getByRole('main').locator('[aria-busy]');
      await expect(grid).toHaveCount(0);
      await page.screenshot({
        path: testInfo.outputPath(`tiles${path.replace('/', '-')}-390.png`),
      });
      expect(await splitWords(page.getByRole('main'))).toEqual([]);
    }
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ]) {
    test(`the end popups' Back home and Play again are on screen without scrolling, ${size.width}x${size.height}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      const answer = await openMode(page, '/map');
      for (const wrong of wrongGuesses('/map', answer, 3)) await guess(page, wrong);
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('heading', { name: 'Game Over' })).toBeVisible();
      await expect(popup.getByRole('img', { name: answer.name })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`lost-map-${size.width}.png`) });
      await expect(popup.getByRole('button', { name: 'Back home' })).toBeInViewport({ ratio: 1 });
      await expect(popup.getByRole('button', { name: 'Play again' })).toBeInViewport({ ratio: 1 });

      await missThree(page, 'Map');
      const over = page.getByRole('dialog');
      await expect(over.getByRole('group', { name: /^Missed clip/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`game-over-${size.width}.png`) });
      await expect(over.getByRole('link', { name: 'Back home' })).toBeInViewport({ ratio: 1 });
      await expect(over.getByRole('button', { name: 'Play again' })).toBeInViewport({ ratio: 1 });
      // What the popup holds above them is still there, a scroll away, in the spec's order.
      await expect(over.getByRole('button', { name: 'Share' })).toBeAttached();
      await over.getByRole('button', { name: 'Play again' }).tap();
      await expect(over).toBeHidden();
    });
  }
});

test('"Copied" stays on screen, announced, after Share copies a run', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await missThree(page, 'Map');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Share' }).click();
  const copied = dialog.getByRole('status').filter({ hasText: 'Copied' });
  await expect(copied).toBeVisible();
  await expect(copied).toHaveAttribute('aria-live', 'polite');
  // Long enough to read: still there seconds later.
  await page.clock.runFor(5000);
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /\/infinite\?choice=map$/,
  );
});

test('with images failing, ability icons show their key beside the initials', async ({ page }) => {
  await page.route(MEDIA_SERVICE, (route) => route.abort());
  await page.goto('/ability');
  const first = raw.agents[0];
  const keys = { Ability1: 'Q', Ability2: 'E', Grenade: 'C', Ultimate: 'X' } as const;
  for (const ability of first.abilities) {
    const icon = page
      .getByRole('group', { name: first.name })
      .getByRole('button', { name: ability.name, exact: true });
    await expect(icon.getByTestId('image-fallback')).toContainText(
      keys[ability.slot as keyof typeof keys],
    );
  }
});

/** Where an icon's name label (its ::after, src/app/HoverLabel.module.css) is drawn, if it shows. */
async function labelOf(icon: Locator) {
  return icon.evaluate((button) => {
    const style = getComputedStyle(button, '::after');
    if (style.display === 'none' || style.content === 'none' || Number(style.opacity) === 0) {
      return null;
    }
    const box = button.getBoundingClientRect();
    // Absolutely placed: its top and height are resolved in pixels.
    const top = box.top + parseFloat(style.top);
    return { top, bottom: top + parseFloat(style.height) };
  });
}

test('an ability icon’s name shows over its own icon, not the agent’s role, and not once guessed', async ({
  page,
}) => {
  const answer = await openMode(page, '/ability');
  const jett = page.getByRole('group', { name: 'Jett' });
  const [wrong, other] = abilitiesOf().filter(
    (ability) => ability.agentId === JETT && ability.id !== answer.id,
  );
  const icon = jett.getByRole('button', { name: wrong.name, exact: true });
  await icon.scrollIntoViewIfNeeded();
  await icon.hover();
  // The hover label fades in (100 ms).
  await expect.poll(() => labelOf(icon)).not.toBeNull();
  const label = (await labelOf(icon))!;
  const role = (await jett.getByText('Duelist', { exact: true }).boundingBox())!;
  expect(label.top >= role.y + role.height || label.bottom <= role.y).toBe(true);
  // Guessed (and wrong), the greyed icon keeps no faded name, though the pointer stays on it.
  await icon.click();
  await expect(icon).toBeDisabled();
  await icon.hover({ force: true });
  await page.waitForTimeout(300);
  expect(await labelOf(icon)).toBeNull();
  // Another icon still names itself.
  const next = jett.getByRole('button', { name: other.name, exact: true });
  await next.hover();
  await expect.poll(() => labelOf(next)).not.toBeNull();
});

test.describe('an armed icon on a phone', () => {
  test.use(PHONE);

  test('leaves its name to the card under the icons, even with the keyboard’s focus on it', async ({
    page,
  }) => {
    const answer = await openMode(page, '/ability');
    const jett = page.getByRole('group', { name: 'Jett' });
    const [wrong] = abilitiesOf().filter(
      (ability) => ability.agentId === JETT && ability.id !== answer.id,
    );
    const icon = jett.getByRole('button', { name: wrong.name, exact: true });
    await icon.scrollIntoViewIfNeeded();
    await icon.tap();
    await expect(jett.getByRole('status')).toContainText(wrong.name);
    // A key pressed, then the focus on the icon: the focus ring's label would show (:focus-visible).
    await page.keyboard.press('Shift');
    await icon.focus();
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300);
    expect(await labelOf(icon)).toBeNull();
  });
});
