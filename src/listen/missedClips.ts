import type { RunClip } from '../../machines/infinite/run';
import { isOver, isSolved } from '../../machines/daily/progress';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { DAILY_MODES } from '../../machines/daily/verdict';
import { dailyLedger } from '../content/daily/dailyLedger';
import { readDailyProgress } from '../storage/dailyProgress';
import { addMissed, missedClipsEntry } from '../storage/infinite';
import type { GameStore } from '../storage/store';

/** Every clip the player has missed: daily puzzles finished unsolved, and infinite runs' misses. */
export function missedClips(store: GameStore): RunClip[] {
  const daily = DAILY_MODES.flatMap((mode) =>
    readDailyProgress(store, mode)
      .filter((progress) => isOver(progress.tries) && !isSolved(progress.tries))
      .flatMap((progress) => {
        const id = dailyAnswerId(mode, progress.puzzle, dailyLedger[mode]);
        return id ? [{ mode, id }] : [];
      }),
  );
  return addMissed(daily, store.read(missedClipsEntry));
}
