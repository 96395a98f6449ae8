import type { Browser, CDPSession, Page } from '@playwright/test';
import type { ModePath } from './catalogue.ts';
import { withFreshPage } from './freshPage.ts';
import { waitForRoundPlayer } from './gameplay.ts';
import { READ_TIMINGS, WHEN_DRAWN, type PageTimings } from './instrumentation.ts';

export interface RepeatVisitResult {
  route: ModePath;
  /** Milliseconds from navigation start to the waveform drawn, on a first and a repeat visit. */
  firstDrawnMs: number | null;
  repeatDrawnMs: number | null;
  /** Chrome's installability errors for the page (what Lighthouse's installability audit read). */
  installabilityErrors: string[];
}

/**
 * The network of both visits: Lighthouse's mobile "slow 4G" (150 ms round trips, 1.6 Mb/s down).
 * On loopback without it, a first visit's downloads cost nothing and a cache could not show.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Chrome reports this for any browser context without a profile (every bench context); Lighthouse's
 * installability audit left it out for the same reason.
 */
const CONTEXT_ONLY_ERRORS = new Set(['in-incognito']);

async function timeToWaveform(page: Page, session: CDPSession): Promise<number | null> {
  // A bare CDP evaluation: Playwright's waiting helpers would inject a large script meanwhile.
  await session.send('Runtime.evaluate', { expression: WHEN_DRAWN, awaitPromise: true });
  return ((await page.evaluate(READ_TIMINGS)) as PageTimings).drawnAt;
}

/**
 * A player's first and second visit to a game route on a mobile network, in one browser profile:
 * the first installs the service worker, which precaches the app shell and caches the round's clips;
 * the second is served from those caches.
 */
export async function measureRepeatVisit(
  browser: Browser,
  baseUrl: string,
  route: ModePath,
): Promise<RepeatVisitResult> {
  return withFreshPage(browser, 120_000, async (page) => {
    const session = await page.context().newCDPSession(page);
    try {
      await session.send('Network.enable');
      await session.send('Network.emulateNetworkConditions', SLOW_4G);

      await page.goto(baseUrl + route, { waitUntil: 'commit', timeout: 30_000 });
      const firstDrawnMs = await timeToWaveform(page, session);
      await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, {
        timeout: 60_000,
      });
      await waitForRoundPlayer(page);
      // Let the clips' downloads (this round's, the next round's prefetch) finish into the cache.
      await page.waitForTimeout(3_000);

      await page.goto(baseUrl + route, { waitUntil: 'commit', timeout: 30_000 });
      const repeatDrawnMs = await timeToWaveform(page, session);
      await waitForRoundPlayer(page);
      const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      return {
        route,
        firstDrawnMs,
        repeatDrawnMs,
        installabilityErrors: installabilityErrors
          .map((error) => error.errorId)
          .filter((id) => !CONTEXT_ONLY_ERRORS.has(id)),
      };
    } finally {
      await session.detach().catch(() => {});
    }
  });
}
