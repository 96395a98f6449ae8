import { DAILY_TRIES, type Verdict } from '../dailyModes.ts';
import { isOver as isRoundOver, isSolved } from '../rules/tries.ts';

/** One try at a daily puzzle: the item guessed (none for a skip) and how it went. */
export interface DailyTry {
  guessId: string | null;
  verdict: Verdict;
}

/** A player's play of one puzzle of one mode, as the game keeps it. */
export interface DailyProgress {
  puzzle: number;
  tries: DailyTry[];
  /** The puzzle number of the day the player finished it; unset while it is still being played. */
  finishedOn?: number;
}

/** Where a player stands on a puzzle: not started, started, solved in k tries, or missed. */
export type PuzzleState =
  | { kind: 'toPlay' }
  | { kind: 'playing'; tries: number }
  | { kind: 'solved'; tries: number }
  | { kind: 'missed' };

/** A puzzle is over as a round of six tries is: once a try is correct or all six are used. */
export function isOver(tries: readonly DailyTry[]): boolean {
  return isRoundOver(tries, DAILY_TRIES);
}

/**
 * Finished on the day it was the puzzle of: the only plays that make or break a streak, and the
 * only results everyone's numbers count (an archive play is the player's own).
 */
export function finishedOnItsDay(progress: DailyProgress): boolean {
  return isOver(progress.tries) && progress.finishedOn === progress.puzzle;
}

export function puzzleState(progress: DailyProgress | undefined): PuzzleState {
  if (!progress || progress.tries.length === 0) return { kind: 'toPlay' };
  if (isSolved(progress.tries)) return { kind: 'solved', tries: progress.tries.length };
  if (isOver(progress.tries)) return { kind: 'missed' };
  return { kind: 'playing', tries: progress.tries.length };
}

/**
 * Adds a try to a puzzle, unless it is already over (a late click changes nothing). `today` is the
 * puzzle number of the day it is played: a puzzle finished on its own day counts for streaks.
 */
export function addTry(progress: DailyProgress, attempt: DailyTry, today: number): DailyProgress {
  if (isOver(progress.tries)) return progress;
  const tries = [...progress.tries, attempt];
  return isOver(tries) ? { ...progress, tries, finishedOn: today } : { ...progress, tries };
}
