import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses, type ModePath } from './game';

const MODES: { path: ModePath; heading: string; win: string }[] = [
  { path: '/map', heading: "What's the map?", win: 'Congratulations! You found the correct map!' },
  {
    path: '/ability',
    heading: "What's the ability?",
    win: 'Congratulations! You found the correct ability!',
  },
  {
    path: '/ace',
    heading: "What's the skin bundle?",
    win: 'Congratulations! You found the correct bundle!',
  },
];

for (const mode of MODES) {
  test.describe(mode.path, () => {
    test('wins on the first guess', async ({ page }, testInfo) => {
      const answer = await openMode(page, mode.path);
      await expect(page.getByRole('heading', { name: mode.heading })).toBeVisible();
      await expect(page.getByRole('slider', { name: 'Seek' }).first()).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      await page.screenshot({
        path: testInfo.outputPath(`screen${mode.path.replace('/', '-')}.png`),
        fullPage: true,
      });
      await guess(page, answer);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
      await expect(dialog).toContainText(mode.win);
      await expect(dialog.getByRole('list', { name: 'Your attempts' })).toContainText(answer.name);
      await expect(dialog.getByRole('img', { name: answer.name })).toBeVisible();
      await expect(dialog.getByRole('group', { name: "The answer's clip" })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`won${mode.path.replace('/', '-')}.png`) });
    });

    test('loses after every attempt, with the answer named', async ({ page }, testInfo) => {
      const answer = await openMode(page, mode.path);
      for (const wrong of wrongGuesses(mode.path, answer, 3)) await guess(page, wrong);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
      await expect(dialog).toContainText('You have used all your attempts!');
      await expect(dialog).toContainText(`The correct answer was: ${answer.name}`);
      await expect(dialog.getByText('(wrong)')).toHaveCount(3);
      await page.screenshot({
        path: testInfo.outputPath(`lost${mode.path.replace('/', '-')}.png`),
      });
    });

    test('Play again starts a round with a different answer', async ({ page }) => {
      const answer = await openMode(page, mode.path);
      await guess(page, answer);
      const nextClip = page.waitForRequest(
        (request) => isClipRequest(request) && answerOf(request.url()).id !== answer.id,
      );
      await page.getByRole('button', { name: 'Play again' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      const next = answerOf((await nextClip).url());
      expect(next.id).not.toBe(answer.id);
      await expect(page.getByText('No guesses yet.')).toBeVisible();
      await guess(page, next);
      await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
    });

    test('Back home returns to the home page', async ({ page }) => {
      const answer = await openMode(page, mode.path);
      await guess(page, answer);
      await page.getByRole('button', { name: 'Back home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { name: 'Choose wich mode you want to play' }),
      ).toBeVisible();
    });
  });
}
