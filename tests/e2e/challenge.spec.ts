import type { Browser, BrowserContext, Page } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { encodeChallenge } from '../../machines/challenge/link';
import { expect, serveMediaImages, test } from './fixtures';
import {
  answerOf,
  guess,
  isClipRequest,
  lineOf,
  openMode,
  wrongGuesses,
  type Answer,
} from './game';

/**
 * Challenges: a link made at the end of a run or a round, opened in another browser (a friend's: a
 * context of its own, nothing shared), plays the same clips, and carries the results on. The clips
 * are learnt as a player could, from the addresses the page requests.
 */

const abilities = raw.agents.flatMap((agent) => agent.abilities);
const listOf = (answer: Answer) =>
  [raw.maps, raw.bundles, abilities, raw.agents, raw.footsteps].find((list) =>
    list.some((item) => item.id === answer.id),
  )!;
const wrongFor = (answer: Answer): Answer => listOf(answer).find((item) => item.id !== answer.id)!;

async function friend(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await serveMediaImages(context);
  return { context, page: await context.newPage() };
}

/** Records every clip the page requests, in order (the same clip once per time it is dealt). */
function recordClips(page: Page): Answer[] {
  const clips: Answer[] = [];
  page.on('request', (request) => {
    if (!isClipRequest(request)) return;
    const answer = answerOf(request.url());
    if (clips.at(-1)?.id !== answer.id) clips.push(answer);
  });
  return clips;
}

/**
 * Plays a run to its end from the clips requested: right guesses while `rightWhile(i)`, misses
 * otherwise, until the three lives are gone. Returns the clips in the order they were dealt.
 */
async function playRun(page: Page, clips: Answer[], rightWhile: (i: number) => boolean) {
  let score = 0;
  let misses = 0;
  let i = 0;
  for (; misses < 3; i++) {
    await expect.poll(() => clips.length).toBeGreaterThan(i);
    const answer = clips[i];
    const right = rightWhile(i);
    await guess(page, right ? answer : wrongFor(answer));
    if (right) score++;
    else misses++;
    if (misses < 3) await expect(page.getByTestId('score')).toHaveText(String(score));
  }
  // One clip dealt per guess (what the page fetches after the end, a missed clip to hear again, is not).
  return { score, dealt: clips.slice(0, i) };
}

/**
 * Makes the link from a "Challenge a friend" control: nickname, button, then the link shown. The end
 * popup's asks for the nickname once it is tapped, then sends it with Send.
 */
async function makeLink(page: Page, nickname: string, button = 'Challenge a friend') {
  const challenge = page.getByRole('button', { name: button });
  const stepped = (await challenge.getAttribute('aria-expanded')) !== null;
  if (stepped) await challenge.click();
  await page.getByLabel('Your nickname (optional)').fill(nickname);
  await (stepped ? page.getByRole('button', { name: 'Send', exact: true }) : challenge).click();
  const link = page.getByLabel('Challenge link');
  await expect(link).toHaveValue(/\/challenge\?c=[\w-]+$/);
  return new URL(await link.inputValue()).pathname + new URL(await link.inputValue()).search;
}

test('a Mixed run challenged: the friend gets the same clips in the same order, and the table travels on', async ({
  page,
  browser,
}, testInfo) => {
  // Two runs of eight clips and more in three browsers: over half a minute on a quiet machine.
  test.setTimeout(120_000);
  // The sender: a Mixed run, five right, then three misses.
  const sent = recordClips(page);
  await page.goto('/infinite?choice=mixed');
  const sender = await playRun(page, sent, (i) => i < 5);
  expect(sender.score).toBe(5);
  const over = page.getByRole('dialog');
  await expect(over.getByRole('heading', { name: 'Game Over' })).toBeVisible();
  const link = await makeLink(page, 'Ana');
  await page.screenshot({ path: testInfo.outputPath('challenge-game-over-1280.png') });
  expect(link.length).toBeLessThan(200);
  // The link names no clip.
  for (const clip of sender.dealt) expect(link).not.toContain(clip.id);

  // A friend opens it: whose result, what to beat; plays the same sequence, misses differently.
  const second = await friend(browser);
  const dealt = recordClips(second.page);
  await second.page.goto(link);
  await expect(second.page.getByRole('heading', { name: 'Ana challenges you' })).toBeVisible();
  await expect(second.page.getByText('Beat 5 on Infinite · Mixed')).toBeVisible();
  await second.page.screenshot({ path: testInfo.outputPath('challenge-intro-1280.png') });
  await second.page.getByRole('button', { name: 'Play the challenge' }).click();
  const challenger = await playRun(second.page, dealt, (i) => i !== 1 && i < 7);
  expect(challenger.score).toBe(6);
  const common = Math.min(sender.dealt.length, challenger.dealt.length);
  expect(common).toBeGreaterThanOrEqual(8);
  expect(challenger.dealt.slice(0, common).map((clip) => clip.id)).toEqual(
    sender.dealt.slice(0, common).map((clip) => clip.id),
  );
  // Both scores side by side.
  const versus = second.page.getByLabel('Results side by side');
  await expect(versus).toContainText('You6');
  await expect(versus).toContainText('Ana5');
  await expect(second.page.getByText('You beat Ana!')).toBeVisible();
  await second.page.screenshot({
    path: testInfo.outputPath('challenge-results-1280.png'),
    fullPage: true,
  });
  // Counted as the friend's own infinite run.
  await second.page.goto('/infinite');
  await expect(second.page.getByRole('link', { name: /^Mixed/ })).toContainText('Best 6');

  // Passed on: a third friend sees both results, best first, and whose link it is.
  await second.page.goBack();
  // A nickname pasted with a bidi control and a zero-width space: the box keeps what can be seen.
  const passed = await makeLink(second.page, '\u202eBen\u200b', 'Pass it on');
  const third = await friend(browser);
  await third.page.goto(passed);
  await expect(third.page.getByRole('heading', { name: 'Ben challenges you' })).toBeVisible();
  const rows = third.page.getByRole('table', { name: 'Results' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  const cells = (row: number) => rows.nth(row).getByRole('cell');
  await expect(cells(1).nth(1)).toHaveText('Ben');
  await expect(cells(1).nth(2)).toHaveText('6');
  await expect(cells(2).nth(1)).toHaveText('Ana');
  await expect(cells(2).nth(2)).toHaveText('5');

  // Opening the first link again on the second browser counts nothing twice.
  await second.page.goto(link);
  await expect(second.page.getByRole('table', { name: 'Results' }).getByRole('row')).toHaveCount(3);
  await second.context.close();
  await third.context.close();
});

test('a round challenged plays the same clip, and shows both results', async ({
  page,
  browser,
}) => {
  const answer = await openMode(page, '/ace');
  const [wrong] = wrongGuesses('/ace', answer, 1);
  await guess(page, wrong);
  await guess(page, answer);
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('You Won!');
  const link = await makeLink(page, 'Cleo');
  expect(link).not.toContain(answer.id);

  const second = await friend(browser);
  const clip = second.page.waitForRequest(isClipRequest);
  await second.page.goto(link);
  await expect(second.page.getByText('Beat 2/3 on Ace')).toBeVisible();
  await second.page.getByRole('button', { name: 'Play the challenge' }).click();
  expect(answerOf((await clip).url()).id).toBe(answer.id);
  await guess(second.page, answer);
  const versus = second.page.getByLabel('Results side by side');
  await expect(versus).toContainText('You1/3');
  await expect(versus).toContainText('Cleo2/3');
  await expect(second.page.getByText(`The clip was ${answer.name}`)).toBeVisible();
  await second.context.close();
});

test('on a phone, the results’ buttons show their whole words (Play another Map Theme round)', async ({
  page,
  browser,
}) => {
  const answer = await openMode(page, '/map');
  await guess(page, answer);
  const link = await makeLink(page, 'Kai');
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await serveMediaImages(context);
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Play the challenge' }).tap();
  await guess(phone, answer);
  const next = phone.getByRole('link', { name: 'Play another Map Theme round' });
  await expect(next).toBeVisible();
  // No button's words run past its edge (Mantine's label clips what does not fit).
  const clipped = await phone
    .getByRole('main')
    .locator('a, button')
    .evaluateAll((controls) =>
      controls
        .filter((control) =>
          [control, ...control.querySelectorAll('span')].some(
            (part) => part.scrollWidth > part.clientWidth + 1,
          ),
        )
        .map((control) => control.textContent),
    );
  expect(clipped).toEqual([]);
  const box = (await next.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await context.close();
});

test('a Voice round challenged plays the same agent, a miss unlocking the next line as in free play', async ({
  page,
  browser,
}) => {
  const death = page.waitForRequest((request) => lineOf(request.url()) === 'death');
  await page.goto('/voice');
  const answer = answerOf((await death).url());
  await guess(page, answer);
  await expect(page.getByRole('dialog')).toContainText('You Won!');
  const link = await makeLink(page, 'Gus');

  const second = await friend(browser);
  await second.page.goto(link);
  await expect(second.page.getByText('Beat 1/3 on Voice lines')).toBeVisible();
  const first = second.page.waitForRequest((request) => lineOf(request.url()) === 'death');
  await second.page.getByRole('button', { name: 'Play the challenge' }).click();
  expect(answerOf((await first).url()).id).toBe(answer.id);
  const wrong = raw.agents.find((agent) => agent.id !== answer.id)!;
  const hello = second.page.waitForRequest((request) => lineOf(request.url()) === 'hello');
  await guess(second.page, wrong);
  expect(answerOf((await hello).url()).id).toBe(answer.id);
  await guess(second.page, answer);
  await expect(second.page.getByLabel('Results side by side')).toContainText('You2/3');
  await second.context.close();
});

test('an edited, cut or foreign link says so and plays nothing', async ({ page }) => {
  const answer = await openMode(page, '/map');
  await guess(page, answer);
  const link = await makeLink(page, 'Dee');
  const code = new URL(link, 'http://x').searchParams.get('c')!;
  // Away from the round first: its page fetches the next round's clip ahead, 1.5 s into it.
  await page.goto('about:blank');
  const clips: string[] = [];
  page.on('request', (request) => {
    if (isClipRequest(request)) clips.push(request.url());
  });
  const edited = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
  for (const broken of [edited, code.slice(0, -6), 'not-a-challenge']) {
    await page.goto(`/challenge?c=${broken}`);
    await expect(page.getByRole('alert')).toContainText('This challenge link is damaged');
    await expect(page.getByRole('button', { name: 'Play the challenge' })).toHaveCount(0);
  }
  expect(clips).toEqual([]);
  // The rest of the game is untouched.
  await page.getByRole('link', { name: 'Play something else' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a daily puzzle challenged: not yet played, it is that puzzle, and leads back to the results', async ({
  page,
  browser,
}) => {
  const openPuzzle = async (on: Page) => {
    const clip = on.waitForRequest(isClipRequest);
    await on.goto('/daily/map');
    return answerOf((await clip).url());
  };
  const dailyGuess = async (on: Page, item: Answer) => {
    await on.getByRole('combobox', { name: 'Your guess' }).fill(item.name);
    await on.getByRole('option', { name: item.name, exact: true }).click();
  };
  const answer = await openPuzzle(page);
  await dailyGuess(page, wrongGuesses('/map', answer, 1)[0]);
  await dailyGuess(page, answer);
  await expect(page.getByRole('heading', { name: 'Solved in 2/6' })).toBeVisible();
  const link = await makeLink(page, 'Fay');

  const second = await friend(browser);
  await second.page.goto(link);
  await expect(second.page.getByRole('heading', { name: 'Fay challenges you' })).toBeVisible();
  await expect(second.page.getByText(/Beat 2\/6 on Daily Map #\d+/)).toBeVisible();
  const clip = second.page.waitForRequest(isClipRequest);
  await second.page.getByRole('link', { name: /^Play Daily Map #\d+$/ }).click();
  expect(answerOf((await clip).url()).id).toBe(answer.id);
  await dailyGuess(second.page, answer);
  await expect(second.page.getByRole('heading', { name: 'Solved in 1/6' })).toBeVisible();
  // The end panel says who won, with the way to the results, on the first screen.
  const panel = second.page.getByRole('region', { name: 'Solved in 1/6' });
  await expect(panel).toContainText('You beat Fay!');
  await expect(panel).toContainText('Fay: 2/6');
  await expect(panel.getByRole('link', { name: "See the challenge's results" })).toBeInViewport();
  await second.page.getByRole('link', { name: "See the challenge's results" }).click();
  const versus = second.page.getByLabel('Results side by side');
  await expect(versus).toContainText('You1/6');
  await expect(versus).toContainText('Fay2/6');
  await second.context.close();
});

test('a daily puzzle challenged and lost: the end panel says the setter stays ahead', async ({
  page,
}) => {
  // Puzzle #23 is the puzzle of 2026-11-23 (UTC).
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00Z'));
  const challenge = encodeChallenge({
    game: { kind: 'daily', mode: 'map', puzzle: 23 },
    from: 1,
    results: [{ id: 1, nickname: 'Sova', value: 1, when: 29_000_000 }],
  });
  await page.goto(`/challenge?c=${challenge}`);
  const clip = page.waitForRequest(isClipRequest);
  await page.getByRole('link', { name: 'Play Daily Map #23' }).click();
  const answer = answerOf((await clip).url());
  await page.getByRole('combobox', { name: 'Your guess' }).fill(wrongFor(answer).name);
  await page.getByRole('option', { name: wrongFor(answer).name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Your guess' }).fill(answer.name);
  await page.getByRole('option', { name: answer.name, exact: true }).click();
  const panel = page.getByRole('region', { name: 'Solved in 2/6' });
  await expect(panel).toContainText('Sova stays ahead');
  await expect(panel).toContainText('Sova: 1/6');
  await expect(panel).not.toContainText('You beat');
});

test.describe('on a phone', () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  test.use(phone);

  /** Names a card with a tap, and guesses it (a second tap, or its Guess button, where asked). */
  async function tapGuess(page: Page, item: Answer) {
    await page.getByRole('main').getByRole('button', { name: item.name, exact: true }).tap();
    const confirm = page.getByRole('button', { name: `Guess ${item.name}` });
    if (await confirm.isVisible().catch(() => false)) await confirm.tap();
  }

  test('a round challenged by touch: the popup, the invitation and both results', async ({
    page,
    browser,
  }, testInfo) => {
    const answer = await openMode(page, '/map');
    await tapGuess(page, answer);
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('You Won!');
    const button = popup.getByRole('button', { name: 'Challenge a friend' });
    await button.tap();
    await popup.getByLabel('Your nickname (optional)').fill('Eli');
    const send = popup.getByRole('button', { name: 'Send', exact: true });
    for (const each of [button, send]) {
      expect((await each.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await send.tap();
    const field = popup.getByLabel('Challenge link');
    await expect(field).toHaveValue(/\/challenge\?c=/);
    await page.screenshot({ path: testInfo.outputPath('challenge-popup-390.png') });
    const url = new URL(await field.inputValue());

    const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
    await serveMediaImages(context);
    const second = await context.newPage();
    await second.goto(url.pathname + url.search);
    await expect(second.getByRole('heading', { name: 'Eli challenges you' })).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath('challenge-intro-390.png') });
    await second.getByRole('button', { name: 'Play the challenge' }).tap();
    await expect(second.getByRole('heading', { name: "What's the map?" })).toBeVisible();
    await second.screenshot({ path: testInfo.outputPath('challenge-round-390.png') });
    for (const wrong of wrongGuesses('/map', answer, 3)) await tapGuess(second, wrong);
    await expect(second.getByRole('heading', { name: 'Eli stays ahead' })).toBeVisible();
    await expect(second.getByLabel('Results side by side')).toContainText('YouX/3');
    await second.screenshot({
      path: testInfo.outputPath('challenge-results-390.png'),
      fullPage: true,
    });
    await context.close();
  });
});
