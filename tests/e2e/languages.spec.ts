import { mkdirSync } from 'node:fs';
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect, serveMediaImages, test } from './fixtures';
import { isClipRequest, openMode, wrongGuesses, type Answer } from './game';
import { openPuzzle, wrongItems } from './dailyPlay';
import { guessIn, literally, nameIn, textsOf } from './locales';
import { animationsEnded } from './settle';

// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

/** Screenshots for a person to look at, outside the repository. */
const SHOTS = '/tmp/i18n-shots';
mkdirSync(SHOTS, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The page's language and direction, as `<html>` carries them. */
const LANGUAGE_NAMES: Record<string, string> = {
  'en-US': 'English',
  'ko-KR': '한국어',
  'de-DE': 'Deutsch',
};

/** Opens the language menu in `where` (the footer, Settings) and picks a language from its list. */
async function chooseLanguage(where: Locator, from: string, to: string) {
  const toggle = where.getByRole('button', {
    name: `${textsOf(from, 'app')('language')}: ${LANGUAGE_NAMES[from]}`,
  });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = where.getByRole('list', { name: textsOf(from, 'app')('language') });
  // It unfolds below the footer's last line: in view once open, its last language too.
  await expect(list.getByRole('button').last()).toBeInViewport();
  await list.getByRole('button', { name: LANGUAGE_NAMES[to], exact: true }).click();
}

async function expectHtml(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** Waits until a daily puzzle's clip can play: its guess box is in. */
async function puzzleReadyIn(page: Page, locale: string) {
  await expect(
    page.getByRole('slider', { name: textsOf(locale, 'player')('seek') }),
  ).toHaveAttribute('aria-disabled', 'false');
  await expect(
    page.getByRole('combobox', { name: textsOf(locale, 'daily')('yourGuess') }),
  ).toBeVisible();
}

/** Skips every try of a daily puzzle, to its end: missed. */
async function missPuzzle(page: Page, locale: string) {
  const daily = textsOf(locale, 'daily', 'dailyResult');
  await puzzleReadyIn(page, locale);
  const skip = page.getByRole('button', { name: daily('skip'), exact: true });
  for (let i = 0; i < 6; i++) await skip.click();
  await expect(
    page.getByRole('heading', {
      name: new RegExp(`^${literally(daily('resultMissed', { score: '' }))}`),
    }),
  ).toBeVisible();
}

/** Types an item's name (in the locale) into a daily puzzle's guess box and picks its suggestion. */
async function guessDailyIn(page: Page, locale: string, item: Answer) {
  const name = nameIn(locale, item);
  await page.getByRole('combobox', { name: textsOf(locale, 'daily')('yourGuess') }).fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

/** axe's findings (WCAG 2 A and AA) on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.html}`),
    );
  });
}

test.describe('ja-JP', () => {
  test.use({ locale: 'ja-JP' });

  test("the first paint is in the page's language and shows no English words", async ({ page }) => {
    // The app's code never arrives: what shows is the first paint's alone.
    await page.route(/\/(assets\/index-[^/]*\.js|src\/main\.tsx)$/, () => {});
    await page.goto('/ability', { waitUntil: 'commit' });
    const heading = page.locator('.boot-heading');
    await expect(heading).toHaveCount(1);
    await expectHtml(page, 'ja-JP', 'ltr');
    await expect(heading).toBeHidden();
    await expect(page.locator('.boot-intro')).toBeHidden();
    // Its place is held: the heading still takes its room in the layout.
    expect((await heading.boundingBox())?.height).toBeGreaterThan(0);
  });

  test('the home page and a round are in Japanese, and search finds an agent in kana', async ({
    page,
  }) => {
    const home = textsOf('ja-JP', 'home');
    const play = textsOf('ja-JP', 'play');
    await page.goto('/');
    await expectHtml(page, 'ja-JP', 'ltr');
    await expect(page.getByRole('heading', { name: home('heading') })).toBeVisible();
    await expect(page.getByText(home('abilityDescription'))).toBeVisible();

    await openMode(page, '/ability');
    await expect(
      page.getByRole('heading', { name: textsOf('ja-JP', 'home')('abilityHeading'), level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(play('noGuessesYet'))).toBeVisible();
    const main = page.getByRole('main');
    const search = page.getByPlaceholder(play('searchPlaceholder'));
    const jett = nameIn('ja-JP', { id: 'add6443a-41bd-e414-f6ad-e58d267f4e95', name: 'Jett' });
    expect(jett).toBe('ジェット');
    // Hiragana finds the agent written in katakana.
    await search.fill('じぇっと');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([jett]);
    await search.fill('');
    await search.fill('jett');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([jett]);
  });

  // The round's opening and its win message are the locale's (modeScreenTexts), not screens.ts's
  // English, which the first paint writes.
  test("a round's opening sentence is in Japanese", async ({ page }) => {
    await openMode(page, '/ability');
    const intro = textsOf('ja-JP', 'home').raw('abilityIntro');
    // The sentence after its plural: "。ヒントはそのサウンドだけです".
    await expect(page.getByRole('main')).toContainText(intro.slice(intro.lastIndexOf('}') + 1));
  });

  // A page reached in the app (not loaded) whose texts are in a file the locale had not downloaded:
  // its first words on screen are the locale's, not English until that file arrives.
  for (const { link, route, heading, english } of [
    {
      link: 'friendsTitle',
      route: '/room',
      heading: ['room', 'playWithFriends'],
      english: textsOf('en-US', 'room')('intro'),
    },
    {
      link: 'listenTitle',
      route: '/listen',
      heading: ['listen', 'heading'],
      english: textsOf('en-US', 'listen')('intro'),
    },
  ]) {
    test(`${route} opened from the home page shows no English first`, async ({ page }) => {
      const home = textsOf('ja-JP', 'home');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: home('heading') })).toBeVisible();
      // Every text the page shows from the click on, as it shows it.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => seen.push(document.body.innerText)).observe(document.body, {
          subtree: true,
          childList: true,
          characterData: true,
        });
      });
      await page.getByRole('link', { name: new RegExp(home(link)) }).click();
      await expect(page).toHaveURL(new RegExp(`${route}$`));
      const title = textsOf('ja-JP', heading[0]!)(heading[1]!);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen.filter((text) => text.includes(english))).toEqual([]);
    });
  }

  test("a round's win message is in Japanese", async ({ page }) => {
    const answer = await openMode(page, '/ability');
    await guessIn(page, 'ja-JP', answer);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: textsOf('ja-JP', 'game')('wonTitle') }),
    ).toBeVisible();
    await expect(dialog).toContainText(textsOf('ja-JP', 'home')('abilityWin'));
  });
});

test.describe('ar-AE', () => {
  test.use({ locale: 'ar-AE' });

  test('the page is right to left and mirrored', async ({ page }) => {
    await page.goto('/');
    await expectHtml(page, 'ar-AE', 'rtl');
    await expect(
      page.getByRole('heading', { name: textsOf('ar-AE', 'home')('heading') }),
    ).toBeVisible();
    const app = textsOf('ar-AE', 'app');
    const brand = await page.getByRole('link', { name: app('homeLink') }).boundingBox();
    const tools = await page.getByRole('navigation', { name: app('tools') }).boundingBox();
    const width = page.viewportSize()!.width;
    // The brand starts the header at its right edge; the tools end it on the left.
    expect(brand!.x + brand!.width).toBeGreaterThan(width * 0.75);
    expect(tools!.x + tools!.width).toBeLessThanOrEqual(brand!.x);
  });

  test('a daily puzzle played to its end, in Arabic, with no axe finding', async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    const answer = await openPuzzle(page, '/daily/map');
    await expectHtml(page, 'ar-AE', 'rtl');
    await missPuzzle(page, 'ar-AE');
    const daily = textsOf('ar-AE', 'daily', 'dailyResult');
    await expect(page.getByRole('main')).toContainText(nameIn('ar-AE', answer));
    await expect(page.getByText(daily('practiseInListen'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: textsOf('ar-AE', 'share')('share') }),
    ).toBeVisible();
  });

  // The home link's name holds its visible text, "Earshot", in Latin letters (WCAG 2.5.3, axe's
  // label-content-name-mismatch), as in every locale.
  test('axe finds nothing on the home page and a finished daily puzzle', async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await animationsEnded(page);
    const findings = await axeFindings(page);
    await openPuzzle(page, '/daily/map');
    await missPuzzle(page, 'ar-AE');
    await animationsEnded(page);
    findings.push(...(await axeFindings(page)));
    expect(findings).toEqual([]);
  });

  // The daily puzzle's opening is home.json's mapDailyIntro in the locale, not screens.ts's English.
  test("a daily puzzle's opening is in Arabic", async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    await openPuzzle(page, '/daily/map');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(textsOf('ar-AE', 'home')('mapDailyIntro'));
  });
});

for (const locale of ['pt-BR', 'tr-TR']) {
  test.describe(locale, () => {
    test.use({ locale });

    test('a free-play round lost, in the language', async ({ page }) => {
      const game = textsOf(locale, 'game');
      const play = textsOf(locale, 'play', 'share');
      const answer = await openMode(page, '/map');
      await expectHtml(page, locale, 'ltr');
      await expect(
        page.getByRole('heading', { name: textsOf(locale, 'home')('mapHeading') }),
      ).toBeVisible();
      const wrong = wrongGuesses('/map', answer, 3);
      await guessIn(page, locale, wrong[0]);
      const attempts = page.getByRole('list', { name: play('yourAttempts') });
      await expect(attempts).toContainText(nameIn(locale, wrong[0]));
      await expect(attempts).toContainText(play('attemptWrong'));
      for (const item of wrong.slice(1)) await guessIn(page, locale, item);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: game('lostTitle') })).toBeVisible();
      await expect(dialog).toContainText(game('allAttemptsUsed'));
      await expect(dialog).toContainText(game('correctAnswer', { name: nameIn(locale, answer) }));
      await expect(dialog.getByText(play('attemptWrong'))).toHaveCount(3);
    });

    test('a daily puzzle shared starts "Earshot Daily"', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.clock.setFixedTime(DAY_23);
      const answer = await openPuzzle(page, '/daily/ace');
      const daily = textsOf(locale, 'daily', 'dailyResult');
      const play = textsOf(locale, 'play', 'share');
      await puzzleReadyIn(page, locale);
      await page.getByRole('button', { name: daily('skip'), exact: true }).click();
      await guessDailyIn(page, locale, wrongItems('ace', answer, 1)[0]);
      await guessDailyIn(page, locale, answer);
      await expect(
        page.getByRole('heading', { name: daily('resultSolved', { score: '3/6' }) }),
      ).toBeVisible();
      await page.getByRole('button', { name: play('share') }).click();
      await expect(page.getByRole('status').filter({ hasText: play('copied') })).toBeVisible();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      expect(text.split('\n')[0]).toMatch(/^Earshot Daily Ace #23 3\/6/);
      expect(text).toContain('⬛🟥🟩');
      expect(text).not.toContain(nameIn(locale, answer));
    });
  });
}

/** Every route, as src/routes has them (a room's code and a puzzle's number as examples). */
const ROUTES = [
  '/',
  '/map',
  '/ability',
  '/ace',
  '/voice',
  '/footsteps',
  '/daily/ability',
  '/daily/map/5',
  '/infinite',
  '/listen',
  '/move',
  '/room',
];

/**
 * Elements whose own text is cut by their box (overflow hidden or clip, or an ellipsis, with more
 * to show than fits) or that stick out of the viewport sideways; a scrolling container's content
 * and what is hidden for screen readers only are left out.
 */
function overflowingText(): string[] {
  const found: string[] = [];
  const width = document.documentElement.clientWidth;
  const scrollsSideways = (element: Element | null): boolean => {
    for (let each = element; each && each !== document.body; each = each.parentElement) {
      const { overflowX } = getComputedStyle(each);
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!ownText) continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility !== 'visible') continue;
    const box = element.getBoundingClientRect();
    // Hidden but for screen readers (a 1 px box, clipped).
    if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') {
      continue;
    }
    const cut =
      (style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.textOverflow === 'ellipsis') &&
      element.scrollWidth > element.clientWidth + 1;
    const outside =
      (box.right > width + 1 || box.left < -1) && !scrollsSideways(element.parentElement);
    if (cut || outside) {
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.className}"> "${ownText.slice(0, 60)}": ` +
          (cut ? `cut (${element.scrollWidth} > ${element.clientWidth})` : '') +
          (outside ? ` outside (${Math.round(box.left)}..${Math.round(box.right)})` : ''),
      );
    }
  }
  if (document.documentElement.scrollWidth > width) {
    found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
  }
  return found;
}

/** Opens a route and lists what overflows there. */
async function overflowsOn(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await animationsEnded(page);
  const found = await page.evaluate(overflowingText);
  // Printed for the person who reads the report.
  for (const each of found) console.warn(`${route}: ${each}`);
  return found.map((each) => `${route}: ${each}`);
}

test.describe('de-DE on a phone', () => {
  test.use({ locale: 'de-DE', ...PHONE });

  test('no text overflows its box on any route but /daily', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.setFixedTime(DAY_23);
    const offenders: string[] = [];
    for (const route of ROUTES) offenders.push(...(await overflowsOn(page, route)));
    expect(offenders).toEqual([]);
  });

  // /daily's heading and opening in German (dailyScreenTexts), not screens.ts's English.
  test("/daily's heading and opening are in German", async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    await page.goto('/daily');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const home = textsOf('de-DE', 'home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home('dailyHeading'));
    await expect(page.getByText(home('dailyIntro'))).toBeVisible();
  });

  test('no text overflows its box on /daily', async ({ page }) => {
    await page.clock.setFixedTime(DAY_23);
    expect(await overflowsOn(page, '/daily')).toEqual([]);
  });
});

test.describe('the language menu', () => {
  test.use({ locale: 'en-US' });

  test('switches a round in progress without a reload, and is remembered', async ({ page }) => {
    const answer = await openMode(page, '/ability');
    const wrong = wrongGuesses('/ability', answer, 1)[0];
    await guessIn(page, 'en-US', wrong);
    const attemptsIn = (locale: string) =>
      page.getByRole('list', { name: textsOf(locale, 'play')('yourAttempts') });
    await expect(attemptsIn('en-US')).toContainText(wrong.name);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await chooseLanguage(page.getByRole('contentinfo'), 'en-US', 'ko-KR');
    await expectHtml(page, 'ko-KR', 'ltr');
    const abilityHeading = textsOf('ko-KR', 'home')('abilityHeading');
    await expect(page.getByRole('heading', { name: abilityHeading })).toBeVisible();
    // The wrong guess is still listed, its verdict in Korean.
    await expect(attemptsIn('ko-KR').getByRole('listitem')).toHaveCount(1);
    await expect(attemptsIn('ko-KR')).toContainText(textsOf('ko-KR', 'play')('attemptWrong'));
    await expect(page.getByRole('contentinfo')).toContainText(
      textsOf('ko-KR', 'app')('disclaimer'),
    );

    await chooseLanguage(page.getByRole('contentinfo'), 'ko-KR', 'en-US');
    await expectHtml(page, 'en-US', 'ltr');
    await expect(page.getByRole('heading', { name: "What's the ability?" })).toBeVisible();
    await expect(attemptsIn('en-US')).toContainText(`${wrong.name}(wrong)`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('earshot.locale'))).toContain('en-US');

    await page.reload();
    await expectHtml(page, 'en-US', 'ltr');
    await expect(page.getByRole('heading', { name: "What's the ability?" })).toBeVisible();

    // A language other than the browser's is kept across a reload too.
    await chooseLanguage(page.getByRole('contentinfo'), 'en-US', 'ko-KR');
    await expectHtml(page, 'ko-KR', 'ltr');
    await page.reload();
    await expectHtml(page, 'ko-KR', 'ltr');
    await expect(page.getByRole('heading', { name: abilityHeading })).toBeVisible();
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('button', { name: `${textsOf('ko-KR', 'app')('language')}: 한국어` }),
    ).toBeVisible();
  });
});

test.describe('Settings', () => {
  test('offers the same choice of language as the footer, and the page follows it', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await chooseLanguage(dialog, 'en-US', 'de-DE');
    await expectHtml(page, 'de-DE', 'ltr');
    await expect(dialog.getByRole('button', { name: 'Sprache: Deutsch' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      textsOf('de-DE', 'home')('heading'),
    );
    expect(await page.evaluate(() => localStorage.getItem('earshot.locale'))).toContain('de-DE');
  });
});

test.describe('the language menu, a guess made before', () => {
  test.use({ locale: 'en-US' });

  // A try keeps the name it was guessed with (the round machine's context); the list shows the
  // item's name in the language of the moment.
  test("a guess made before the switch is listed by the new language's name", async ({ page }) => {
    const answer = await openMode(page, '/ability');
    const wrong = wrongGuesses('/ability', answer, 1)[0];
    await guessIn(page, 'en-US', wrong);
    await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);
    await chooseLanguage(page.getByRole('contentinfo'), 'en-US', 'ko-KR');
    const attempts = page.getByRole('list', { name: textsOf('ko-KR', 'play')('yourAttempts') });
    await expect(attempts).toContainText(textsOf('ko-KR', 'play')('attemptWrong'));
    await expect(attempts).toContainText(nameIn('ko-KR', wrong));
  });
});

test.describe('ja-JP offline', () => {
  test.use({ locale: 'ja-JP', serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    await serveMediaImages(context);
  });

  test('after one visit, the page reloaded offline is still in Japanese', async ({
    page,
    context,
  }) => {
    const clip = page.waitForRequest(isClipRequest);
    await page.goto('/ability');
    await clip;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const home = textsOf('ja-JP', 'home');
    const abilityHeading = textsOf('ja-JP', 'home')('abilityHeading');
    await expect(page.getByRole('heading', { name: abilityHeading })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expectHtml(page, 'ja-JP', 'ltr');
    await expect(page.getByRole('heading', { name: abilityHeading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(
      textsOf('ja-JP', 'app')('disclaimer'),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: home('heading') })).toBeVisible();
  });
});

const SHOT_LOCALES = ['ja-JP', 'ar-AE', 'de-DE'];

for (const locale of SHOT_LOCALES) {
  test.describe(`${locale} screenshots on a phone`, () => {
    test.use({ locale, ...PHONE });

    test('home, a round and a daily end', async ({ page }) => {
      await page.clock.setFixedTime(DAY_23);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const heading = page.getByRole('heading', { name: textsOf(locale, 'home')('heading') });
      await expect(heading).toBeVisible();
      await animationsEnded(page);
      // Still there once what the page loads after its first render has arrived (its texts too).
      await expect(
        page.getByRole('link', { name: textsOf(locale, 'dailyStrip')('goToToday') }),
      ).toBeVisible();
      await expect(heading).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${locale}-home.png`, fullPage: true });

      const answer = await openMode(page, '/ability');
      await guessIn(page, locale, wrongGuesses('/ability', answer, 1)[0]);
      await animationsEnded(page);
      await page.screenshot({ path: `${SHOTS}/${locale}-round.png`, fullPage: true });

      await openPuzzle(page, '/daily/map');
      await missPuzzle(page, locale);
      await animationsEnded(page);
      await page.screenshot({ path: `${SHOTS}/${locale}-daily-end.png`, fullPage: true });
    });
  });
}
