import { INFINITE_CHOICES, type InfiniteChoice } from '../infiniteChoices';

/** The best score of each choice; a choice never played is left out. */
export type InfiniteBests = Partial<Record<InfiniteChoice, number>>;

/** Keeps a finished run's score if it beats the choice's best. */
export function recordScore(
  bests: InfiniteBests,
  choice: InfiniteChoice,
  score: number,
): InfiniteBests {
  return score > (bests[choice] ?? -1) ? { ...bests, [choice]: score } : bests;
}

/** Two devices' bests together: the higher of each choice. */
export function mergeBests(a: InfiniteBests, b: InfiniteBests): InfiniteBests {
  const merged: InfiniteBests = {};
  for (const choice of INFINITE_CHOICES) {
    const best = Math.max(a[choice] ?? -1, b[choice] ?? -1);
    if (best >= 0) merged[choice] = best;
  }
  return merged;
}

/**
 * Whether a run that ended with `score` set a new best: it beat the choice's best from before it
 * (a first run only by scoring, since a first run of 0 beats nothing).
 */
export function isNewBest(bestBefore: number | undefined, score: number): boolean {
  return score > (bestBefore ?? 0);
}
