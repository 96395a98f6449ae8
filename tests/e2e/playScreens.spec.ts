import { expect, test } from './fixtures';
import { answerOf, isClipRequest, openMode, wrongGuesses } from './game';

// The states issue 16 changed, on a phone and on a desktop, in both colour schemes: saved under
// test-results/ for a person to look at (the tests of each behaviour are in their own specs).
const DAY_23 = new Date('2026-11-23T10:00:00Z');
const VIEWPORTS = [
  { width: 390, height: 844, touch: true },
  { width: 1280, height: 800, touch: false },
];

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${viewport.width} ${colorScheme}`, () => {
      test.use({
        viewport: { width: viewport.width, height: viewport.height },
        hasTouch: viewport.touch,
        isMobile: viewport.touch,
        colorScheme,
      });
      const name = (state: string) => `play-${state}-${viewport.width}-${colorScheme}.png`;

      test('daily: a typo found, nothing found, tries, solved and onward', async ({
        page,
      }, testInfo) => {
        await page.clock.setFixedTime(DAY_23);
        const clip = page.waitForRequest(isClipRequest);
        await page.goto('/daily/map');
        const answer = answerOf((await clip).url());
        const box = page.getByRole('combobox', { name: 'Your guess' });
        await box.fill('asent');
        await expect(page.getByRole('option').first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(name('daily-typo')) });
        await box.fill('qqqqq');
        await page.screenshot({ path: testInfo.outputPath(name('daily-nothing')) });
        await box.fill('');
        await page.getByRole('button', { name: 'Skip' }).click();
        const [wrong] = wrongGuesses('/map', answer, 1);
        await box.fill(wrong.name);
        await page.getByRole('option', { name: wrong.name, exact: true }).click();
        await box.fill(answer.name);
        await page.getByRole('option', { name: answer.name, exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Solved in 3/6' })).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(name('daily-solved')), fullPage: true });
      });

      test('free play: a card named by a tap, How to play with the keys', async ({
        page,
      }, testInfo) => {
        const answer = await openMode(page, '/ace');
        const [wrong] = wrongGuesses('/ace', answer, 1);
        const card = page.getByRole('main').getByRole('button', { name: wrong.name, exact: true });
        if (viewport.touch) {
          await card.tap();
          await page.getByRole('button', { name: `Guess ${wrong.name}` }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: testInfo.outputPath(name('card-named')) });
        }
        await page.getByRole('main').getByRole('button', { name: 'How to play' }).click();
        await expect(page.getByRole('dialog')).toContainText('Space');
        await page.screenshot({ path: testInfo.outputPath(name('how-to-play')) });
      });
    });
  }
}
