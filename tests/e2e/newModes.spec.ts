import type { Page, Request } from '@playwright/test';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { answerOf, guess, isClipRequest, lineOf, type Answer } from './game';
import { animationsEnded } from './settle';

const agents = raw.agents;
const agentOf = (answer: Answer) => agents.find((agent) => agent.id === answer.id)!;
const roleOf = (answer: Answer) => agentOf(answer).role.name;
/** Agents of another role than the answer's: a plain miss. */
const otherRole = (answer: Answer) => agents.filter((agent) => agent.role.name !== roleOf(answer));
/** An agent of the answer's role that is not the answer: the right role. */
const sameRole = (answer: Answer) =>
  agents.find((agent) => agent.role.name === roleOf(answer) && agent.id !== answer.id)!;

const isLine = (line: string, answer?: Answer) => (request: Request) =>
  isClipRequest(request) &&
  lineOf(request.url()) === line &&
  (!answer || answerOf(request.url()).id === answer.id);

/** Opens a Voice round and returns its agent, learnt from the death line the page requests. */
async function openVoice(page: Page): Promise<Answer> {
  const clip = page.waitForRequest(isLine('death'));
  await page.goto('/voice');
  return answerOf((await clip).url());
}

const folderOf = (url: string) => new URL(url).pathname.split('/')[1];

test.describe('Voice lines', () => {
  test('is won on its second attempt, after the first miss unlocked the hello line', async ({
    page,
  }) => {
    const answer = await openVoice(page);
    await expect(page).toHaveTitle('Voice lines · Earshot');
    await expect(page.getByRole('heading', { name: 'Whose voice is this?' })).toBeVisible();
    const lines = page.getByRole('group', { name: 'Lines' });
    await expect(lines.getByRole('button', { name: 'Death' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(lines.getByRole('button', { name: 'Hello' })).toBeDisabled();
    await expect(lines.getByRole('button', { name: 'Agent Select' })).toBeDisabled();

    const hello = page.waitForRequest(isLine('hello', answer));
    await guess(page, otherRole(answer)[0]);
    await hello;
    await expect(lines.getByRole('button', { name: 'Hello' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(lines.getByRole('button', { name: 'Agent Select' })).toBeDisabled();
    // The line heard first stays playable.
    const death = page.waitForRequest(isLine('death', answer));
    await lines.getByRole('button', { name: 'Death' }).click();
    await death;
    await expect(lines.getByRole('button', { name: 'Death' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await guess(page, answer);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
    await expect(dialog).toContainText('Congratulations! You found the correct agent!');
    await expect(dialog.getByRole('img', { name: answer.name })).toBeVisible();
  });

  test('is lost after three misses, a right-role guess said so, and every line unlocked on the way', async ({
    page,
  }) => {
    const answer = await openVoice(page);
    const lines = page.getByRole('group', { name: 'Lines' });
    await guess(page, sameRole(answer));
    await expect(page.getByRole('main')).toContainText('right role');
    const pickme = page.waitForRequest(isLine('pickme', answer));
    await guess(page, otherRole(answer)[0]);
    await pickme;
    await expect(lines.getByRole('button', { name: 'Agent Select' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await guess(page, otherRole(answer)[1]);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Game Over' })).toBeVisible();
    await expect(dialog).toContainText(`The correct answer was: ${answer.name}`);
    await expect(dialog).toContainText('right role');
  });
  test('a reload after a miss plays on with the hello line, the only line the page asks for', async ({
    page,
  }) => {
    const answer = await openVoice(page);
    const hello = page.waitForRequest(isLine('hello', answer));
    await guess(page, otherRole(answer)[0]);
    await hello;

    // The first paint requests the round's clip before the app: the line the round plays on with.
    const asked: string[] = [];
    let reloaded = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloaded = true;
      else if (reloaded && isClipRequest(request) && answerOf(request.url()).id === answer.id) {
        asked.push(lineOf(request.url())!);
      }
    });
    await page.reload();
    const lines = page.getByRole('group', { name: 'Lines' });
    await expect(lines.getByRole('button', { name: 'Hello' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(new Set(asked)).toEqual(new Set(['hello']));
  });
});

test('a Footsteps round is found through the name of one of its agents', async ({ page }) => {
  const clip = page.waitForRequest(
    (request) => isClipRequest(request) && folderOf(request.url()) === 'footsteps',
  );
  await page.goto('/footsteps');
  const answer = answerOf((await clip).url());
  await expect(page.getByRole('heading', { name: 'Whose footsteps are these?' })).toBeVisible();
  const category = raw.footsteps.find((each) => each.id === answer.id)!;
  const agent = agents.find((each) => each.id === category.agentIds[0])!;
  const main = page.getByRole('main');
  await page.getByRole('searchbox', { name: 'Search' }).fill(agent.name);
  const card = main.getByRole('button', { name: answer.name, exact: true });
  await expect(card).toBeVisible();
  await expect(card).toContainText(agent.name);
  // Categories without that agent are filtered out.
  for (const other of raw.footsteps.filter((each) => !each.agentIds.includes(agent.id))) {
    await expect(main.getByRole('button', { name: other.name, exact: true })).toHaveCount(0);
  }
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await expect(dialog).toContainText('Congratulations! You found the correct footsteps!');
});

test('a daily Voice puzzle is played to its end, a right-role try shown as partial', async ({
  page,
}) => {
  // Voice lines went live on puzzle #25 (2026-11-25); their first puzzle is #26.
  await page.clock.setFixedTime(new Date('2026-11-26T10:00:00Z'));
  const clip = page.waitForRequest(isLine('death'));
  await page.goto('/daily/voice');
  const answer = answerOf((await clip).url());
  await expect(page.getByRole('heading', { name: 'Daily Voice #26' })).toBeVisible();
  const lines = page.getByRole('group', { name: 'Lines' });
  await expect(lines.getByRole('button', { name: 'Hello' })).toBeDisabled();

  const box = page.getByRole('combobox', { name: 'Your guess' });
  const pick = async (item: Answer) => {
    await box.fill(item.name);
    await page.getByRole('option', { name: item.name, exact: true }).click();
  };
  await pick(sameRole(answer));
  const tries = page.getByRole('list', { name: 'Your tries' }).getByRole('listitem');
  await expect(tries.nth(0)).toContainText('Right role');
  // Tries 1-2 hear the death line alone; the third adds hello.
  await expect(lines.getByRole('button', { name: 'Hello' })).toBeDisabled();
  const hello = page.waitForRequest(isLine('hello', answer));
  await page.getByRole('button', { name: 'Skip' }).click();
  await hello;
  await expect(lines.getByRole('button', { name: 'Hello' })).toBeEnabled();
  await expect(lines.getByRole('button', { name: 'Agent Select' })).toBeDisabled();
  await pick(answer);
  await expect(tries.nth(2)).toContainText('Correct');
  await expect(page.getByRole('combobox', { name: 'Your guess' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('Solved in 3/6');
});

test('/daily offers no Voice puzzle before its first, and Footsteps has none', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T10:00:00Z'));
  await page.goto('/daily/voice');
  await expect(page).toHaveTitle('Not found · Earshot');
  await page.goto('/daily/footsteps');
  await expect(page).toHaveTitle('Not found · Earshot');
  await page.goto('/whistles');
  await expect(page).toHaveTitle('Not found · Earshot');
});

test('an infinite Mixed run deals all five modes', async ({ page }) => {
  await page.goto('/infinite');
  const firstClip = page.waitForRequest(isClipRequest);
  await page.getByRole('link', { name: /^Mixed/ }).click();
  let answer = answerOf((await firstClip).url());
  let folder = folderOf((await firstClip).url());
  const seen = new Set<string>();
  for (let i = 0; i < 60 && seen.size < 5; i++) {
    seen.add(folder);
    if (seen.size === 5) break;
    const previous = answer;
    const following = page.waitForRequest(
      (request) => isClipRequest(request) && answerOf(request.url()).id !== previous.id,
    );
    await guess(page, answer);
    await expect(page.getByTestId('score')).toHaveText(String(i + 1));
    const request = await following;
    answer = answerOf(request.url());
    folder = folderOf(request.url());
  }
  expect([...seen].sort()).toEqual(['abilities', 'aces', 'footsteps', 'maps', 'voicelines']);
});

test('Listen plays a voice line, and its mode switch fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/listen');
  const modes = page.getByRole('group', { name: 'Mode' });
  await modes.getByRole('button', { name: 'Voice' }).click();
  await expect(modes.getByRole('button', { name: 'Voice' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const sova = agents.find((agent) => agent.name === 'Sova')!;
  await page.getByRole('searchbox', { name: 'Search' }).fill('Sova');
  const hello = page.waitForRequest(isLine('hello', sova));
  await page.getByRole('group', { name: 'Sova' }).getByRole('button', { name: 'Hello' }).click();
  await hello;
  await expect(page.getByRole('group', { name: 'Sova · Hello' })).toBeVisible();
  // Every footsteps clip is there too.
  await modes.getByRole('button', { name: 'Footsteps' }).click();
  for (const category of raw.footsteps) {
    await expect(
      page.getByRole('main').getByRole('button', { name: category.name, exact: true }),
    ).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the new modes are screenshot at 390×844', async ({ page }, testInfo) => {
    for (const path of ['/voice', '/footsteps', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await animationsEnded(page);
      await page.screenshot({
        path: testInfo.outputPath(`${path.slice(1) || 'home'}-390.png`),
        fullPage: true,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    }
  });
});

test('the new modes are screenshot at 1280×800', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/voice', '/footsteps', '/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await animationsEnded(page);
    await page.screenshot({ path: testInfo.outputPath(`${path.slice(1) || 'home'}-1280.png`) });
  }
  const home = page.getByRole('main');
  await expect(home.getByRole('heading', { name: 'New modes' })).toBeVisible();
  await expect(home.getByRole('link', { name: /^Voice lines/ })).toBeVisible();
  await expect(home.getByRole('link', { name: /^Footsteps/ })).toBeVisible();
});
