import type { Page } from '@playwright/test';
import { firstAnswer, type Candidate } from '../../machines/rules/answers';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import before from '../../src/test/fixtures/dailiesBeforeUpdate.json' with { type: 'json' };
import oldLinks from '../../src/test/fixtures/oldLinks.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest } from './game';

/**
 * The content update of 2026-11 (Miks, Veto, Corrode, 11 bundles) in the production build: new items
 * dealt and guessed, found by search, marked "New"; and what was there before it unchanged: past
 * daily puzzles and challenge links made before it.
 */

const agentNamed = (name: string) => raw.agents.find((agent) => agent.name === name)!;
const veto = agentNamed('Veto');
const corrode = raw.maps.find((map) => map.name === 'Corrode')!;
// A day within the update's "New" marks (src/content/editions.json), whenever the test runs.
const SHIPPED = new Date('2026-11-27T12:00:00Z');

/**
 * A value for Math.random with which free play's first deal (a seed from Math.random, then
 * machines/rules/answers.ts) gives an answer that `wanted` accepts, from the mode's pool.
 */
function randomDealing(pool: Candidate[], wanted: (answer: Candidate) => boolean): number {
  for (let seed = 0; seed < 10_000; seed++) {
    if (wanted(firstAnswer(pool, undefined, seed).answer)) return seed / 2 ** 32;
  }
  throw new Error('No seed deals that answer');
}

/** Fixes the page's random source from outside, as a test may: no hook in the product. */
async function fixRandom(page: Page, value: number) {
  await page.addInitScript((fixed) => {
    Math.random = () => fixed;
  }, value);
}

/** Opens a page and the clip of `folder` it requests first: its answer. */
async function openWithClip(page: Page, path: string, folder: string) {
  const clip = page.waitForRequest(
    (request) => isClipRequest(request) && new URL(request.url()).pathname.startsWith(folder),
  );
  await page.goto(path);
  const answer = answerOf((await clip).url());
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return answer;
}

test('deals one of Veto’s abilities in free play, and it is guessed like any other', async ({
  page,
}) => {
  const pool = raw.agents.flatMap((agent) =>
    agent.abilities.map((ability) => ({ id: ability.id, name: ability.name, group: agent.id })),
  );
  await fixRandom(
    page,
    randomDealing(pool, (answer) => answer.group === veto.id),
  );
  const answer = await openWithClip(page, '/ability', `/abilities/${veto.id}/`);
  expect(veto.abilities.map((ability) => ability.id)).toContain(answer.id);
  await page.getByRole('searchbox', { name: 'Search' }).fill('veto');
  await expect(page.getByRole('group', { name: 'Veto' })).toBeVisible();
  await guess(page, answer);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Your attempts' })).toContainText(answer.name);
});

test('deals Corrode in free play, and it is guessed like any other map', async ({ page }) => {
  const pool = raw.maps.map((map) => ({ id: map.id, name: map.name, group: map.id }));
  await fixRandom(
    page,
    randomDealing(pool, (answer) => answer.id === corrode.id),
  );
  const answer = await openWithClip(page, '/map', '/maps/');
  expect(answer.name).toBe('Corrode');
  await page.getByRole('searchbox', { name: 'Search' }).fill('corrode');
  await guess(page, answer);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'You Won!' })).toBeVisible();
});

test('finds Miks on /voice by searching "miks"', async ({ page }) => {
  await page.goto('/voice');
  await page.getByRole('searchbox', { name: 'Search' }).fill('miks');
  const cards = page.getByRole('main').getByRole('button', { name: /./ });
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Miks', exact: true }),
  ).toBeVisible();
  await expect(cards.filter({ hasText: /Veto|Astra|Jett/ })).toHaveCount(0);
});

// The unit suite compares every day from #1 to today with the schedule as it was before the update
// (src/content/daily/dailyLedger.test.ts); here, a few of them in the browser, today's included.
const FOLDERS = { map: '/maps/', ability: '/abilities/', ace: '/aces/', voice: '/voicelines/' };
const DAYS: { mode: keyof typeof FOLDERS; puzzle: number }[] = [
  { mode: 'map', puzzle: 1 },
  { mode: 'map', puzzle: 14 },
  { mode: 'ability', puzzle: 9 },
  { mode: 'ace', puzzle: 20 },
  { mode: 'voice', puzzle: 26 },
];

test.describe('daily puzzles published before the update', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(SHIPPED);
  });

  for (const mode of ['map', 'ability', 'ace', 'voice'] as const) {
    test(`today's ${mode} puzzle (#27) plays the clip it played before the update`, async ({
      page,
    }) => {
      const answer = await openWithClip(page, `/daily/${mode}`, FOLDERS[mode]);
      await expect(page.getByRole('heading', { name: /#27$/ })).toBeVisible();
      expect(answer.id).toBe(before[mode][26]);
    });
  }

  for (const { mode, puzzle } of DAYS) {
    test(`${mode} #${puzzle} plays the clip it played before the update`, async ({ page }) => {
      const answer = await openWithClip(page, `/daily/${mode}/${puzzle}`, FOLDERS[mode]);
      expect(answer.id).toBe(before[mode][puzzle - 1]);
    });
  }
});

test('a challenge link made before the update plays the same clip', async ({ page }) => {
  // Abyss: Corrode's id sorts before it, so its place in the sorted maps moved with the update.
  const round = oldLinks.rounds.find((each) => each.mode === 'map')!;
  await page.goto(`/challenge?c=${round.link}`);
  const clip = page.waitForRequest(
    (request) => isClipRequest(request) && new URL(request.url()).pathname.startsWith('/maps/'),
  );
  await page.getByRole('button', { name: 'Play the challenge' }).click();
  expect(answerOf((await clip).url()).id).toBe(round.answerId);
});

test.describe('what the update brought', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(SHIPPED);
  });

  test('the home page says it once: dismissed, it stays dismissed', async ({ page }) => {
    await page.goto('/');
    const news = page.getByRole('complementary', { name: 'What’s new' });
    await expect(news).toHaveText(/^New: Miks, Veto, Corrode and 11 bundles/);
    await news.getByRole('button', { name: 'Dismiss what’s new' }).click();
    await expect(news).toBeHidden();
    await expect(page.getByRole('link', { name: 'Go to today’s puzzles' })).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Daily puzzles/ })).toBeVisible();
    await expect(news).toBeHidden();
  });

  test('the galleries mark the new items, and say so to a screen reader', async ({ page }) => {
    await page.goto('/map');
    const card = page.getByRole('main').getByRole('button', { name: 'Corrode', exact: true });
    await expect(card).toHaveAccessibleDescription('New in this update');
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Icebox', exact: true }),
    ).not.toHaveAccessibleDescription('New in this update');
    await page.goto('/ability');
    await expect(page.getByRole('group', { name: 'Miks' })).toHaveAccessibleDescription(
      'New in this update',
    );
  });

  test('the marks are gone once the day the content names has come', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-12-25T00:00:00Z'));
    await page.goto('/map');
    const card = page.getByRole('main').getByRole('button', { name: 'Corrode', exact: true });
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAccessibleDescription('New in this update');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Daily puzzles/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'What’s new' })).toBeHidden();
  });
});
