import { loadMode, MODE_IDS } from '../modes/loadMode';
import type { ModeId } from '../modes/mode';
import { prefetchClip } from '../player/prefetchClip';
import { dailyPuzzle } from './dailyPuzzle';

/** Long enough for the puzzle being opened to have its own clip, code and images first. */
const DELAY_MS = 5000;

/**
 * While one of today's puzzles is played, fetches the other modes' clips of the day in the
 * background: the service worker keeps every clip fetched, so the day's three puzzles then play
 * offline too. Returns a cancel function (the screen is leaving).
 */
export function prefetchTodaysClips(now: Date, playing: ModeId): () => void {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const timer = setTimeout(() => {
    for (const id of MODE_IDS.filter((other) => other !== playing)) {
      loadMode(id)
        ?.then((mode) => {
          const puzzle = dailyPuzzle(mode, now);
          if (!cancelled && puzzle.kind === 'ready') {
            cancels.push(prefetchClip(mode.clip(puzzle.answer.id)));
          }
        })
        // A mode's code that does not download costs only this head start.
        .catch(() => {});
    }
  }, DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancels.forEach((cancel) => cancel());
  };
}
