import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, serveMediaImages, test } from './fixtures';
import { answerOf, cachedClips, guess, isClipRequest, wrongGuesses } from './game';
import { DIST, hostSite } from './hostedSite';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  // The service worker fetches the images once it runs: answered for the whole context.
  await serveMediaImages(context);
});

/** Waits until the service worker has taken the page over (on a first visit, once installed). */
async function serviceWorkerControls(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test('after one visit, free play goes on offline among the cached clips, and says so', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/map');
  await serviceWorkerControls(page);
  // A visit under the service worker: the round's clip and the next round's are cached as fetched.
  await page.reload();
  const player = page.getByRole('group', { name: 'Mystery clip' });
  const play = player.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect.poll(() => cachedClips(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  await context.setOffline(true);
  // The round's clip is the one the page gets (from the cache). Under load, the emulated connection
  // can still read as online while the first paint deals; that deal asks for a clip that is not
  // saved, fails, and the round is dealt again from the saved clips (src/engine/connectedFreePlay.ts).
  const clip = page.waitForResponse(
    (response) => isClipRequest(response.request()) && response.ok(),
  );
  await page.reload();
  const answer = answerOf((await clip).url());
  await expect(page.getByRole('heading', { name: "What's the map?" })).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();
  const available = await cachedClips(page);
  await expect(
    page.getByText(`Only the ${available} clips of this mode saved on this device`),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-map.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('offline-map-touch.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The round's clip plays from the cache.
  await play.click();
  const seek = player.getByRole('slider', { name: 'Seek' });
  await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
  await guess(page, answer);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'You Won!' })).toBeVisible();

  // Play again deals another cached clip, which plays too. (The popup's own player may still ask
  // for the answer's clip after the click: a media element's request can come late.)
  const asked: string[] = [];
  const record = (request: Request) => {
    if (isClipRequest(request)) asked.push(answerOf(request.url()).id);
  };
  page.on('request', record);
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect.poll(() => asked.some((id) => id !== answer.id)).toBe(true);
  page.off('request', record);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await play.click();
  await expect(seek).not.toHaveAttribute('aria-valuenow', '0');

  // Every route opens offline; a mode none of whose clips is cached says so.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Choose wich mode you want to play' }),
  ).toBeVisible();
  await page.goto('/ace');
  await expect(page.getByText(/No clip of this mode is saved on this device yet/)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByText('This page does not exist (yet)')).toBeVisible();
  // A daily's and a challenge's links, whose pages (their link previews) are not precached.
  await page.goto('/daily/map');
  await expect(page.getByRole('heading', { name: /^Daily Map #\d+$/ })).toBeVisible();
  await page.goto('/challenge?c=AAAA');
  await expect(page.getByText('This challenge link is damaged')).toBeVisible();

  // Back online, every clip can come up again.
  await context.setOffline(false);
  await page.goto('/map');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});

test('a new deployment is announced with an offer to reload, and never reloads on its own', async ({
  page,
}, testInfo) => {
  // A copy of the build to deploy over; the clips are shared, not copied.
  const site = mkdtempSync(path.join(tmpdir(), 'earshot-deploy-'));
  for (const entry of readdirSync(DIST, { withFileTypes: true })) {
    const from = path.join(DIST, entry.name);
    if (entry.isDirectory() && ['abilities', 'aces', 'maps'].includes(entry.name)) {
      symlinkSync(from, path.join(site, entry.name));
    } else {
      cpSync(from, path.join(site, entry.name), { recursive: true });
    }
  }
  const host = await hostSite(site);
  try {
    const clip = page.waitForRequest(isClipRequest);
    await page.goto(`${host.url}/map`);
    const answer = answerOf((await clip).url());
    await serviceWorkerControls(page);
    // Mid-round: one wrong guess made.
    const [wrong] = wrongGuesses('/map', answer, 1);
    await guess(page, wrong!);
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));

    // The deploy: a build whose service worker precaches a changed page.
    const worker = path.join(site, 'sw.js');
    writeFileSync(
      worker,
      readFileSync(worker, 'utf8').replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1changed'),
    );
    // The game looks for a new version when it is brought back to the front (and hourly).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    const prompt = page
      .getByRole('status')
      .filter({ hasText: 'A new version of Earshot is ready' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('update-prompt.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('update-prompt-touch.png') });
    // Nothing reloads on its own: the round and its guess are still there.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByRole('list', { name: 'Your attempts' })).toContainText(wrong!.name);

    // The player chooses to reload: the new version runs.
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => !(window as { stillHere?: boolean }).stillHere);
    await expect(page.getByRole('heading', { name: "What's the map?" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  } finally {
    await host.close();
    rmSync(site, { recursive: true, force: true });
  }
});
