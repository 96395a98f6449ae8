import type { Browser, CDPSession, Page } from '@playwright/test';
import { NetworkMeter } from './cdpNetwork.ts';
import type { ModePath } from './catalogue.ts';
import { withFreshPage } from './freshPage.ts';
import {
  guessUntilRoundEnds,
  settlePopupPlayer,
  startNextRound,
  waitForRoundPlayer,
} from './gameplay.ts';
import { isSiteAudioUrl, type StaticServer } from './serve.ts';

export interface RoundsPlan {
  /** Rounds whose audio bytes (first load included) are averaged. */
  audioRounds: number;
  /** Rounds after which the JS heap is taken; the last also counts live audio elements. */
  heapAfter: number[];
}

export interface RoundsResult {
  mode: ModePath;
  roundsPlayed: number;
  /** Audio bytes sent by the server from navigation to the end of the counted rounds. */
  audioBytes: number;
  audioBytesPerRound: number;
  /** What DevTools saw in the same window: it under-counts cancelled media range requests. */
  devtoolsAudioBytes: number;
  audioRequests: { url: string; status: number; bytes: number; fromCache: boolean }[];
  /** usedSize after garbage collection, in bytes, per round count. */
  heap: Record<number, number>;
  audioElementsAlive: number | null;
}

async function usedHeap(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  return (await session.send('Runtime.getHeapUsage')).usedSize;
}

/** Live <audio> elements, attached or not: a player that leaks them leaks decoded media too. */
async function countAudioElements(session: CDPSession): Promise<number> {
  await session.send('HeapProfiler.collectGarbage');
  const prototype = await session.send('Runtime.evaluate', {
    expression: 'HTMLAudioElement.prototype',
    objectGroup: 'bench',
  });
  const found = await session.send('Runtime.queryObjects', {
    prototypeObjectId: prototype.result.objectId!,
    objectGroup: 'bench',
  });
  const count = await session.send('Runtime.callFunctionOn', {
    objectId: found.objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
    objectGroup: 'bench',
  });
  await session.send('Runtime.releaseObjectGroup', { objectGroup: 'bench' });
  return count.result.value as number;
}

/**
 * Plays rounds through the UI the way a player would, with the browser cache on, counting the
 * audio that travels (range requests included, cache hits as nothing) and sampling the heap.
 * Nothing else talks to the bench's server meanwhile, so its audio count is this page's.
 */
export async function measureRounds(
  browser: Browser,
  site: StaticServer,
  mode: ModePath,
  names: ReadonlySet<string>,
  plan: RoundsPlan,
): Promise<RoundsResult> {
  const rounds = Math.max(plan.audioRounds, ...plan.heapAfter);
  const origin = new URL(site.url).origin;
  const isAudio = (record: { url: string }) => isSiteAudioUrl(record.url, origin);
  // A round takes a few seconds; the margin is for a slow machine, the limit for a stuck UI.
  return withFreshPage(browser, 60_000 + rounds * 15_000, async (page: Page) => {
    const meter = await NetworkMeter.attach(page, { cacheDisabled: false });
    await meter.session.send('HeapProfiler.enable');
    const audioStart = site.audioBytesSent();
    let devtoolsAudioBytes = 0;
    await page.goto(site.url + mode, { waitUntil: 'load', timeout: 30_000 });
    await waitForRoundPlayer(page);

    const heap: Record<number, number> = {};
    let audioBytes = 0;
    let audioRequests: RoundsResult['audioRequests'] = [];
    let audioElementsAlive: number | null = null;
    for (let round = 1; round <= rounds; round++) {
      await guessUntilRoundEnds(page, names);
      if (round === plan.audioRounds) {
        await settlePopupPlayer(page);
        const records = meter.select(isAudio);
        audioBytes = site.audioBytesSent() - audioStart;
        devtoolsAudioBytes = meter.bytes(isAudio);
        audioRequests = records.map((record) => ({
          url: new URL(record.url).pathname,
          status: record.status,
          bytes: record.bytes,
          fromCache: record.fromCache,
        }));
      }
      const sample = plan.heapAfter.includes(round);
      // The heap is sampled in the next round's steady state, comparable from sample to sample.
      if (round < rounds || sample) await startNextRound(page);
      if (sample) {
        // Let the new round's effects and timers settle before sampling.
        await page.waitForTimeout(500);
        heap[round] = await usedHeap(meter.session);
        if (round === rounds) audioElementsAlive = await countAudioElements(meter.session);
      }
    }
    await meter.detach();
    return {
      mode,
      roundsPlayed: rounds,
      audioBytes,
      audioBytesPerRound: audioBytes / plan.audioRounds,
      devtoolsAudioBytes,
      audioRequests,
      heap,
      audioElementsAlive,
    };
  });
}
