import type { Route } from '@playwright/test';
import { expect, MEDIA_SERVICE, test } from './fixtures';
import { guess, isClipUrl, openMode } from './game';

/** Browser internals that must never reach the player's screen. */
const INTERNALS = /PipelineStatus|DEMUXER|FFmpeg|dynamically imported|\/assets\/|\.js\b/;

test('a clip request that never answers ends in a message with Retry, not a stuck player', async ({
  page,
}, testInfo) => {
  const held: Route[] = [];
  await page.route(isClipUrl, (route) => void held.push(route));
  await page.goto('/map');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  await play.click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('taking too long', { timeout: 15_000 });
  await expect(page.getByTestId('player-time')).toContainText('0.0s');
  await page.screenshot({ path: testInfo.outputPath('clip-stalled.png') });
  expect(held.length).toBeGreaterThan(0);

  await page.unroute(isClipUrl);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('player-time')).not.toContainText(/^0\.0s/);
});

test("an undecodable clip is reported in a player's words, with the details in the console", async ({
  page,
}) => {
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.route(isClipUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'audio/mpeg', body: 'this is not audio at all' }),
  );
  await page.goto('/ace');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('the file is damaged');
  await expect(alert).not.toContainText(INTERNALS);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(console.join('\n')).toContain('Earshot: the clip');
});

test("a page whose code cannot be downloaded says so in a player's words", async ({ page }) => {
  // The screen's chunk: the play screen with its route's component.
  await page.route('**/assets/play-*.js', (route) => route.abort());
  await page.goto('/map');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert).toContainText('Check your connection');
  await expect(alert).not.toContainText(INTERNALS);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('with every later download of code failing, a round still ends in its popup, with no error', async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answer = await openMode(page, '/ace');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  // From here on, no code can be downloaded: the popup's and the confetti's included.
  const aborted: string[] = [];
  await page.route('**/assets/**', (route) => {
    aborted.push(route.request().url());
    return route.abort();
  });
  await page.waitForTimeout(2000);
  await expect(page.getByRole('heading', { name: "What's the skin bundle?" })).toBeVisible();
  await guess(page, answer);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('won-without-chunks.png') });
  await page.waitForTimeout(1000);
  expect(aborted.some((url) => /confetti/.test(url))).toBe(true);
  expect(errors).toEqual([]);
  await dialog.getByRole('button', { name: 'Play again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: "What's the skin bundle?" })).toBeVisible();
});

test('images that never answer give way to the names, which fit their tiles', async ({
  page,
}, testInfo) => {
  await page.unroute(MEDIA_SERVICE);
  await page.route(MEDIA_SERVICE, () => {}); // held open, never answered
  await page.goto('/ability');
  const gravityWell = page.getByRole('button', { name: 'Gravity Well' });
  await expect(gravityWell).toBeVisible();
  // The icons on screen wait IMAGE_PATIENCE_MS (4 s, ItemImage.tsx) from when they are shown, then give
  // way; a busy machine renders the page late, so the wait counts from the shown gallery, with room.
  const first = page.getByTestId('image-fallback').first();
  await expect(first).toBeVisible({ timeout: 4_000 + 10_000 });
  await page.screenshot({ path: testInfo.outputPath('images-held.png') });
  // Its initials, and the key players know it by (Gravity Well is Astra's C).
  await expect(gravityWell.getByTestId('image-fallback').locator('span')).toHaveText('GW');
  await expect(gravityWell.getByTestId('image-fallback').locator('kbd')).toHaveText('C');
  const overflowing = await page.getByTestId('image-fallback').evaluateAll((tiles) =>
    tiles
      .filter((tile) => tile.getBoundingClientRect().top < window.innerHeight)
      .filter((tile) => {
        // A tile whose name is written beside it (an agent's portrait) has no label.
        const label = tile.querySelector(':scope > span');
        if (!label) return false;
        return label.scrollWidth > tile.clientWidth || label.scrollHeight > tile.clientHeight;
      })
      .map((tile) => tile.textContent),
  );
  expect(overflowing).toEqual([]);
});

test('with images failing, every fallback label fits its tile, on normal and on hard', async ({
  page,
}, testInfo) => {
  await page.unroute(MEDIA_SERVICE);
  await page.route(MEDIA_SERVICE, (route) => route.abort());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ability');
  const fits = () =>
    page.getByTestId('image-fallback').evaluateAll((tiles) =>
      tiles
        .filter((tile) => {
          const label = tile.querySelector<HTMLElement>(':scope > span');
          if (!label) return false;
          // A word wider than its tile cannot wrap (words are never cut): it overflows.
          return label.scrollWidth > tile.clientWidth || label.offsetHeight > tile.clientHeight;
        })
        .map((tile) => tile.textContent),
    );
  await expect(page.getByTestId('image-fallback').first()).toBeVisible();
  expect(await fits()).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('images-failed-normal.png') });
  await page.getByRole('combobox', { name: 'Difficulty:' }).selectOption({ label: 'Hard' });
  await expect(page.getByText(/You have 1 attempt/)).toBeVisible();
  await expect(page.getByTestId('image-fallback').first()).toBeVisible();
  expect(await fits()).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('images-failed-hard.png') });
});
