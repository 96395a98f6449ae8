import axe from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { encodeChallenge } from '../../machines/challenge/link';
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses, type Answer } from './game';
import { animationsEnded } from './settle';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

const abilities = raw.agents.flatMap((agent) =>
  agent.abilities.map((ability) => ({ ...ability, agent: agent.name })),
);

const LOOKS = [
  { colorScheme: 'light', highContrast: false },
  { colorScheme: 'dark', highContrast: false },
  { colorScheme: 'light', highContrast: true },
  { colorScheme: 'dark', highContrast: true },
] as const;

/**
 * axe's colour-contrast findings on the page as it is painted now. axe is put in the page once per
 * visit and run there: `@axe-core/playwright` injected it again at every check and finished each run
 * in a blank page of its own, two seconds a check on a busy two-core machine against a few tenths for
 * the rule itself (the pages have no frames, which its cross-frame run is for).
 */
async function contrastFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations'],
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    );
  });
}

/**
 * axe's colour-contrast rule over the page as it is, every text against what is behind it, in each
 * scheme and with the high-contrast setting off and on: one visit of a state checks its four looks,
 * switching the scheme (the page follows the system's, as nothing is chosen in the header) and the
 * setting's attribute on the page (which the setting sets, see src/app/highContrast.ts). A look is
 * saved as a screenshot when it has findings, and the high-contrast looks always (the light and dark
 * ones are screenshots.spec.ts's).
 */
async function expectReadable(page: Page, testInfo: TestInfo, state: string) {
  // Let the gallery add its last cards and animations (the rank's rise, the popup's fade) end: axe
  // reads colours as they are painted.
  await expect(page.locator('main [aria-busy]')).toHaveCount(0);
  // Cards off screen skip their paint until scrolled to (content-visibility: auto), and axe, reading
  // a skipped card's text against nothing painted, took white for its background (a busy CI run):
  // every card is painted for the check, in the same colours.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await animationsEnded(page);
  for (const { colorScheme, highContrast } of LOOKS) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.evaluate((high) => {
      if (high) document.documentElement.setAttribute('data-earshot-contrast', 'high');
      else document.documentElement.removeAttribute('data-earshot-contrast');
    }, highContrast);
    // Colour transitions (a card's border, a button's hover) run to their end.
    await animationsEnded(page);
    const look = `${highContrast ? 'high-contrast-' : ''}${colorScheme}`;
    const found = await contrastFindings(page);
    if (highContrast || found.length > 0) {
      await page.screenshot({ path: testInfo.outputPath(`${look}-${state}.png`), fullPage: true });
    }
    // Soft: one run lists every state's problems.
    expect.soft(found, `${look}: ${state}`).toEqual([]);
  }
}

async function openPuzzle(page: Page, path: string): Promise<Answer> {
  const clip = page.waitForRequest(isClipRequest);
  await page.goto(path);
  return answerOf((await clip).url());
}

async function guessDaily(page: Page, name: string, label = name) {
  await page.getByRole('combobox', { name: 'Your guess' }).fill(name);
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('every text is readable in both schemes, and with high contrast', () => {
  // Each state is checked in four looks: a test does the work of four before high contrast.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
  });

  test('daily puzzles: playing, solved with every verdict, missed, and the hub', async ({
    page,
  }, testInfo) => {
    const answer = await openPuzzle(page, '/daily/ability');
    const own = abilities.find((ability) => ability.id === answer.id)!;
    const sibling = abilities.find((a) => a.agent === own.agent && a.id !== own.id)!;
    const stranger = abilities.find((a) => a.agent !== own.agent)!;
    await page.getByRole('combobox', { name: 'Your guess' }).fill('ra');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectReadable(page, testInfo, `daily-suggestions`);
    await page.getByRole('combobox', { name: 'Your guess' }).fill('');
    await page.getByRole('button', { name: 'Skip' }).click();
    await guessDaily(page, stranger.name, `${stranger.name} (${stranger.agent})`);
    await guessDaily(page, sibling.name, `${sibling.name} (${sibling.agent})`);
    await expectReadable(page, testInfo, `daily-playing`);
    await guessDaily(page, own.name, `${own.name} (${own.agent})`);
    await expect(page.getByRole('heading', { name: 'Solved in 4/6' })).toBeVisible();
    await expectReadable(page, testInfo, `daily-solved`);

    const map = await openPuzzle(page, '/daily/map');
    for (const wrong of raw.maps.filter((m) => m.id !== map.id).slice(0, 5)) {
      await guessDaily(page, wrong.name);
    }
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Missed: X/6' })).toBeVisible();
    await expectReadable(page, testInfo, `daily-missed`);

    await page.goto('/daily');
    await expect(page.getByText('Solved in 4').first()).toBeVisible();
    await expectReadable(page, testInfo, `daily-hub`);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReadable(page, testInfo, `home`);
  });

  test('free play: a wrong guess, then the win popup', async ({ page }, testInfo) => {
    const answer = await openMode(page, '/map');
    await guess(page, wrongGuesses('/map', answer, 1)[0]);
    await expectReadable(page, testInfo, `free-play`);
    await guess(page, answer);
    await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
    await expectReadable(page, testInfo, `free-play-won`);
  });

  test('infinite: a run with its rank, to Game Over, and Listen', async ({ page }, testInfo) => {
    const first = page.waitForRequest(isClipRequest);
    await page.goto('/infinite?choice=map');
    let answer = answerOf((await first).url());
    await expect(page.getByText('Iron', { exact: true })).toBeVisible();
    for (let i = 0; i < 3; i++) {
      const next = page.waitForRequest(
        (request) => isClipRequest(request) && answerOf(request.url()).id !== answer.id,
      );
      await guess(
        page,
        raw.maps.find((m) => m.id !== answer.id)!,
      );
      if (i === 0) await expectReadable(page, testInfo, `infinite`);
      if (i < 2) answer = answerOf((await next).url());
    }
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expectReadable(page, testInfo, `infinite-game-over`);

    await page.goto('/listen?filter=missed');
    await expect(page.getByRole('main')).toContainText(answer.name);
    await expectReadable(page, testInfo, `listen`);
  });

  test('every other route, and the header’s dialogs', async ({ page }, testInfo) => {
    // Two dozen full-page screenshots and contrast checks in turn: on a busy two-core machine they
    // took over the four minutes the other tests get (4.0 min on 2026-12-04's CI run).
    test.setTimeout(480_000);
    const challenge = encodeChallenge({
      game: { kind: 'daily', mode: 'map', puzzle: 22 },
      from: 1,
      results: [{ id: 1, nickname: 'Sova', value: 3, when: 29_000_000 }],
    });
    for (const [route, ready] of [
      ['/ability', 'Search...'],
      ['/ace', 'Search...'],
      ['/voice', 'Search...'],
      ['/footsteps', 'Search...'],
      ['/infinite', 'How to play'],
      ['/move', 'QR code of your stats link'],
      [`/challenge?c=${challenge}`, 'Sova challenges you'],
      // A message in a yellow alert, as a damaged challenge link, a missing clip or a long code get.
      ['/challenge?c=damaged', 'This challenge link is damaged'],
      ['/no-such-page', 'Back home'],
    ] as const) {
      await page.goto(route);
      await expect(
        page
          .getByRole('main')
          .getByText(ready)
          .or(page.getByLabel(ready))
          .or(page.getByPlaceholder(ready))
          .or(page.getByRole('img', { name: ready }))
          .first(),
      ).toBeVisible();
      await expectReadable(page, testInfo, route.replace(/\W+/g, '-').slice(1, 20) || 'home');
    }
    for (const name of ['Help', 'Stats', 'Settings']) {
      await page.getByRole('banner').getByRole('button', { name }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectReadable(page, testInfo, `header-${name.toLowerCase()}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
