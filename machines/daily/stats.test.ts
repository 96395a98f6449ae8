import { describe, expect, it } from 'vitest';
import { puzzleNumber } from './calendar';
import { dailyStats } from './stats';
import { played, tries } from '../test/dailyTries';

describe('dailyStats', () => {
  it('starts empty', () => {
    expect(dailyStats([], 10)).toEqual({
      played: 0,
      won: 0,
      winPercent: 0,
      currentStreak: 0,
      maxStreak: 0,
      distribution: [0, 0, 0, 0, 0, 0],
      missed: 0,
    });
  });

  it('counts played, win % and the distribution of tries, missed apart', () => {
    const stats = dailyStats(
      [played(1, 'c'), played(2, 'wsc'), played(3, 'wwwwww'), played(4, 'wpc')],
      4,
    );
    expect(stats).toMatchObject({ played: 4, won: 3, winPercent: 75, missed: 1 });
    expect(stats.distribution).toEqual([1, 0, 2, 0, 0, 0]);
  });

  it('rounds win % as everyone’s numbers are rounded: 100 only when every puzzle was won', () => {
    const history = Array.from({ length: 200 }, (_, k) => played(k + 1, k === 0 ? 'wwwwww' : 'c'));
    expect(dailyStats(history, 200).winPercent).toBe(99);
  });

  it('does not count a puzzle still being played', () => {
    expect(dailyStats([{ puzzle: 5, tries: tries('ws') }], 5).played).toBe(0);
  });

  it('counts a streak of consecutive days solved', () => {
    const stats = dailyStats([played(3, 'c'), played(4, 'wc'), played(5, 'sc')], 5);
    expect(stats.currentStreak).toBe(3);
    expect(stats.maxStreak).toBe(3);
  });

  it('resets the current streak on a missed day, and keeps the longest', () => {
    const history = [
      played(1, 'c'),
      played(2, 'c'),
      played(3, 'c'),
      played(4, 'wwwwww'),
      played(5, 'c'),
    ];
    expect(dailyStats(history, 5)).toMatchObject({ currentStreak: 1, maxStreak: 3 });
  });

  it('resets the current streak when a day went unplayed', () => {
    const stats = dailyStats([played(1, 'c'), played(2, 'c'), played(4, 'c')], 4);
    expect(stats).toMatchObject({ currentStreak: 1, maxStreak: 2 });
    expect(dailyStats([played(1, 'c'), played(2, 'c')], 4).currentStreak).toBe(0);
  });

  it('keeps the streak while today’s puzzle is not yet played, or only started', () => {
    const history = [played(8, 'c'), played(9, 'wc')];
    expect(dailyStats(history, 10).currentStreak).toBe(2);
    expect(dailyStats([...history, { puzzle: 10, tries: tries('ww') }], 10).currentStreak).toBe(2);
    expect(dailyStats([...history, played(10, 'sc')], 10).currentStreak).toBe(3);
    expect(dailyStats([...history, played(10, 'wwwwww')], 10).currentStreak).toBe(0);
  });

  it('never lets an archive play change a streak, but counts it as played', () => {
    // Day 2 was missed at the time and solved from the archive on day 6.
    const history = [
      played(1, 'c'),
      played(2, 'c', 6),
      played(3, 'c'),
      played(5, 'c'),
      played(6, 'c'),
    ];
    const stats = dailyStats(history, 6);
    expect(stats).toMatchObject({ currentStreak: 2, maxStreak: 2, played: 5, won: 5 });
    const missedInArchive = dailyStats([played(5, 'c'), played(6, 'c'), played(1, 'wwwwww', 6)], 6);
    expect(missedInArchive).toMatchObject({ currentStreak: 2, missed: 1 });
  });

  it('turns the day at 00:00 UTC across time zones: a late-evening solve in Los Angeles counts for the UTC day', () => {
    // Solved at 20:00 on 4 November in Los Angeles (04:00 UTC, 5 November): puzzle #5, finished on #5.
    const evening = puzzleNumber(new Date('2026-11-04T20:00:00-08:00'));
    expect(evening).toBe(5);
    const history = [played(4, 'c'), played(evening, 'wc')];
    // Next morning in Tokyo, 09:00 on 6 November (00:00 UTC, 6 November): today is #6, not yet played.
    const tokyoMorning = puzzleNumber(new Date('2026-11-06T09:00:00+09:00'));
    expect(tokyoMorning).toBe(6);
    expect(dailyStats(history, tokyoMorning).currentStreak).toBe(2);
    // A day later, with #6 never played, the streak is over.
    expect(dailyStats(history, tokyoMorning + 1).currentStreak).toBe(0);
  });
});
