import type { Attempt } from './verdict';

/**
 * What a round's tries decide, for every play format (free play's rounds, a challenge's round, a
 * daily puzzle's six tries): the round machines' guards and the pages that show a kept result.
 */

/** A round is solved once one of its tries is right; a partial guess or a skip never solves it. */
export function isSolved(attempts: readonly Pick<Attempt, 'verdict'>[]): boolean {
  return attempts.some((attempt) => attempt.verdict === 'correct');
}

/** A round is out of tries once it has had as many as it gives. */
export function isOutOfAttempts(attempts: readonly unknown[], maxAttempts: number): boolean {
  return attempts.length >= maxAttempts;
}

/** A round is over once it is solved or out of tries. */
export function isOver(
  attempts: readonly Pick<Attempt, 'verdict'>[],
  maxAttempts: number,
): boolean {
  return isSolved(attempts) || isOutOfAttempts(attempts, maxAttempts);
}

/** Guessing an item already tried in the round costs nothing: it is not a try. */
export function isRepeatedGuess(
  attempts: readonly Pick<Attempt, 'id'>[],
  guessId: string,
): boolean {
  return attempts.some((attempt) => attempt.id === guessId);
}

/**
 * A round's result as a number (a challenge's result for a round or a daily puzzle): the tries it
 * took when solved, 0 when missed.
 */
export function triesValue(attempts: readonly Pick<Attempt, 'verdict'>[]): number {
  return isSolved(attempts) ? attempts.length : 0;
}
