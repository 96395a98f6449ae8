import { DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import { loadDailyMode } from '../engine/deal/loadMode';
import { prefetchClip } from '../engine/prefetchClip';
import { dailyPuzzle } from '../engine/daily/dailyPuzzle';

/** Long enough for the puzzle being opened to have its own clip, code and images first. */
const DELAY_MS = 5000;

/**
 * Fetches today's clips in the background: the service worker keeps every clip fetched, so the
 * day's puzzles then play offline too. While one of them is played (`playing`), the other modes'
 * after the puzzle's head start; on the daily hub (`playing` null), which has no clip of its own,
 * every mode's at once, so that one visit of /daily saves the day. Returns a cancel function (the
 * screen is leaving).
 */
export function prefetchTodaysClips(now: Date, playing: DailyMode | null): () => void {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const timer = setTimeout(
    () => {
      for (const id of DAILY_MODES.filter((other) => other !== playing)) {
        loadDailyMode(id)
          ?.then((mode) => {
            const puzzle = dailyPuzzle(mode, now);
            if (!cancelled && puzzle.kind === 'ready') {
              cancels.push(prefetchClip(mode.clip(puzzle.answer.id)));
            }
          })
          // A mode's code that does not download costs only this head start.
          .catch(() => {});
      }
    },
    playing === null ? 0 : DELAY_MS,
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancels.forEach((cancel) => cancel());
  };
}
