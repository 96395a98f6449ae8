import { expect, test } from './fixtures';
import { guess, isClipRequest, answerOf, openMode, wrongGuesses } from './game';

// The dialogs' code (Mantine's Modal and what it brings) is not part of a game route's first
// visit: it downloads at the player's first tap or key press, or when a dialog first opens.
const isDialogCode = (url: string | URL) => /\/assets\/modalCode-[\w-]+\.js$/.test(url.toString());
// Nor are How to play's rules, which download with it.
const isRulesCode = (url: string | URL) =>
  /\/assets\/FreePlayRules-[\w-]+\.js$/.test(url.toString());

test("a game route's first visit downloads no dialog code; the first tap does, and the round's end opens its popup", async ({
  page,
}) => {
  const dialogCode: string[] = [];
  const rulesCode: string[] = [];
  page.on('request', (request) => {
    if (isDialogCode(request.url())) dialogCode.push(request.url());
    if (isRulesCode(request.url())) rulesCode.push(request.url());
  });
  const answer = await openMode(page, '/map');
  await page.waitForLoadState('networkidle');
  expect(dialogCode).toEqual([]);
  expect(rulesCode).toEqual([]);

  const [wrong] = wrongGuesses('/map', answer, 1);
  await guess(page, wrong);
  await expect.poll(() => dialogCode.length).toBeGreaterThan(0);
  await expect.poll(() => rulesCode.length).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);
});

test("with the dialog code unreachable, the round's end still shows its answer and Play again starts the next round", async ({
  page,
}, testInfo) => {
  await page.route(isDialogCode, (route) => route.abort());
  await openMode(page, '/ability');
  const nextClip = page.waitForRequest(isClipRequest);
  await page.getByRole('combobox', { name: 'Difficulty:' }).selectOption({ label: 'Hard' });
  const answer = answerOf((await nextClip).url());
  await guess(page, wrongGuesses('/ability', answer, 1)[0]);

  const popup = page.getByRole('dialog', { name: 'Game Over' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('You have used all your attempts!');
  const playAgain = popup.getByRole('button', { name: 'Play again' });
  await expect(playAgain).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('dialog-fallback.png') });
  const following = page.waitForRequest(isClipRequest);
  await playAgain.click();
  await following;
  await expect(popup).toBeHidden();
  await expect(page.getByText(/You have 1 attempt\(s\)/)).toBeVisible();
});

test('the first How to play, opened before its code has arrived, gives focus back to its button when closed', async ({
  page,
}) => {
  await openMode(page, '/map');
  const howToPlay = page.getByRole('button', { name: 'How to play' });
  await howToPlay.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'How to play' });
  await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(howToPlay).toBeFocused();
});

test("with How to play's rules unreachable, its dialog says so and closes, and opening it again once they can be downloaded shows them", async ({
  page,
}) => {
  await page.route(isRulesCode, (route) => route.abort());
  await openMode(page, '/ability');
  const howToPlay = page.getByRole('main').getByRole('button', { name: 'How to play' });
  await howToPlay.click();
  const dialog = page.getByRole('dialog', { name: 'How to play' });
  await expect(dialog.getByRole('status')).toHaveText(
    'The rules could not be downloaded. Check your connection, then open How to play again.',
  );
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toBeHidden();

  await page.unroute(isRulesCode);
  await howToPlay.click();
  await expect(dialog).toContainText('On Hard you have 1 attempt');
  await expect(dialog.getByRole('status')).toHaveCount(0);
});
