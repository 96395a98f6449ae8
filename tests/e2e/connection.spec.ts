import type { Page, Route } from '@playwright/test';
import { puzzleNumber } from '../../machines/daily/calendar';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { dailyModesOn } from '../../machines/dailyModes';
import { expect, serveMediaImages, test } from './fixtures';
import {
  answerOf,
  cachedClipFiles,
  cachedClips,
  guess,
  isClipRequest,
  type ModePath,
} from './game';

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
    // And each one's peaks with it, so that a round offline draws its waveform.
    await expect
      .poll(async () => (await cachedClipFiles(page)).peaks.length, { timeout: 15_000 })
      .toBe(2);
    const { clips, peaks } = await cachedClipFiles(page);
    expect(peaks.sort()).toEqual(clips.map((clip) => `${clip}.peaks.json`).sort());

    await context.setOffline(true);
    const roundPeaks = page.waitForResponse((response) => response.url().endsWith('.peaks.json'));
    await page.reload();
    expect((await roundPeaks).ok()).toBe(true);
    await expect(page.getByText('You are offline')).toBeVisible();
    await expect(
      page.getByText('Only the 2 clips of this mode saved on this device'),
    ).toBeVisible();
    await play.click();
    await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the service worker answering the media element', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    await serveMediaImages(context);
  });

  test('a range of a clip the worker has not cached yet comes back as that range', async ({
    page,
  }) => {
    const clip = page.waitForRequest(isClipRequest);
    await page.goto('/ability');
    const url = (await clip).url();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const answers = await page.evaluate(async (url) => {
      const whole = await (await fetch(url, { cache: 'no-store' })).arrayBuffer();
      const ask = async (range: string) => {
        // Not in the worker's cache: the worker fetches it from the network.
        await (await caches.open('earshot-clips')).delete(url);
        const response = await fetch(url, { headers: { Range: range }, cache: 'no-store' });
        const body = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          contentRange: response.headers.get('content-range'),
          length: body.length,
          first: body[0],
        };
      };
      return {
        size: whole.byteLength,
        byte100: new Uint8Array(whole)[100],
        from100: await ask('bytes=100-'),
        first10: await ask('bytes=0-9'),
      };
    }, url);
    expect(answers.from100).toEqual({
      status: 206,
      contentRange: `bytes 100-${answers.size - 1}/${answers.size}`,
      length: answers.size - 100,
      first: answers.byte100,
    });
    expect(answers.first10).toMatchObject({
      status: 206,
      contentRange: `bytes 0-9/${answers.size}`,
      length: 10,
    });
  });

  test('many reloads and plays across modes, with the worker on, never break a clip', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    page.on('console', (message) => {
      if (/Earshot: the clip|PIPELINE_ERROR|data source error/.test(message.text())) {
        failures.push(message.text());
      }
    });
    await page.goto('/ability');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    for (let turn = 0; turn < 3; turn++) {
      for (const path of ['/ability', '/map', '/ace'] as const) {
        await page.goto(path);
        const player = page.getByRole('group', { name: 'Mystery clip' });
        await player.getByRole('button', { name: 'Play', exact: true }).click();
        await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
          'aria-valuenow',
          '0',
        );
        await page.reload();
        await player.getByRole('button', { name: 'Play', exact: true }).click();
        await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
          'aria-valuenow',
          '0',
        );
        await expect(page.getByRole('alert')).toHaveCount(0);
        // Every other turn the worker's copies are gone (expired, or the storage was cleared), so
        // the media element's ranges are answered from the network.
        if (turn % 2 === 1) await page.evaluate(() => caches.delete('earshot-clips'));
      }
    }
    expect(failures).toEqual([]);
  });
});

test.describe('offline, a clip that is not saved', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context, page }) => {
    await serveMediaImages(context);
    // One visit of the home page: the worker is installed, no clip is saved.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
  });

  const OFFLINE_CLIP = /offline.*not saved on this device yet/i;

  test('a daily puzzle says so, spends no try until the clip plays, and plays once back online', async ({
    page,
    context,
  }, testInfo) => {
    await context.setOffline(true);
    await page.goto('/daily/map');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(OFFLINE_CLIP);
    await expect(alert).not.toContainText('damaged');
    await page.screenshot({ path: testInfo.outputPath('daily-offline-clip.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('daily-offline-clip-touch.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    const box = page.getByRole('combobox', { name: 'Your guess' });
    const skip = page.getByRole('button', { name: 'Skip' });
    await expect(box).toBeDisabled();
    await expect(skip).toBeDisabled();
    await expect(page.getByText('Try 1 of 6')).toBeVisible();

    // Back online, the clip arrives without a reload, the message goes and the tries can be spent.
    await context.setOffline(false);
    await expect(alert).toHaveCount(0, { timeout: 15_000 });
    const player = page.getByRole('group', { name: 'Mystery clip' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(skip).toBeEnabled();
    await skip.click();
    await expect(page.getByText('Try 2 of 6')).toBeVisible();
  });

  test('the home page says which of today’s puzzles play offline: none, then every one once /daily has saved them', async ({
    page,
    context,
  }, testInfo) => {
    const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
    await context.setOffline(true);
    await page.goto('/');
    await expect(offline).toHaveText(
      'You are offline. Today’s puzzles wait for a connection: their clips are not saved on this device yet.',
    );
    await page.screenshot({ path: testInfo.outputPath('home-offline-nothing-saved.png') });

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    // One visit of the hub saves every mode's clip of the day, at once.
    await page.goto('/daily');
    const modes = dailyModesOn(puzzleNumber(new Date()));
    await expect.poll(() => cachedClips(page), { timeout: 30_000 }).toBe(modes.length);
    await context.setOffline(true);
    await page.goto('/');
    const names = modes.map((mode) => DAILY_MODE_LABELS[mode]);
    await expect(offline).toHaveText(
      `You are offline, and today’s puzzles play all the same: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}, saved on this device.`,
    );
    await page.screenshot({ path: testInfo.outputPath('home-offline-all-saved.png') });
  });

  test('an infinite run with no clip saved says so before it starts, and starts once back online', async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await page.goto('/infinite?choice=ace');
    await expect(page.getByText(/No clip of Ace is saved on this device yet/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Mystery clip' })).toHaveCount(0);
    // Nothing was spent or kept: the run has not started.
    expect(await page.evaluate(() => localStorage.getItem('earshot.infinite.run.ace'))).toBeNull();

    await context.setOffline(false);
    const player = page.getByRole('group', { name: 'Mystery clip' });
    await player.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 15_000 });
    await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('img', { name: '3 of 3' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('offline, an infinite run deals the clips saved, as free play does', () => {
  test.use({ serviceWorkers: 'allow' });
  test.beforeEach(async ({ context }) => {
    await serveMediaImages(context);
  });

  test('a run opened offline plays a saved clip, and deals only saved clips after it', async ({
    page,
    context,
  }, testInfo) => {
    // Online, one round of Map Theme: its clip and the next round's are saved.
    await page.goto('/map');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect.poll(() => cachedClips(page), { timeout: 15_000 }).toBe(2);
    const saved = (await cachedClipFiles(page)).clips.map((clip) => answerOf(`http://x${clip}`));

    await context.setOffline(true);
    const dealt: string[] = [];
    page.on('request', (request) => {
      if (isClipRequest(request)) dealt.push(answerOf(request.url()).id);
    });
    await page.goto('/infinite?choice=map');
    await expect(page.getByText('Only the 2 clips saved on this device can come up')).toBeVisible();
    const player = page.getByRole('group', { name: 'Mystery clip' });
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(player.getByRole('slider', { name: 'Seek' })).not.toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('infinite-offline-saved.png') });
    // Three clips in a row, each a saved one that plays: right guesses, then the next.
    for (let turn = 0; turn < 3; turn++) {
      const clip = saved.find((answer) => answer.id === dealt.at(-1))!;
      expect(clip, `clip ${turn + 1} is a saved one`).toBeDefined();
      const next = page.waitForRequest(isClipRequest);
      await guess(page, clip);
      await expect(page.getByTestId('score')).toHaveText(String(turn + 1));
      await next;
    }
    expect(dealt.every((id) => saved.some((answer) => answer.id === id))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

/**
 * How many pixel rows of the waveform's canvases hold any ink: a flat line (what shows while the
 * peaks are on their way) has one or two, a drawn clip dozens.
 */
function inkedRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = new Set<number>();
    const visit = (root: ParentNode) => {
      for (const canvas of root.querySelectorAll('canvas')) {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0 || canvas.height === 0) continue;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let index = 3; index < data.length; index += 4) {
          if (data[index] > 0) rows.add(Math.floor((index - 3) / 4 / canvas.width));
        }
      }
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    const slider = document.querySelector('main [role="slider"][aria-label="Seek"]');
    if (slider) visit(slider);
    return rows.size;
  });
}

test.describe("a round whose waveform's peaks do not arrive", () => {
  // Held past the moment the clip can play: a flat line shows meanwhile.
  const late = (answer: (route: Route) => Promise<void>) => (route: Route) =>
    new Promise<void>((done) => setTimeout(() => void answer(route).then(done, done), 1_500));
  const failures = [
    ['missing', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
    ['cut short', (route: Route) => route.fulfill({ status: 200, body: '{"peaks":"AAAA' })],
    ['unreachable', (route: Route) => route.abort('internetdisconnected')],
    ['late, then unreachable', late((route) => route.abort('internetdisconnected'))],
    ['late', late((route) => route.continue())],
  ] as const;
  for (const [what, answer] of failures) {
    test(`still draws and plays its clip, and blames nothing, when they are ${what}`, async ({
      page,
    }, testInfo) => {
      const asked: string[] = [];
      await page.route('**/*.peaks.json', (route) => {
        asked.push(route.request().url());
        return answer(route);
      });
      await page.goto('/ability');
      const player = page.getByRole('group', { name: 'Mystery clip' });
      const play = player.getByRole('button', { name: 'Play', exact: true });
      const seek = player.getByRole('slider', { name: 'Seek' });
      await expect(play).toBeEnabled();
      expect(asked.length).toBeGreaterThan(0);
      // Drawn from the decoded clip instead (or from the peaks that came late): not a flat line.
      await expect(seek.locator('canvas').first()).toBeVisible();
      await expect.poll(() => inkedRows(page), { timeout: 10_000 }).toBeGreaterThan(10);
      await page.screenshot({ path: testInfo.outputPath('drawn-without-peaks.png') });
      await play.click();
      await expect(seek).not.toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
