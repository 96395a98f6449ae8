import { describe, expect, it } from 'vitest';
import { archiveMonths } from './archiveMonths';

describe('archiveMonths', () => {
  it('groups puzzles by their UTC month, newest month first, days in calendar order', () => {
    // #1 is 1 November 2026 (a Sunday); #31 is 1 December (a Tuesday).
    const months = archiveMonths([32, 2, 31, 1, 30]);
    expect(months.map((month) => month.name)).toEqual(['December 2026', 'November 2026']);
    expect(months[0]!.days).toEqual([
      { puzzle: 31, day: 1, column: 2, date: '1 December 2026' },
      { puzzle: 32, day: 2, column: 3, date: '2 December 2026' },
    ]);
    expect(months[1]!.days.map((each) => [each.puzzle, each.day, each.column])).toEqual([
      [1, 1, 7],
      [2, 2, 1],
      [30, 30, 1],
    ]);
  });

  it('has no month without puzzles', () => {
    expect(archiveMonths([])).toEqual([]);
  });
});
