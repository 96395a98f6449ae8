import { expect, test } from './fixtures';
import { guess, openMode, wrongGuesses } from './game';

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
];

for (const { name, use } of VIEWPORTS) {
  test.describe(name, () => {
    test.use(use);

    test('the ability heard finds its agent, marked; help and the difficulty confirm', async ({
      page,
    }, testInfo) => {
      const shot = (file: string) =>
        page.screenshot({ path: testInfo.outputPath(`${file}-${name}.png`) });
      const answer = await openMode(page, '/ability');
      await expect(page).toHaveTitle('Ability · Earshot');
      const main = page.getByRole('main');

      await page.getByPlaceholder('Search...').fill('updraft');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Jett']);
      const updraft = main.getByRole('button', { name: 'Updraft', exact: true });
      await expect(updraft).toHaveAttribute('data-matched');
      await expect(updraft).toHaveAccessibleDescription('Matches your search');
      await updraft.scrollIntoViewIfNeeded();
      await shot('search-marks-ability');

      await page.getByPlaceholder('Search...').fill('');
      await main.getByRole('button', { name: 'How to play' }).click();
      await expect(page.getByRole('dialog', { name: 'How to play' })).toContainText('On Hard');
      await shot('how-to-play');
      await page.getByRole('button', { name: 'Got it' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      // A wrong guess spends an attempt: changing difficulty now asks first.
      const wrong = wrongGuesses('/ability', answer, 1)[0];
      if (name === 'phone') await main.getByRole('button', { name: wrong.name, exact: true }).tap();
      await guess(page, wrong);
      await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);
      await page.getByRole('combobox', { name: 'Difficulty:' }).selectOption({ label: 'Hard' });
      const confirm = page.getByRole('dialog', { name: 'Start a new round?' });
      await expect(confirm).toBeVisible();
      await shot('difficulty-confirm');
      await confirm.getByRole('button', { name: 'Keep playing' }).click();
      await expect(page.getByText(/You have 3 attempt\(s\)/)).toBeVisible();
    });
  });
}
