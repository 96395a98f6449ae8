import type { Candidate } from './answers';

/**
 * How a try went. Partial is "right group, wrong item": for abilities, the right agent with the
 * wrong ability. Where an item is its own group (maps, bundles) a guess is correct or wrong.
 */
export type Verdict = 'correct' | 'partial' | 'wrong' | 'skipped';

/** One try of a round, in the order played; a skip names no item. */
export interface Attempt {
  id: string | null;
  name: string;
  verdict: Verdict;
}

export const SKIPPED_NAME = 'Skipped';

export function verdictFor(guess: Candidate, answer: Candidate): Verdict {
  if (guess.id === answer.id) return 'correct';
  return guess.group === answer.group ? 'partial' : 'wrong';
}

export function attemptOf(guess: Candidate, answer: Candidate): Attempt {
  return { id: guess.id, name: guess.name, verdict: verdictFor(guess, answer) };
}

export function skippedAttempt(): Attempt {
  return { id: null, name: SKIPPED_NAME, verdict: 'skipped' };
}
