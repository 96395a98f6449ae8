import { describe, expect, it } from 'vitest';
import type { PuzzleNumbers } from '../../machines/community/numbers';
import { standing } from '../../machines/community/standing';
import { communityWords } from './community/words';
import { standingWords } from './standingWords';

const en = standingWords(communityWords('en-GB'));
const numbers = (solves: number[], missed = 0): PuzzleNumbers => {
  const distribution = [0, 1, 2, 3, 4, 5].map((index) => solves[index] ?? 0);
  const solved = distribution.reduce((sum, count) => sum + count, 0);
  return { players: solved + missed, solved, missed, distribution };
};

describe('the end panel’s words of everyone’s numbers', () => {
  it('sums up a puzzle’s players, today’s or an archive day’s', () => {
    expect(en.summary(numbers([1, 1]), true)).toBe('2 players today · 2 solved');
    expect(en.summary(numbers([0, 1], 1204), false)).toBe('1,205 players on its day · 1 solved');
    expect(en.summary(numbers([]), false)).toBe('Nobody played it on its day');
  });

  it('says where the player stands, after a solve and after a miss', () => {
    // Solved in 2; of the 25 other solvers, 18 took more tries.
    const solvedDay = numbers([3, 5, 10, 8], 15);
    expect(en.standing(standing(solvedDay, { solved: true, tries: 2 }, true), true)).toBe(
      'Fewer tries than 72% of today’s solvers',
    );
    // Missed; 41 of the 100 players (the player among them) solved it.
    const missedDay = numbers([10, 10, 10, 11], 59);
    expect(en.standing(standing(missedDay, { solved: false }, true), true)).toBe(
      'Solved by 41% of players today',
    );
    expect(en.standing(standing(missedDay, { solved: false }, false), false)).toBe(
      'Solved by 41% of players that day',
    );
    expect(en.standing({ kind: 'solvedBy', percent: 0 }, true)).toBe(
      'Nobody has solved it yet today',
    );
    expect(en.standing({ kind: 'firstToSolve' }, true)).toBe('The first to solve it today');
    expect(en.standing({ kind: 'firstToPlay' }, false)).toBe('Nobody else played it that day');
  });
});
