import type { Browser } from '@playwright/test';
import { NetworkMeter, type RequestRecord } from './cdpNetwork.ts';
import { isPlayerPath, type RoutePath } from './catalogue.ts';
import { withFreshPage } from './freshPage.ts';
import { waitForRoundPlayer } from './gameplay.ts';
import {
  READ_RESOURCE_TIMES,
  READ_TIMINGS,
  WHEN_DRAWN,
  type PageTimings,
  type ResourceTimes,
} from './instrumentation.ts';
import { isSiteAudioUrl } from './serve.ts';

export interface LoadResult {
  route: RoutePath;
  /** Compressed script bytes on the wire for the first visit. */
  jsBytes: number;
  scripts: { url: string; bytes: number }[];
  totalBytes: number;
  requests: number;
  /** Milliseconds from navigation start; null on the home page, which has no player. */
  drawnMs: number | null;
  playableMs: number | null;
  resources: ResourceTimes;
}

const isScript = (record: RequestRecord) =>
  record.type === 'Script' || /javascript|ecmascript/.test(record.mimeType);

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** A first visit in a fresh context with the cache disabled: what a new player downloads and waits. */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  route: RoutePath,
): Promise<LoadResult> {
  return withFreshPage(browser, 90_000, async (page) => {
    const meter = await NetworkMeter.attach(page, { cacheDisabled: true });
    const session = await page.context().newCDPSession(page);
    await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 30_000 });
    let drawnMs: number | null = null;
    let playableMs: number | null = null;
    if (isPlayerPath(route)) {
      // Waited for with a bare CDP evaluation: Playwright's waiting helpers first inject their own
      // large script into the page, whose evaluation (about 50 ms here) would take the main thread
      // from the app in the very interval being measured.
      await withTimeout(
        session.send('Runtime.evaluate', { expression: WHEN_DRAWN, awaitPromise: true }),
        10_000,
        'the waveform was not drawn',
      );
      await waitForRoundPlayer(page);
      // canplay may trail "ready" slightly; absence after this wait is reported as null.
      await page
        .waitForFunction('window.__bench.playableAt !== null', undefined, {
          timeout: 5_000,
          polling: 50,
        })
        .catch(() => {});
      const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;
      drawnMs = timings.drawnAt;
      playableMs = timings.playableAt;
    }
    // Lazy chunks requested after the first render still belong to the first visit.
    const origin = new URL(baseUrl).origin;
    await meter.waitForIdle((record) => !isSiteAudioUrl(record.url, origin), {
      quietMs: 1_000,
      timeoutMs: 15_000,
    });
    const scripts = meter
      .select(isScript)
      .map((record) => ({ url: pathOf(record.url), bytes: record.fromCache ? 0 : record.bytes }));
    const result: LoadResult = {
      route,
      jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      scripts,
      totalBytes: meter.bytes(() => true),
      requests: meter.records.size,
      drawnMs,
      playableMs,
      resources: (await page.evaluate(READ_RESOURCE_TIMES)) as ResourceTimes,
    };
    await meter.detach();
    await session.detach();
    return result;
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
