import { finishedOnItsDay, type DailyProgress } from '../daily/progress.ts';
import type { DailyMode } from '../dailyModes.ts';
import { isSolved } from '../rules/tries.ts';
import { countingPuzzles } from './countingDay.ts';

/** A finished daily puzzle of its own day, as the community API takes it (without the browser's id). */
export interface ResultToSend {
  mode: DailyMode;
  puzzle: number;
  /** The items guessed, in order; null for a skip. */
  guesses: (string | null)[];
  solved: boolean;
}

/** What a player keeps of the results the API has taken: `map/27`, one per mode and puzzle. */
export type SentResults = readonly string[];

/** A result's place in `SentResults`. */
export const keyOf = (result: Pick<ResultToSend, 'mode' | 'puzzle'>) =>
  `${result.mode}/${result.puzzle}`;

/**
 * The result of a puzzle as the API takes it, or null when it is not sent: only a puzzle finished on
 * its own day is (an archive play never counts; free play, Infinite and challenges keep no daily
 * progress, so never reach here).
 */
export function resultToSend(mode: DailyMode, progress: DailyProgress): ResultToSend | null {
  if (!finishedOnItsDay(progress)) return null;
  return {
    mode,
    puzzle: progress.puzzle,
    guesses: progress.tries.map((each) => each.guessId),
    solved: isSolved(progress.tries),
  };
}

/**
 * The outbox: the results waiting to be sent at `now`, read from the player's own daily progress
 * (`progressOf`): each puzzle finished on its own day whose result still counts (today's, and
 * yesterday's in the grace minutes) and that the API has not taken (`sent`). A result whose day has
 * passed is no longer waiting: it is let go, unsent, without a word.
 */
export function waitingResults(
  modes: readonly DailyMode[],
  progressOf: (mode: DailyMode, puzzle: number) => DailyProgress,
  sent: SentResults,
  now: Date,
): ResultToSend[] {
  const counting = countingPuzzles(now);
  return modes.flatMap((mode) =>
    counting.flatMap((puzzle) => {
      const result = resultToSend(mode, progressOf(mode, puzzle));
      return result && !sent.includes(keyOf(result)) ? [result] : [];
    }),
  );
}
