import { puzzleNumber } from '../daily/calendar.ts';

/**
 * How long after 00:00 UTC the previous day's puzzle still counts: a puzzle finished at 23:59 whose
 * result reaches the server a moment after midnight (a slow network, a phone waking up) is still a
 * result of its own day.
 */
export const RESULT_GRACE_MS = 10 * 60 * 1000;

/** The puzzle numbers whose results count at `now`: today's, and yesterday's in the grace minutes. */
export function countingPuzzles(now: Date, graceMs = RESULT_GRACE_MS): number[] {
  const today = puzzleNumber(now);
  const yesterday = puzzleNumber(new Date(now.getTime() - graceMs));
  return yesterday === today ? [today] : [today, yesterday];
}

/** Whether results of puzzle `n` still count at `now`: only today's (and yesterday's in the grace). */
export function countsOn(n: number, now: Date, graceMs = RESULT_GRACE_MS): boolean {
  return countingPuzzles(now, graceMs).includes(n);
}

/**
 * Whether puzzle `n`'s numbers can no longer change at `now`: its day and the grace after it are over.
 * A final puzzle's numbers may be cached for long.
 */
export function isFinal(n: number, now: Date, graceMs = RESULT_GRACE_MS): boolean {
  return n < puzzleNumber(now) && !countsOn(n, now, graceMs);
}
