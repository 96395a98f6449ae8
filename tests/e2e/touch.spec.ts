import { expect, test } from './fixtures';
import { answerOf, isClipRequest, openMode, wrongGuesses } from './game';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, a tap names an ability icon and only a second tap guesses', async ({
  page,
}, testInfo) => {
  const answer = await openMode(page, '/ability');
  const wrong = wrongGuesses('/ability', answer, 1)[0];
  const main = page.getByRole('main');
  const icon = main.getByRole('button', { name: wrong.name, exact: true });
  await icon.tap();
  const guessButton = main.getByRole('button', { name: `Guess ${wrong.name}` });
  await expect(guessButton).toBeVisible();
  await expect(page.getByText('No guesses yet.')).toBeVisible();
  const box = await guessButton.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: testInfo.outputPath('ability-tap-names-390.png') });
  await icon.tap();
  await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);

  // A whole round by touch: the answer is found with the search, then a tap and Guess.
  await page.getByPlaceholder('Search...').fill(answer.name);
  const right = main.getByRole('button', { name: answer.name, exact: true });
  await right.tap();
  await expect(page.getByRole('heading', { name: 'You Won!' })).toHaveCount(0);
  await main.getByRole('button', { name: `Guess ${answer.name}` }).tap();
  await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('ability-won-390.png') });
  // The popup's buttons are finger-sized, its close icon too.
  for (const name of ['Close', 'Back home', 'Play again']) {
    const box = await page.getByRole('dialog').getByRole('button', { name }).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
  const nextClip = page.waitForRequest(isClipRequest);
  await page.getByRole('button', { name: 'Play again' }).tap();
  answerOf((await nextClip).url());
  await expect(page.getByText('No guesses yet.')).toBeVisible();
});

for (const path of ['/map', '/ace'] as const) {
  test(`on a phone, a tap names a ${path.slice(1)} card and only a second tap guesses`, async ({
    page,
  }, testInfo) => {
    const answer = await openMode(page, path);
    const [wrong, other] = wrongGuesses(path, answer, 2);
    const main = page.getByRole('main');
    const card = main.getByRole('button', { name: wrong.name, exact: true });
    await card.tap();
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    const guessButton = main.getByRole('button', { name: `Guess ${wrong.name}` });
    await expect(guessButton).toBeVisible();
    await expect(page.getByText('No guesses yet.')).toBeVisible();
    const box = await guessButton.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}-tap-names-390.png`) });
    // Another card's tap names that one instead.
    await main.getByRole('button', { name: other.name, exact: true }).tap();
    await expect(guessButton).toHaveCount(0);
    await expect(page.getByText('No guesses yet.')).toBeVisible();
    // The second tap on the same card guesses; so does Guess.
    await main.getByRole('button', { name: other.name, exact: true }).tap();
    await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(other.name);
    await card.tap();
    await guessButton.tap();
    await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);
  });
}

test('in Infinite on a phone, a stray tap on a card costs no life', async ({ page }) => {
  const first = page.waitForRequest(isClipRequest);
  await page.goto('/infinite?choice=ace');
  const answer = answerOf((await first).url());
  const [wrong] = wrongGuesses('/ace', answer, 1);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: wrong.name, exact: true }).tap();
  await expect(main.getByRole('button', { name: `Guess ${wrong.name}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Missed: that was' })).toHaveCount(0);
});
