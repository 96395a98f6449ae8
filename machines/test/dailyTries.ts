import type { DailyProgress, DailyTry } from '../daily/progress';
import type { Verdict } from '../dailyModes';

/** Tries from a compact line: `w` wrong, `p` partial, `s` skipped, `c` correct. */
export function tries(line: string): DailyTry[] {
  const verdicts: Record<string, Verdict> = {
    w: 'wrong',
    p: 'partial',
    s: 'skipped',
    c: 'correct',
  };
  return [...line].map((letter) => ({
    guessId: letter === 's' ? null : `guess-${letter}`,
    verdict: verdicts[letter],
  }));
}

/** A puzzle finished on `finishedOn` (its own day unless told). */
export function played(puzzle: number, line: string, finishedOn = puzzle): DailyProgress {
  return { puzzle, tries: tries(line), finishedOn };
}
