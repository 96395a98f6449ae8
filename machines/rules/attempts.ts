import type { Attempt } from './verdict';

export type Difficulty = 'normal' | 'hard' | 'infinite';

/** How many tries a round gives, per difficulty; a difficulty left out gives the normal count. */
export type AttemptRules = Partial<Record<Difficulty, number>> & { normal: number };

export function attemptsFor(rules: AttemptRules, difficulty: Difficulty): number {
  return rules[difficulty] ?? rules.normal;
}

/**
 * The attempts a round has left, as its hearts show them: each miss spends one, and the right guess
 * ends the round without costing one (a heart lost to a win would read as a life lost).
 */
export function remainingAttempts(
  maxAttempts: number,
  attempts: readonly Pick<Attempt, 'verdict'>[],
): number {
  const spent = attempts.filter((attempt) => attempt.verdict !== 'correct').length;
  return Math.max(0, maxAttempts - spent);
}
