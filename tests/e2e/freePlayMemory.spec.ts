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
  // and may ask for just before the reload.
  let reloaded = false;
  const clipAfterReload = page.waitForRequest((request) => {
    if (request.isNavigationRequest()) reloaded = true;
    return reloaded && isClipRequest(request);
  });
  await page.reload();
  expect(answerOf((await clipAfterReload).url())).toEqual(answer);
  await expect(attempts).toContainText(wrong.name);
  await expect(page.getByRole('status', { name: '2 attempts left' })).toBeVisible();
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
  await expect(page.getByRole('status', { name: '3 attempts left' })).toBeVisible();
});

test("a returning player's last difficulty is remembered; a first visit is on Normal", async ({
  page,
}) => {
  await openMode(page, '/ability');
  const difficulty = page.getByRole('combobox', { name: 'Difficulty:' });
  await expect(difficulty).toHaveValue('Normal');
  await expect(page.getByText(/You have 3 attempt\(s\)/)).toBeVisible();
  await difficulty.click();
  await page.getByRole('option', { name: 'Hard' }).click();
  await expect(page.getByText(/You have 1 attempt\(s\)/)).toBeVisible();

  // Another visit, later: through the home page, after a reload.
  await page.goto('/');
  await page.reload();
  await openMode(page, '/ability');
  await expect(difficulty).toHaveValue('Hard');
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
  await expect(page.getByRole('combobox', { name: 'Difficulty:' })).toHaveValue('Normal');
  await expect(page.getByText('No guesses yet.')).toBeVisible();
  await expect(page.getByRole('status', { name: '3 attempts left' })).toBeVisible();
});
