import type { Browser } from '@playwright/test';
import { NetworkMeter, type RequestRecord } from './cdpNetwork.ts';
import { isPlayerPath, type RoutePath } from './catalogue.ts';
import { withFreshPage, withFreshPhonePage } from './freshPage.ts';
import { waitForRoundPlayer } from './gameplay.ts';
import {
  READ_RESOURCE_TIMES,
  READ_TIMINGS,
  WHEN_DRAWN,
  type PageTimings,
  type ResourceTimes,
} from './instrumentation.ts';
import { isSiteAudioUrl } from './serve.ts';
import { PEAKS_SUFFIX } from '../../src/content/peaks.ts';
import { fixedRandomScript, type SampledClip } from './clipSample.ts';

export interface LoadResult {
  route: RoutePath;
  /** Compressed script bytes on the wire for the first visit. */
  jsBytes: number;
  scripts: { url: string; bytes: number }[];
  totalBytes: number;
  requests: number;
  /** Milliseconds from navigation start; null on a page without a player (home, Listen). */
  drawnMs: number | null;
  playableMs: number | null;
  /** Cumulative layout shift of the visit, once the page has settled. */
  layoutShift: number;
  resources: ResourceTimes;
}

/**
 * Lighthouse's mobile conditions (150 ms round trip, 1.6 Mb/s down, 750 kb/s up, a CPU 4x slower),
 * applied to the visit itself through the DevTools protocol.
 */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
const PHONE_CPU_SLOWDOWN = 4;

const isScript = (record: RequestRecord) =>
  record.type === 'Script' || /javascript|ecmascript/.test(record.mimeType);

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * A first visit in a fresh context with the cache disabled: what a new player downloads and waits.
 * With `phone`, on a phone's screen under Lighthouse's mobile throttling; with `clip`, a free-play
 * route made to deal that clip (its page's randomness fixed), which must be the clip it asks for.
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  route: RoutePath,
  {
    phone = false,
    clip,
    locale,
  }: {
    phone?: boolean;
    clip?: SampledClip;
    /** The browser's language (en-US if none). */ locale?: string;
  } = {},
): Promise<LoadResult> {
  const withPage = phone ? withFreshPhonePage : withFreshPage;
  return withPage(
    browser,
    90_000,
    async (page) => {
      if (clip) await page.addInitScript({ content: fixedRandomScript(clip.random) });
      const meter = await NetworkMeter.attach(page, { cacheDisabled: true });
      const session = await page.context().newCDPSession(page);
      if (phone) {
        await meter.session.send('Network.emulateNetworkConditions', PHONE_NETWORK);
        await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
      }
      await page.goto(baseUrl + route, { waitUntil: 'load', timeout: 30_000 });
      let drawnMs: number | null = null;
      let playableMs: number | null = null;
      if (isPlayerPath(route)) {
        // Waited for with a bare CDP evaluation: Playwright's waiting helpers first inject their own
        // large script into the page, whose evaluation would take the main thread
        // from the app in the very interval being measured.
        await withTimeout(
          session.send('Runtime.evaluate', { expression: WHEN_DRAWN, awaitPromise: true }),
          phone ? 30_000 : 10_000,
          'the waveform was not drawn',
        );
        await waitForRoundPlayer(page);
        // canplay may trail "ready" slightly; absence after this wait is reported as null.
        await page
          .waitForFunction('window.__bench.playableAt !== null', undefined, {
            timeout: phone ? 20_000 : 5_000,
            polling: 50,
          })
          .catch(() => {});
        const timings = (await page.evaluate(READ_TIMINGS)) as PageTimings;
        drawnMs = timings.drawnAt;
        playableMs = timings.playableAt;
      }
      // Lazy chunks requested after the first render still belong to the first visit.
      const origin = new URL(baseUrl).origin;
      if (clip) {
        const [first] = meter.select(
          (record) => isSiteAudioUrl(record.url, origin) && !record.url.endsWith(PEAKS_SUFFIX),
        );
        if (!first || pathOf(first.url) !== clip.url) {
          throw new Error(`dealt ${first ? pathOf(first.url) : 'no clip'}, not ${clip.url}`);
        }
      }
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
        layoutShift: ((await page.evaluate(READ_TIMINGS)) as PageTimings).layoutShift,
        resources: (await page.evaluate(READ_RESOURCE_TIMES)) as ResourceTimes,
      };
      await meter.detach();
      await session.detach();
      return result;
    },
    locale,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
