import type { Page } from '@playwright/test';
import { expect, serveMediaImages, test } from './fixtures';
import { answerOf, guess, isClipRequest, type ModePath } from './game';

const FOLDER: Record<ModePath, string> = {
  '/map': '/maps/',
  '/ability': '/abilities/',
  '/ace': '/aces/',
};

/** Opens a mode and waits until its round's clip has arrived whole; returns the round's answer. */
async function openWithClipLoaded(page: Page, path: ModePath) {
  const done = page.waitForEvent(
    'requestfinished',
    (request) => isClipRequest(request) && new URL(request.url()).pathname.startsWith(FOLDER[path]),
  );
  await page.goto(path);
  const request = await done;
  return answerOf(request.url());
}

test('a round whose clip has loaded is not taken away when the connection drops', async ({
  page,
  context,
}, testInfo) => {
  const answer = await openWithClipLoaded(page, '/ace');
  const player = page.getByRole('group', { name: 'Mystery clip' });
  const play = player.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  await context.setOffline(true);
  await page.waitForTimeout(1000);
  await expect(page.getByText(/No clip of this mode is saved/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: "What's the skin bundle?" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-round-kept.png') });
  // The clip plays from the page, and the round is won as it would be online.
  await play.click();
  await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await guess(page, answer);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'You Won!' })).toBeVisible();
  // The next round comes from the offline pool: with no clip saved, there is none, and the page says so.
  await dialog.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByText(/No clip of this mode is saved on this device yet/)).toBeVisible();
});

/** How many clips the service worker has cached. */
function cachedClips(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await caches.open('earshot-clips')).keys()).length);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    // The service worker fetches the images once it runs: answered for the whole context.
    await serveMediaImages(context);
  });

  test('offline after one visit works from the first visit: what came before the worker is kept', async ({
    page,
    context,
  }) => {
    // A fresh context: the first visit, before any worker is installed.
    const clip = page.waitForRequest(isClipRequest);
    await page.goto('/map');
    const first = answerOf((await clip).url());
    const player = page.getByRole('group', { name: 'Mystery clip' });
    const play = player.getByRole('button', { name: 'Play', exact: true });
    const seek = player.getByRole('slider', { name: 'Seek' });
    // One round: its clip played, and the next round's fetched ahead.
    const next = page.waitForEvent(
      'requestfinished',
      (request) => isClipRequest(request) && answerOf(request.url()).id !== first.id,
    );
    await play.click();
    await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
    await next;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // Both clips reach the worker's cache, though they were fetched before it ran.
    await expect.poll(() => cachedClips(page), { timeout: 15_000 }).toBe(2);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(
      page.getByText('Only the 2 clips of this mode saved on this device'),
    ).toBeVisible();
    await play.click();
    await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
