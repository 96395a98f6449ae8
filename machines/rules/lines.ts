import type { Attempt } from './verdict';

/**
 * How many of a mode's lines a round lets the player hear: the first from the start, one more after
 * each miss (a wrong or partial guess, or a skip), all of them once the round is over; never more than
 * the mode has. Lines once unlocked stay playable.
 */
export function unlockedLineCount(
  lineCount: number,
  attempts: readonly Pick<Attempt, 'verdict'>[],
  ended: boolean,
): number {
  if (lineCount <= 0) return 0;
  if (ended) return lineCount;
  const misses = attempts.filter((attempt) => attempt.verdict !== 'correct').length;
  return Math.min(lineCount, 1 + misses);
}

/**
 * The line to play: the one the player chose, while it is unlocked; otherwise (nothing chosen yet, or
 * a choice from an earlier round) the newest unlocked line, which a miss has just made available.
 */
export function lineToPlay(unlocked: number, chosen: number | null): number {
  if (unlocked <= 0) return 0;
  return chosen !== null && chosen >= 0 && chosen < unlocked ? chosen : unlocked - 1;
}
