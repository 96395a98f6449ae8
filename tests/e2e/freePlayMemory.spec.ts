import type { Frame, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses } from './game';

test('a reload mid-round plays on with the same clip and the tries already made', async ({
  page,
}) => {
  const answer = await openMode(page, '/map');
  const [wrong] = wrongGuesses('/map', answer, 1);
  await guess(page, wrong);
  const attempts = page.getByRole('list', { name: 'Your attempts' });
  await expect(attempts).toContainText(wrong.name);

  // The clip the reloaded page plays, not the next round's, which the page fetches ahead of time
  // (1.5 s into a round): the page before the reload may still ask for it while the reload's own
  // request is on its way, so only the requests after the new page is committed count.
  let reloaded = false;
  const committed = (frame: Frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  };
  page.on('framenavigated', committed);
  const clipAfterReload = page.waitForRequest((request) => reloaded && isClipRequest(request));
  await page.reload();
  page.off('framenavigated', committed);
  expect(answerOf((await clipAfterReload).url())).toEqual(answer);
  await expect(attempts).toContainText(wrong.name);
  await expect(page.getByRole('img', { name: '2 attempts left' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('button', { name: wrong.name, exact: true }),
  ).toBeDisabled();

  await guess(page, answer);
  await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(wrong.name);
});

test('a finished round is not played again after a reload', async ({ page }) => {
  const answer = await openMode(page, '/ace');
  await guess(page, answer);
  await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('No guesses yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: '3 attempts left' })).toBeVisible();
});

test("a returning player's last difficulty is remembered; a first visit is on Normal", async ({
  page,
}) => {
  await openMode(page, '/ability');
  const difficulty = page.getByRole('combobox', { name: 'Difficulty:' });
  await expect(difficulty).toHaveValue('normal');
  await expect(page.getByText(/You have 3 attempt\(s\)/)).toBeVisible();
  await difficulty.selectOption({ label: 'Hard' });
  await expect(page.getByText(/You have 1 attempt\(s\)/)).toBeVisible();

  // Another visit, later: through the home page, after a reload.
  await page.goto('/');
  await page.reload();
  await openMode(page, '/ability');
  await expect(difficulty).toHaveValue('hard');
  await expect(page.getByText(/You have 1 attempt\(s\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
});

test('a corrupt remembered difficulty or round falls back to a fresh Normal round', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('earshot.freePlay.ability.difficulty', '{"hard":');
    sessionStorage.setItem('earshot.freePlay.ability.round', '{"v":1,"answerId":42');
  });
  await openMode(page, '/ability');
  await expect(page.getByRole('combobox', { name: 'Difficulty:' })).toHaveValue('normal');
  await expect(page.getByText('No guesses yet.')).toBeVisible();
  await expect(page.getByRole('img', { name: '3 attempts left' })).toBeVisible();
});

/** The opening sentence of /ability as the first paint states it, before the app's code has run. */
async function firstPaintIntro(page: Page, reload = false) {
  // Without the app's code, the page shows only what index.html paints first.
  const blockCode = (request: Route) => request.abort();
  await page.route('**/assets/*.js', blockCode);
  if (reload) await page.reload();
  else await page.goto('/ability');
  const intro = await page.locator('h1 + p').textContent();
  await page.unroute('**/assets/*.js', blockCode);
  return intro;
}

const THREE = /^You have 3 attempt\(s\)/;
const ONE = /^You have 1 attempt\(s\)/;

// One test per value kept: each is three page loads, and together they took most of a test's minute.
for (const [stored, expected] of [
  [null, THREE],
  ['{"v":1,"data":"hard"}', ONE],
  ['{"v":1,"data":"normal"}', THREE],
  // As kept before the store: the bare name.
  ['hard', ONE],
  ['"hard"', ONE],
  // Corrupt, foreign, not offered on this screen, or from a newer game: Normal.
  ['{"hard":', THREE],
  ['{"v":1,"data":"nightmare"}', THREE],
  ['{"v":1,"data":{"difficulty":"hard"}}', THREE],
  ['{"v":1,"data":"infinite"}', THREE],
  ['{"v":1,"data":"constructor"}', THREE],
  ['{"v":2,"data":"hard"}', THREE],
] as const) {
  test(`the first paint states the attempts of the difficulty remembered (${stored ?? 'none'}), and the app keeps them`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate((value) => {
      localStorage.clear();
      sessionStorage.clear();
      if (value !== null) localStorage.setItem('earshot.freePlay.ability.difficulty', value);
    }, stored);
    expect(await firstPaintIntro(page), `first paint, stored ${stored}`).toMatch(expected);
    await page.goto('/ability');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.locator('h1 + p').textContent(), `app, stored ${stored}`).toMatch(expected);
  });
}

test('after a reload, the first paint states the attempts of the round played on', async ({
  page,
}) => {
  // Hard chosen: the round after a reload is on Hard.
  await openMode(page, '/ability');
  await page.getByRole('combobox', { name: 'Difficulty:' }).selectOption({ label: 'Hard' });
  await expect(page.getByText(ONE)).toBeVisible();
  expect(await firstPaintIntro(page, true)).toMatch(ONE);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Difficulty:' })).toHaveValue('hard');
  expect(await page.locator('h1 + p').textContent()).toMatch(ONE);

  // A round in progress on Normal plays on at Normal after a reload, though Hard was chosen since
  // (in another tab).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const answer = await openMode(page, '/ability');
  const [wrong] = wrongGuesses('/ability', answer, 1);
  await guess(page, wrong);
  await expect(page.getByRole('img', { name: '2 attempts left' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem('earshot.freePlay.ability.difficulty', '{"v":1,"data":"hard"}'),
  );
  expect(await firstPaintIntro(page, true)).toMatch(THREE);
  await page.reload();
  await expect(page.getByRole('img', { name: '2 attempts left' })).toBeVisible();
  expect(await page.locator('h1 + p').textContent()).toMatch(THREE);
});
