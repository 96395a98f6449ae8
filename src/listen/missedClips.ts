import type { RunClip } from '../../machines/infinite/run';
import { isOver } from '../../machines/daily/progress';
import { isSolved } from '../../machines/rules/tries';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { DAILY_MODES } from '../../machines/dailyModes';
import { dailyLedger } from '../content/daily/dailyLedger';
import { readDailyProgress } from '../storage/daily/dailyProgress';
import { addMissed, missedClipsEntry } from '../storage/infinite/infinite';
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
