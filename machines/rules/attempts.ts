export type Difficulty = 'normal' | 'hard' | 'infinite';

/** How many tries a round gives, per difficulty; a difficulty left out gives the normal count. */
export type AttemptRules = Partial<Record<Difficulty, number>> & { normal: number };

export function attemptsFor(rules: AttemptRules, difficulty: Difficulty): number {
  return rules[difficulty] ?? rules.normal;
}

export function remainingAttempts(maxAttempts: number, attempts: readonly unknown[]): number {
  return Math.max(0, maxAttempts - attempts.length);
}
