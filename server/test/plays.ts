import { randomUUID } from 'node:crypto';
import { dailyAnswerId } from '../../machines/daily/schedule.ts';
import type { DailyMode } from '../../machines/dailyModes.ts';
import { dailyLedger } from '../../src/content/daily/dailyLedger.ts';
import { GUESS_GROUPS } from '../rules/guessables.ts';
import type { ResultRequest } from '../routes/results.ts';

export const answerOf = (mode: DailyMode, puzzle: number) =>
  dailyAnswerId(mode, puzzle, dailyLedger[mode])!;

/** Items of a mode other than the puzzle's answer: wrong (or partial) guesses. */
export function misses(mode: DailyMode, puzzle: number): string[] {
  const answer = answerOf(mode, puzzle);
  return [...GUESS_GROUPS[mode].keys()].filter((id) => id !== answer);
}

/**
 * A whole play of a puzzle as the game would send it: solved on try `tries` (earlier tries a skip or
 * a wrong item, in turn), or missed when `tries` is null (six tries, none right).
 */
export function play(
  mode: DailyMode,
  puzzle: number,
  tries: number | null,
  browserId: string = randomUUID(),
): ResultRequest {
  const wrong = misses(mode, puzzle);
  const before = Array.from({ length: (tries ?? 7) - 1 }, (_, k) =>
    k % 2 === 0 ? wrong[k]! : null,
  ).slice(0, 6);
  const guesses = tries === null ? before : [...before, answerOf(mode, puzzle)];
  return { mode, puzzle, browserId, guesses };
}
