import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { recomputeResult } from './recompute';

// The real schedule, watched: each call is counted and still answers.
vi.mock('../../machines/daily/schedule', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../machines/daily/schedule')>();
  return { ...actual, dailyAnswerId: vi.fn(actual.dailyAnswerId) };
});

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const sixSkips = Array(6).fill(null);

describe('recomputeResult’s work is bounded before the schedule is asked', () => {
  beforeEach(() => vi.mocked(dailyAnswerId).mockClear());

  it('refuses a far-future puzzle without working out any day’s answer', () => {
    const result = recomputeResult({ mode: 'map', puzzle: 999_999, guesses: sixSkips }, NOON_27);
    expect(result).toMatchObject({ ok: false, code: 'not-today' });
    expect(dailyAnswerId).not.toHaveBeenCalled();
  });

  it('refuses an archive puzzle, a puzzle before the first and too many tries the same way', () => {
    for (const claim of [
      { mode: 'map', puzzle: 3, guesses: sixSkips },
      { mode: 'map', puzzle: 0, guesses: sixSkips },
      { mode: 'map', puzzle: 27, guesses: Array(7).fill(null) },
    ]) {
      expect(recomputeResult(claim, NOON_27).ok).toBe(false);
    }
    expect(dailyAnswerId).not.toHaveBeenCalled();
  });

  it('asks the schedule once, for today’s answer, when every bound holds', () => {
    expect(recomputeResult({ mode: 'map', puzzle: 27, guesses: sixSkips }, NOON_27).ok).toBe(true);
    expect(vi.mocked(dailyAnswerId).mock.calls).toEqual([['map', 27, expect.any(Array)]]);
  });
});
