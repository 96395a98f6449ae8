import { isPuzzleOf, puzzleNumber } from '../../../machines/daily/calendar';
import { dailyAnswer } from '../../../machines/daily/schedule';
import type { Candidate } from '../../../machines/rules/answers';
import { dailyLedger } from '../../content/daily/dailyLedger';
import type { DailyModeDescriptor as Mode } from '../../modes/mode';

/** A puzzle as its screen opens it: playable, scheduled with no clip in the pack, or not a puzzle. */
export type DailyPuzzle =
  | { kind: 'ready'; mode: Mode; number: number; answer: Candidate; today: boolean }
  | { kind: 'clipMissing'; mode: Mode; number: number; today: boolean }
  | { kind: 'notFound' };

/**
 * Puzzle `number` of a mode (today's when unset) on the day holding `now`. A number that is not one
 * of the mode's puzzles (tomorrow's, before its first, not a whole number: `isPuzzleOf`) is not
 * found, like any unknown address.
 */
export function dailyPuzzle(mode: Mode, now: Date, number?: number): DailyPuzzle {
  const today = puzzleNumber(now);
  const n = number ?? today;
  if (!isPuzzleOf(mode.id, n, now)) return { kind: 'notFound' };
  const inPack = new Map(mode.pool.map((candidate) => [candidate.id, candidate]));
  const scheduled = dailyAnswer(mode.id, n, dailyLedger[mode.id], (id) => inPack.has(id));
  if (scheduled.kind === 'none') return { kind: 'notFound' };
  const isToday = n === today;
  if (scheduled.kind === 'clipMissing')
    return { kind: 'clipMissing', mode, number: n, today: isToday };
  return { kind: 'ready', mode, number: n, answer: inPack.get(scheduled.id)!, today: isToday };
}
