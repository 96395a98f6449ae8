import { describe, expect, it } from 'vitest';
import { firstPuzzle } from '../dailyModes';
import {
  puzzleNumberParam,
  formatCountdown,
  hasPuzzle,
  isPuzzleOf,
  pastPuzzles,
  msUntilNextPuzzle,
  nextPuzzleAt,
  puzzleDate,
  puzzleNumber,
} from './calendar';

describe('the daily schedule calendar', () => {
  it('numbers 2026-11-01 (UTC) as puzzle #1', () => {
    expect(puzzleNumber(new Date('2026-11-01T00:00:00Z'))).toBe(1);
    expect(puzzleNumber(new Date('2026-11-01T23:59:59.999Z'))).toBe(1);
    expect(puzzleNumber(new Date('2026-11-23T12:00:00Z'))).toBe(23);
    expect(puzzleNumber(new Date('2026-10-31T23:59:59Z'))).toBe(0);
  });

  it('turns the day at 00:00 UTC, whatever the player’s time zone', () => {
    // 23:30 on 2 November in Los Angeles is already 3 November in UTC.
    expect(puzzleNumber(new Date('2026-11-02T23:30:00-08:00'))).toBe(3);
    // 08:00 on 3 November in Tokyo is still 2 November in UTC.
    expect(puzzleNumber(new Date('2026-11-03T08:00:00+09:00'))).toBe(2);
    expect(puzzleNumber(new Date('2026-11-02T23:59:59Z'))).toBe(2);
    expect(puzzleNumber(new Date('2026-11-03T00:00:00Z'))).toBe(3);
  });

  it('gives each puzzle its UTC day, the inverse of puzzleNumber', () => {
    expect(puzzleDate(1).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(puzzleDate(62).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    for (const n of [1, 2, 30, 365, 1000]) expect(puzzleNumber(puzzleDate(n))).toBe(n);
  });

  it('counts down to the next 00:00 UTC', () => {
    const now = new Date('2026-11-05T21:15:30Z');
    expect(nextPuzzleAt(now).toISOString()).toBe('2026-11-06T00:00:00.000Z');
    expect(msUntilNextPuzzle(now)).toBe((2 * 3600 + 44 * 60 + 30) * 1000);
    expect(formatCountdown(msUntilNextPuzzle(now))).toBe('02:44:30');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('has puzzles from #1 up to today, never a future one', () => {
    const now = new Date('2026-11-10T10:00:00Z');
    expect(isPuzzleOf('map', 1, now)).toBe(true);
    expect(isPuzzleOf('map', 10, now)).toBe(true);
    expect(isPuzzleOf('map', 11, now)).toBe(false);
    expect(isPuzzleOf('map', 0, now)).toBe(false);
    expect(isPuzzleOf('map', 2.5, now)).toBe(false);
    expect(isPuzzleOf('map', NaN, now)).toBe(false);
  });

  it('has no puzzle of a mode before the mode joined, today’s included', () => {
    const first = firstPuzzle('voice');
    expect(first).toBeGreaterThan(1);
    const dayOf = (n: number) => new Date(puzzleDate(n).getTime() + 3600_000);
    expect(isPuzzleOf('voice', first - 1, dayOf(first + 3))).toBe(false);
    expect(isPuzzleOf('voice', first, dayOf(first + 3))).toBe(true);
    expect(isPuzzleOf('voice', first - 1, dayOf(first - 1))).toBe(false);
  });

  it('numbers a mode’s puzzles, past and to come, from its first on', () => {
    const first = firstPuzzle('voice');
    expect(hasPuzzle('voice', first)).toBe(true);
    expect(hasPuzzle('voice', 999_999)).toBe(true);
    expect(hasPuzzle('voice', first - 1)).toBe(false);
    expect(hasPuzzle('map', 1)).toBe(true);
    expect(hasPuzzle('map', 0)).toBe(false);
    expect(hasPuzzle('map', 2.5)).toBe(false);
  });

  it('lists as the archive exactly the puzzles before today’s that exist, newest first', () => {
    const first = firstPuzzle('voice');
    const now = new Date(puzzleDate(first + 3).getTime() + 3600_000);
    expect(pastPuzzles('voice', now)).toEqual([first + 2, first + 1, first]);
    expect(pastPuzzles('map', now)).toHaveLength(first + 2);
    expect(pastPuzzles('map', now).at(-1)).toBe(1);
    for (const n of pastPuzzles('ace', now)) expect(isPuzzleOf('ace', n, now)).toBe(true);
    // Its first day: no archive yet.
    expect(pastPuzzles('voice', puzzleDate(first))).toEqual([]);
    expect(pastPuzzles('map', puzzleDate(1))).toEqual([]);
  });
});

describe('puzzleNumberParam', () => {
  it('reads whole numbers written in digits only', () => {
    expect(puzzleNumberParam('12')).toBe(12);
    expect(puzzleNumberParam('007')).toBe(7);
    for (const text of ['', '1e3', '-1', '1.0', 'x', ' 3'])
      expect(puzzleNumberParam(text)).toBeNaN();
  });
});
