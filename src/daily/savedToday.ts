import type { DailyMode } from '../../machines/dailyModes';
import { isCached } from '../engine/deal/answerPool';
import { dailyPuzzle } from '../engine/daily/dailyPuzzle';
import { loadDailyMode } from '../engine/deal/loadMode';

/**
 * Which of `modes`' puzzles of the day holding `now` can play without a network: those whose clip the
 * service worker has saved (a visit of /daily saves them all, src/daily/prefetchTodaysClips.ts). A
 * mode whose code is not saved either cannot play, and is left out. Loaded by the home page only when
 * it is offline.
 */
export async function savedTodaysPuzzles(
  modes: readonly DailyMode[],
  now: Date,
): Promise<DailyMode[]> {
  const saved = await Promise.all(
    modes.map(async (id) => {
      try {
        const mode = await loadDailyMode(id);
        const puzzle = mode && dailyPuzzle(mode, now);
        return puzzle?.kind === 'ready' && (await isCached(mode!.clip(puzzle.answer.id).url));
      } catch {
        return false;
      }
    }),
  );
  return modes.filter((_, index) => saved[index]);
}
