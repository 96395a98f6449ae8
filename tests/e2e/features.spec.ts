import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  abilitiesOf,
  answerOf,
  guess,
  isClipRequest,
  isClipUrl,
  itemsOf,
  openMode,
  wrongGuesses,
} from './game';

test('ability on hard gives one attempt and shows the abilities without agents', async ({
  page,
}, testInfo) => {
  await openMode(page, '/ability');
  await expect(page.getByText(/You have 3 attempt\(s\)/)).toBeVisible();
  const nextClip = page.waitForRequest(isClipRequest);
  await page.getByRole('combobox', { name: 'Difficulty:' }).selectOption({ label: 'Hard' });
  const answer = answerOf((await nextClip).url());
  await expect(page.getByText(/You have 1 attempt\(s\)/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('screen-ability-hard.png'), fullPage: true });
  await guess(page, wrongGuesses('/ability', answer, 1)[0]);
  await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible();
});

test('search narrows the gallery and sorts the matches', async ({ page }) => {
  await openMode(page, '/ace');
  await page.getByPlaceholder('Search...').fill('champions');
  // Every Champions bundle of the catalogue, a content update's too, in the order of their names.
  const champions = itemsOf('/ace')
    .map((bundle) => bundle.name)
    .filter((name) => name.startsWith('Champions'))
    .sort();
  expect(champions.length).toBeGreaterThanOrEqual(4);
  const cards = page.getByRole('main').getByRole('button', { name: /Champions/ });
  await expect(cards).toHaveCount(champions.length);
  for (const [i, name] of champions.entries())
    await expect(cards.nth(i)).toHaveAccessibleName(name);
  await expect(page.getByRole('main').getByRole('button', { name: 'RGX 11z Pro' })).toHaveCount(0);
});

test('volume and mute survive a reload', async ({ page }) => {
  await openMode(page, '/map');
  const volume = page.getByRole('slider', { name: 'Volume' });
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await volume.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Mute' }).click();
  const stored = await page.evaluate(() => [
    localStorage.getItem('volume'),
    localStorage.getItem('isMuted'),
  ]);
  expect(Number(stored[0])).toBeGreaterThan(0.45);
  expect(stored[1]).toBe('true');
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    stored[0]!,
  );
});

test('a corrupt stored volume falls back to the default', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('volume', 'loud'));
  await openMode(page, '/map');
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  await expect(page.getByRole('slider', { name: 'Volume' })).toHaveAttribute(
    'aria-valuenow',
    '0.375',
  );
  expect(await page.evaluate(() => localStorage.getItem('volume'))).toBe('0.375');
});

test('a clip answered with 404 shows the error, and retry plays it', async ({ page }, testInfo) => {
  let failing = true;
  await page.route(isClipUrl, (route) =>
    failing ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
  );
  await page.goto('/ace');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This clip cannot be played');
  await expect(alert).toContainText('404');
  await expect(page.getByRole('heading', { name: "What's the skin bundle?" })).toBeVisible();
  await expect(page.getByRole('button', { name: /Champions 2021/ })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('clip-error.png') });
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
});

test('every clip is requested with a plain GET of its spec address (with its peaks beside it), and nothing else', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { hostname, pathname, search } = new URL(request.url());
    if (hostname === '127.0.0.1' && /^\/(maps|aces|abilities|clips)\//.test(pathname)) {
      requested.push(`${request.method()} ${pathname}${search}`);
    }
  });
  for (const path of ['/map', '/ability', '/ace'] as const) {
    const answer = await openMode(page, path);
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
    await guess(page, answer);
    await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  }
  expect(requested.length).toBeGreaterThan(0);
  for (const request of requested) {
    expect(request).toMatch(
      /^GET \/(maps\/[0-9a-f-]+\.mp3|aces\/[0-9a-f-]+\.mp3|abilities\/[0-9a-f-]+\/[0-9a-f-]+\.wav)(\.peaks\.json)?$/,
    );
  }
});

test('images that fail leave plain tiles, each card naming its item once', async ({
  page,
}, testInfo) => {
  await page.unroute('https://media.valorant-api.com/**');
  await page.route('https://media.valorant-api.com/**', (route) => route.abort());
  await page.goto('/map');
  const ascent = page.getByRole('button', { name: 'Ascent' });
  await expect(ascent.getByTestId('image-fallback')).toBeVisible();
  await expect(ascent.getByTestId('image-fallback')).toHaveText('');
  await expect(ascent).toHaveText('Ascent');
  await expect(page.locator('main img')).toHaveCount(1); // Team Deathmatch's own image still loads
  await page.screenshot({ path: testInfo.outputPath('images-failed.png'), fullPage: true });
  await page.goto('/');
  await expect(page.getByRole('link', { name: /Map Theme/ })).toBeVisible();
});

test('a whole round can be played from the keyboard alone', async ({ page }, testInfo) => {
  const answer = await openMode(page, '/map');
  const wrong = wrongGuesses('/map', answer, 1)[0];
  await expect(page).toHaveTitle('Map Theme · Earshot');
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
  const play = page.getByRole('main').getByRole('button', { name: 'Play', exact: true });
  const search = page.getByPlaceholder('Search...');
  // The first stop is the link that skips the player, then the logo and the header's Help, Stats
  // and Settings.
  const header = page.getByRole('banner');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the guesses' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('skip-link.png') });
  for (const name of ['Earshot, home', 'Help', 'Stats', 'Settings']) {
    await page.keyboard.press('Tab');
    await expect(
      header.getByRole(name.startsWith('Earshot') ? 'link' : 'button', { name }),
    ).toBeFocused();
  }
  // Play the clip: Tab on to the play button.
  for (let i = 0; i < 30 && !(await play.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Search, then Tab into the results and pick with Enter.
  await search.focus();
  await page.keyboard.type(wrong.name);
  // As a player would, wait for the search to narrow the gallery before tabbing to the match.
  await searchApplied(page, wrong.name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong.name);
  await expect(page.getByRole('status').filter({ hasText: `${wrong.name}: wrong` })).toHaveCount(1);
  // Focus is back in the search box, with its text, not lost on the page.
  await expect(search).toBeFocused();
  await expect(search).toHaveValue(wrong.name);
  // With one result left, Enter in the search box picks it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(answer.name);
  await searchApplied(page, answer.name);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
  // The next round starts from its clip's Play button, not the last answer's card.
  await expect(play).toBeFocused();
  await expect(page.getByText('No guesses yet.')).toBeVisible();
});

/** Waits until the gallery shows the map matching `query` and no longer the others. */
async function searchApplied(page: Page, query: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: query })).toBeVisible();
  for (const other of itemsOf('/map').filter(
    (item) => !item.name.toLowerCase().includes(query.toLowerCase()),
  )) {
    await expect(main.getByRole('button', { name: other.name, exact: true })).toHaveCount(0);
  }
}

test('a wrong ability of the right agent is marked with a hint beside the broken heart', async ({
  page,
}, testInfo) => {
  const answer = await openMode(page, '/ability');
  const ability = abilitiesOf().find((item) => item.id === answer.id)!;
  const sibling = abilitiesOf().find(
    (item) => item.agentId === ability.agentId && item.id !== ability.id,
  )!;
  await guess(page, sibling);
  const attempts = page.getByRole('list', { name: 'Your attempts' });
  await expect(attempts.getByRole('listitem').first()).toContainText(`${sibling.name}right agent`);
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    await page.setViewportSize({ width, height });
    await attempts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`screen-partial-${width}.png`) });
  }
});
