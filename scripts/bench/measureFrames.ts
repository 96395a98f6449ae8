import type { Browser } from '@playwright/test';
import { withFreshPhonePage } from './freshPage.ts';

/** Chromium's CPU slowed as Lighthouse's phone profile slows it. */
const PHONE_CPU_SLOWDOWN = 4;
/** How long after the load event the page's frames are still counted: its first renders and the work they start. */
const SETTLE_MS = 6000;

/** What long animation frames record, read in the page (a frame is long from 50 ms). */
const OBSERVE_FRAMES = `(() => {
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__frames.push({
        durationMs: entry.duration,
        blockingMs: entry.blockingDuration,
        styleAndLayoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
        scripts: entry.scripts.map((script) => ({
          source: script.sourceURL.split('/').pop() || '(inline)',
          durationMs: script.duration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
})();`;

export interface LongFrame {
  durationMs: number;
  blockingMs: number;
  styleAndLayoutMs: number;
  scripts: { source: string; durationMs: number }[];
}

export interface FramesResult {
  /** The long frames' blocking (each one's time past 50 ms), summed. */
  blockingMs: number;
  frames: LongFrame[];
}

/**
 * A first visit on a phone's screen with the CPU slowed 4×, counting the main thread's long
 * animation frames from navigation to `SETTLE_MS` after the load event. Steadier than Lighthouse's
 * simulated blocking time (which swings from 0 to over 150 ms between runs of one build on a
 * route), and each frame names the scripts that took it, so a regression says where it is.
 */
export async function measureFrames(browser: Browser, url: string): Promise<FramesResult> {
  return withFreshPhonePage(browser, 60_000, async (page) => {
    await page.addInitScript({ content: OBSERVE_FRAMES });
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForTimeout(SETTLE_MS);
    const frames = (await page.evaluate('window.__frames')) as LongFrame[];
    await session.detach();
    return { blockingMs: frames.reduce((sum, frame) => sum + frame.blockingMs, 0), frames };
  });
}
