import type { Browser, Locator, Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, serveMediaImages, test } from './fixtures';
import { guessDaily, openPuzzle, puzzleReady } from './dailyPlay';
import { answerOf, guess, isClipRequest, openMode, wrongGuesses, type Answer } from './game';

// Issue #29's sharing: link previews (item 10), "Challenge a friend" in the end popup (11), a
// challenge while it is played (13), and the small things of sharing, buttons and navigation.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
// Puzzle #23 is the puzzle of 2026-11-23 (UTC).
const DAY_23 = new Date('2026-11-23T10:00:00Z');

/** The page's `<meta>` tags as a crawler reads them from the served HTML, without running it. */
async function metaOf(page: Page, path: string): Promise<Record<string, string>> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const tags: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  )) {
    tags[name] = content.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  }
  return tags;
}

/** A PNG's width and height, from its header. */
async function pngSize(page: Page, url: string): Promise<[number, number]> {
  const response = await page.request.get(new URL(url, page.url() || 'http://x').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Whether a tap at the centre of `target` lands on it (nothing, a sticky footer say, covers it). */
async function tappable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return !!hit && element.contains(hit);
  });
}

async function friend(browser: Browser, options = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options });
  await serveMediaImages(context);
  return { context, page: await context.newPage() };
}

/**
 * Makes a challenge link from a finished round's popup or result: nickname, button, link. The end
 * popup asks for the nickname once Challenge a friend is tapped, then sends it with Send.
 */
async function makeLink(page: Page, nickname: string) {
  const challenge = page.getByRole('button', { name: 'Challenge a friend' });
  const stepped = (await challenge.getAttribute('aria-expanded')) !== null;
  if (stepped) await challenge.click();
  await page.getByLabel('Your nickname (optional)').fill(nickname);
  await (stepped ? page.getByRole('button', { name: 'Send', exact: true }) : challenge).click();
  const link = page.getByLabel('Challenge link');
  await expect(link).toHaveValue(/\/challenge\?c=[\w-]+$/);
  const url = new URL(await link.inputValue());
  return url.pathname + url.search;
}

/** The top and bottom of what `target` shows, in the viewport's pixels. */
async function edges(target: Locator): Promise<{ top: number; bottom: number }> {
  const box = (await target.boundingBox())!;
  return { top: box.y, bottom: box.y + box.height };
}

/** The buttons drawn as a primary action (Mantine's filled variant) inside `root`. */
const primaries = (root: Locator) => root.locator('.mantine-Button-root[data-variant="filled"]');

test('a shared link unfurls with a preview: a title, a description and a picture, and a challenge says it is one', async ({
  page,
}) => {
  const home = await metaOf(page, '/');
  const daily = await metaOf(page, '/daily/map');
  const challenge = await metaOf(page, '/challenge?c=AbCdEf');
  for (const tags of [home, daily, challenge]) {
    expect(tags['og:type']).toBe('website');
    expect(tags['og:site_name']).toBe('Earshot');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:image']).toMatch(/\.png$/);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect(tags['og:image:alt']).toBeTruthy();
    expect(tags['og:description']).toContain('VALORANT');
    await page.goto('/no-such-page');
    expect(await pngSize(page, tags['og:image'])).toEqual([1200, 630]);
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
  }
  expect(home['og:title']).toContain('Earshot');
  expect(home['og:title']).not.toMatch(/challenge/i);
  // A daily result's link shows its mode's daily card (the next test).
  expect(daily['og:title']).not.toBe(home['og:title']);
  expect(challenge['og:title']).toMatch(/challenge/i);
  expect(challenge['og:description']).toMatch(/beat/i);
  expect(challenge['og:image']).not.toBe(home['og:image']);
});

test('a shared daily result unfurls with its mode’s daily card, which gives nothing away, and the link plays that daily', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.setFixedTime(DAY_23);
  // The player's side: solve today's map and share it.
  const answer = await openPuzzle(page, '/daily/map');
  await guessDaily(page, 'map', answer);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = new URL(
    (await page.evaluate(() => navigator.clipboard.readText())).split('\n').at(-1)!,
  );
  expect(link.pathname).toBe('/daily/map');

  // The crawler's side: the page as served, without running it.
  const card = await metaOf(page, link.pathname);
  expect(card['og:title']).toBe("Earshot Daily Map: can you name today's map?");
  expect(card['twitter:title']).toBe(card['og:title']);
  expect(card['og:description']).toMatch(/VALORANT/);
  expect(new URL(card['og:url'], link).pathname).toBe('/daily/map');
  expect(card['og:image']).toMatch(/\/previews\/daily-map\.png$/);
  expect(card['twitter:image']).toBe(card['og:image']);
  expect(await pngSize(page, card['og:image'])).toEqual([1200, 630]);
  // Crawlers never see a player's result: neither the answer nor a score.
  const words = Object.values(card).join(' ');
  expect(words).not.toContain(answer.name);
  expect(words).not.toMatch(/\d\/6|X\/6/);

  // The daily hub has a daily card of its own; an archive puzzle's link, the game's.
  expect((await metaOf(page, '/daily'))['og:title']).toMatch(/^Earshot Daily:/);
  expect((await metaOf(page, '/daily/map/7'))['og:title']).toBe(
    (await metaOf(page, '/'))['og:title'],
  );

  // A friend opens the link: the app boots there and plays today's map.
  const { context: theirs, page: friendPage } = await friend(page.context().browser()!);
  await friendPage.clock.setFixedTime(DAY_23);
  expect((await openPuzzle(friendPage, link.pathname)).id).toBe(answer.id);
  await expect(friendPage).toHaveTitle('Daily Map #23 · Earshot');
  await puzzleReady(friendPage);
  await friendPage.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(friendPage.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await theirs.close();
});

/** Plays a Map round to its end, won or lost: its answer, and its end popup once it shows. */
async function endMapRound(page: Page, result: 'won' | 'lost') {
  const answer = await openMode(page, '/map');
  if (result === 'won') await guess(page, answer);
  else for (const wrong of wrongGuesses('/map', answer, 3)) await guess(page, wrong);
  const popup = page.getByRole('dialog');
  await expect(
    popup.getByRole('heading', { name: result === 'won' ? 'You Won!' : 'Game Over' }),
  ).toBeVisible();
  return { answer, popup };
}

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const result of ['won', 'lost'] as const) {
    test(`the end popup's "Challenge a friend" is in view without scrolling, a round ${result}`, async ({
      page,
    }, testInfo) => {
      const { popup } = await endMapRound(page, result);
      await page.waitForTimeout(300);
      await page.screenshot({ path: testInfo.outputPath(`popup-${result}-390.png`) });
      const challenge = popup.getByRole('button', { name: 'Challenge a friend' });
      await expect(challenge).toBeInViewport({ ratio: 1 });
      expect(await tappable(challenge)).toBe(true);
      // Its nickname is asked for after the tap, in view too, above the footer's line.
      await challenge.tap();
      const nickname = popup.getByLabel('Your nickname (optional)');
      await expect(nickname).toBeFocused();
      for (const control of [nickname, popup.getByRole('button', { name: 'Send', exact: true })]) {
        await expect(control).toBeInViewport({ ratio: 1 });
        expect(await tappable(control)).toBe(true);
      }
      // The spec's buttons stay where they were.
      for (const name of ['Back home', 'Play again']) {
        await expect(popup.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
    });
  }

  for (const [size, result] of [
    [{ width: 390, height: 844 }, 'won'],
    [{ width: 390, height: 844 }, 'lost'],
    [{ width: 360, height: 640 }, 'lost'],
  ] as const) {
    test(`the end popup's answer leads and its footer is one line, ${size.width}x${size.height}, a round ${result}`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const { answer, popup } = await endMapRound(page, result);
      const actions = ['Challenge a friend', 'Back home', 'Play again'].map((name) =>
        popup.getByRole('button', { name }),
      );
      const line = await edges(actions[2].locator('xpath=..'));
      // The answer, and its picture whole, in view above the footer without scrolling.
      const shown = [popup.getByRole('img', { name: answer.name })];
      if (result === 'lost') shown.push(popup.getByText('The correct answer was:'));
      for (const each of shown) {
        await expect(each).toBeInViewport({ ratio: 1 });
        expect((await edges(each)).bottom).toBeLessThanOrEqual(line.top);
      }
      // The three share one line: the same top, and a footer hardly taller than a button.
      const tops = await Promise.all(actions.map(async (each) => (await edges(each)).top));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
      expect(line.bottom - line.top).toBeLessThan(80);
    });
  }
});

test('a round challenged names who set it and the score to beat on every screen, and a win over them is a moment with a next round', async ({
  page,
  browser,
}) => {
  const answer = await openMode(page, '/map');
  await guess(page, wrongGuesses('/map', answer, 1)[0]);
  await guess(page, answer);
  const link = await makeLink(page, 'Kai');

  const { context, page: second } = await friend(browser);
  await second.goto(link);
  const main = second.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Kai challenges you' })).toBeVisible();
  await expect(primaries(main)).toHaveCount(1);
  await second.getByRole('button', { name: 'Play the challenge' }).click();
  await expect(main.getByRole('heading', { name: "What's the map?" })).toBeVisible();
  // While it is played: whose challenge, and what to beat.
  const banner = main.getByRole('note', { name: 'Challenge' });
  await expect(banner).toContainText("Kai's challenge");
  await expect(banner).toContainText('2/3');
  await guess(second, answer);
  await expect(main.getByRole('heading', { name: 'You beat Kai!' })).toBeVisible();
  await expect(main).toContainText("Kai's challenge");
  await expect(primaries(main)).toHaveCount(1);
  await main.getByRole('link', { name: 'Play another Map Theme round' }).click();
  await expect(second).toHaveURL(/\/map$/);
  await expect(main.getByRole('heading', { name: "What's the map?" })).toBeVisible();
  await context.close();
});

test('a daily puzzle challenged says so on its own screen, while it is played and once it is over', async ({
  page,
  browser,
}) => {
  await page.clock.setFixedTime(DAY_23);
  const clip = page.waitForRequest(isClipRequest);
  await page.goto('/daily/map');
  const answer = answerOf((await clip).url());
  const dailyGuess = async (on: Page, item: Answer) => {
    await on.getByRole('combobox', { name: 'Your guess' }).fill(item.name);
    await on.getByRole('option', { name: item.name, exact: true }).click();
  };
  await dailyGuess(page, wrongGuesses('/map', answer, 1)[0]);
  await dailyGuess(page, answer);
  await expect(page.getByRole('heading', { name: 'Solved in 2/6' })).toBeVisible();
  const link = await makeLink(page, 'Fay');

  const { context, page: second } = await friend(browser);
  await second.clock.setFixedTime(DAY_23);
  await second.goto(link);
  await second.getByRole('link', { name: 'Play Daily Map #23' }).click();
  // Today's puzzle, at today's address.
  await expect(second).toHaveURL(/\/daily\/map$/);
  const banner = second.getByRole('main').getByRole('note', { name: 'Challenge' });
  await expect(banner).toContainText("Fay's challenge");
  await expect(banner).toContainText('2/6');
  await dailyGuess(second, answer);
  await expect(second.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
  await expect(banner).toContainText("Fay's challenge");
  await banner.getByRole('link', { name: 'Back to the challenge' }).click();
  await expect(second.getByRole('heading', { name: 'You beat Fay!' })).toBeVisible();
  await context.close();
});

test.describe('small things', () => {
  test("the nickname box asks for the player's own name, and the popup's footer hides what scrolls under it", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE.viewport);
    const answer = await openMode(page, '/map');
    await guess(page, answer);
    const popup = page.getByRole('dialog');
    await popup.getByRole('button', { name: 'Challenge a friend' }).click();
    const nickname = popup.getByLabel('Your nickname (optional)');
    await expect(nickname).toBeVisible();
    expect(await nickname.getAttribute('placeholder')).not.toMatch(/friend/i);
    // The footer spans the dialog from edge to edge: nothing peeks out beside it.
    const content = (await popup.boundingBox())!;
    const footer = (await popup
      .getByRole('button', { name: 'Play again' })
      .locator('xpath=..')
      .boundingBox())!;
    expect(footer.x).toBeLessThanOrEqual(content.x + 1);
    expect(footer.x + footer.width).toBeGreaterThanOrEqual(content.x + content.width - 1);
  });

  test("the end popup's Challenge a friend opens its nickname step and closes it by keyboard; Escape then closes the popup", async ({
    page,
  }) => {
    const answer = await openMode(page, '/map');
    await guess(page, answer);
    const popup = page.getByRole('dialog');
    const challenge = popup.getByRole('button', { name: 'Challenge a friend' });
    await expect(challenge).toHaveAttribute('aria-expanded', 'false');
    await challenge.focus();
    await page.keyboard.press('Enter');
    await expect(challenge).toHaveAttribute('aria-expanded', 'true');
    const nickname = popup.getByLabel('Your nickname (optional)');
    await expect(nickname).toBeFocused();
    // Tab runs in reading order: the nickname, Send, then the footer's line.
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Send', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(challenge).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    // Escape in the nickname box closes the step, not the popup, and goes back to the button.
    await page.keyboard.press('Escape');
    await expect(nickname).toBeHidden();
    await expect(challenge).toBeFocused();
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('one primary action per screen, and "Challenge a friend" drawn as an action in both schemes', async ({
    page,
  }) => {
    const answer = await openMode(page, '/map');
    await guess(page, answer);
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('button', { name: 'Play again' })).toBeVisible();
    await expect(primaries(popup)).toHaveCount(1);
    await expect(primaries(popup)).toHaveText('Play again');
    await expect(popup.getByRole('button', { name: 'Challenge a friend' })).toHaveAttribute(
      'data-variant',
      'default',
    );
    const link = await makeLink(page, 'Ivy');
    const main = page.getByRole('main');
    await page.goto(link);
    await expect(main.getByRole('heading', { name: 'Your challenge' })).toBeVisible();
    await expect(primaries(main)).toHaveCount(1);
    await page.goto('/move#ES1.4.abcd.00000000');
    await expect(page.getByText('This code cannot be imported')).toBeVisible();
    await expect(primaries(main)).toHaveCount(1);
    await page.goto('/no-such-page');
    await expect(main.getByRole('link', { name: 'Back home' })).toBeVisible();
    await expect(primaries(main)).toHaveCount(1);
  });

  test("after a route change focus is on the new page's heading, and the skip link is the first Tab", async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Map Theme/ }).click();
    const heading = page.getByRole('heading', { level: 1, name: "What's the map?" });
    await expect(heading).toBeFocused();
    await page.goto('/map');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Play', exact: true }),
    ).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to the guesses' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByPlaceholder('Search...')).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('Help on a touch phone says how to tap, not which keys, and tells of challenges and moving stats', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Help' }).tap();
      const help = page.getByRole('dialog', { name: 'How to play' });
      await expect(help).toContainText('Challenge a friend');
      await expect(help).toContainText('Move your stats');
      await expect(help).toContainText('tap');
      await expect(help.getByRole('heading', { name: 'Keyboard' })).toBeHidden();
      await expect(help).not.toContainText('Space', { useInnerText: true });
      await page.screenshot({ path: testInfo.outputPath('help-touch-390.png') });
    });

    test("/move offers the share sheet, and a week's stats make a QR code a phone can scan", async ({
      page,
    }, testInfo) => {
      const maps = raw.maps.map((map) => map.id);
      const abilities = raw.agents.flatMap((agent) => agent.abilities.map((ability) => ability.id));
      const bundles = raw.bundles.map((bundle) => bundle.id);
      const agents = raw.agents.map((agent) => agent.id);
      const week = (ids: string[], shift: number) => ({
        v: 1,
        data: {
          puzzles: Object.fromEntries(
            [21, 22, 23, 24, 25, 26, 27].map((day, i) => [
              String(day),
              {
                tries: [
                  { guessId: ids[(i * 3 + shift) % ids.length], verdict: 'wrong' },
                  { guessId: ids[(i * 3 + shift + 1) % ids.length], verdict: 'correct' },
                ],
                finishedOn: day,
              },
            ]),
          ),
        },
      });
      const kept = {
        'earshot.daily.map': week(maps, 0),
        'earshot.daily.ability': week(abilities, 5),
        'earshot.daily.ace': week(bundles, 9),
        'earshot.daily.voice': week(agents, 2),
        'earshot.infinite.bests': { v: 1, data: { map: 7, ability: 12 } },
        'earshot.listen.missed': {
          v: 1,
          data: abilities.slice(0, 5).map((id) => ({ mode: 'ability', id })),
        },
      };
      await page.addInitScript((entries) => {
        if (!localStorage.getItem('earshot.daily.map')) {
          for (const [key, value] of Object.entries(entries))
            localStorage.setItem(key, JSON.stringify(value));
        }
        const shared: ShareData[] = [];
        (window as unknown as { shared: ShareData[] }).shared = shared;
        navigator.share = async (data?: ShareData) => void shared.push(data ?? {});
        navigator.canShare = () => true;
      }, kept);
      await page.goto('/move');
      const qr = page.getByRole('img', { name: 'QR code of your stats link' });
      await expect(qr).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('move-390.png'), fullPage: true });
      // A module a side of the code: its SVG's view box, less the quiet zone.
      const modules = await qr.evaluate((img) => {
        const svg = decodeURIComponent((img as HTMLImageElement).src.split(',')[1]);
        return Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
      });
      expect(modules).toBeLessThanOrEqual(61);
      const link = await page.getByRole('textbox', { name: 'Your stats link' }).inputValue();
      await page.getByRole('button', { name: 'Share link' }).tap();
      const shared = await page.evaluate(
        () => (window as unknown as { shared: ShareData[] }).shared,
      );
      expect(shared).toEqual([expect.objectContaining({ url: link })]);
    });

    test("the damaged-code page's Back home is thumb-sized", async ({ page }) => {
      await page.goto('/move#ES1.4.abcd.00000000');
      const back = page.getByRole('main').getByRole('link', { name: 'Back home' });
      await expect(back).toBeVisible();
      expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });
  });
});
