import { firstPuzzle, type DailyMode } from '../dailyModes.ts';

/** One puzzle a day for everyone: the day turns at 00:00 UTC, whatever the player's own clock says. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Puzzle #1 is the puzzle of 2026-11-01 (UTC). */
export const FIRST_PUZZLE_AT = Date.UTC(2026, 10, 1);

/** The puzzle number of the UTC day holding `now`: 1 on 2026-11-01, 0 or less before it. */
export function puzzleNumber(now: Date): number {
  return Math.floor((now.getTime() - FIRST_PUZZLE_AT) / DAY_MS) + 1;
}

/** The moment puzzle `n` becomes today's puzzle (00:00 UTC of its day). */
export function puzzleDate(n: number): Date {
  return new Date(FIRST_PUZZLE_AT + (n - 1) * DAY_MS);
}

/** When the next puzzles arrive, and how long that is from `now` in milliseconds. */
export function nextPuzzleAt(now: Date): Date {
  return puzzleDate(puzzleNumber(now) + 1);
}

export function msUntilNextPuzzle(now: Date): number {
  return nextPuzzleAt(now).getTime() - now.getTime();
}

/** The number an address gives a puzzle: digits only ("12"), anything else is no puzzle. */
export function puzzleNumberParam(text: string): number {
  return /^\d{1,6}$/.test(text) ? Number(text) : NaN;
}

/**
 * Whether `mode` has a puzzle `n` on some day, past or to come: a whole number from the mode's first
 * puzzle (#1, or a later one for a mode that joined after the dailies began).
 */
export function hasPuzzle(mode: DailyMode, n: number): boolean {
  return Number.isInteger(n) && n >= firstPuzzle(mode);
}

/**
 * Whether `mode` has a puzzle `n` on the day holding `now`: one of its puzzles (`hasPuzzle`) up to
 * today's. The one rule for which puzzles exist: the first paint, the puzzle's screen, the archive
 * and the community API's reads follow it.
 */
export function isPuzzleOf(mode: DailyMode, n: number, now: Date): boolean {
  return hasPuzzle(mode, n) && n <= puzzleNumber(now);
}

/** The archive of `mode` on the day holding `now`: every puzzle of it before today's, newest first. */
export function pastPuzzles(mode: DailyMode, now: Date): number[] {
  const past: number[] = [];
  for (let n = puzzleNumber(now) - 1; isPuzzleOf(mode, n, now); n--) past.push(n);
  return past;
}

/** `hh:mm:ss` left, for a countdown (whole seconds, rounded up so it never shows 00:00:00 early). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/** The day of puzzle `number`, as an archive puzzle names it ("3 November 2026"), in `locale`. */
export function puzzleDay(number: number, locale = 'en-GB'): string {
  return puzzleDate(number).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
