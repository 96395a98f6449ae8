import { describe, expect, it } from 'vitest';
import type { PuzzleNumbers } from './numbers';
import { roundedPercent } from './percent';
import { distributionBars, othersThan, standing } from './standing';

/** Numbers from a distribution of solves (1 to 6 tries) and a count of misses. */
const numbers = (solves: number[], missed = 0): PuzzleNumbers => {
  const distribution = [0, 1, 2, 3, 4, 5].map((index) => solves[index] ?? 0);
  const solved = distribution.reduce((sum, count) => sum + count, 0);
  return { players: solved + missed, solved, missed, distribution };
};

describe('roundedPercent', () => {
  it('rounds to whole percent', () => {
    expect(roundedPercent(1, 3)).toBe(33);
    expect(roundedPercent(2, 3)).toBe(67);
    expect(roundedPercent(41, 100)).toBe(41);
  });

  it('says 0 only for none and 100 only for all', () => {
    expect(roundedPercent(0, 5)).toBe(0);
    expect(roundedPercent(5, 5)).toBe(100);
    expect(roundedPercent(1, 1000)).toBe(1);
    expect(roundedPercent(999, 1000)).toBe(99);
  });

  it('is 0 of nobody', () => {
    expect(roundedPercent(0, 0)).toBe(0);
  });
});

describe('standing', () => {
  it('a solve beats the other solvers who took more tries, ties not counted', () => {
    // Others: 1 in one try, 2 in three (a tie), 3 in four, 1 in six; the player's 3 counted.
    const all = numbers([1, 0, 3, 3, 0, 1], 4);
    expect(standing(all, { solved: true, tries: 3 }, true)).toEqual({
      kind: 'fewerTriesThan',
      percent: roundedPercent(4, 7),
    });
  });

  it('reads the same whether the numbers count the player yet or not', () => {
    const without = numbers([1, 0, 2, 3, 0, 1], 4);
    const withPlayer = numbers([1, 0, 3, 3, 0, 1], 4);
    expect(standing(without, { solved: true, tries: 3 }, false)).toEqual(
      standing(withPlayer, { solved: true, tries: 3 }, true),
    );
    expect(standing(numbers([2, 1], 3), { solved: false }, false)).toEqual(
      standing(numbers([2, 1], 4), { solved: false }, true),
    );
  });

  it('a solve in one try beats every other solver who needed more', () => {
    expect(standing(numbers([1, 5, 4]), { solved: true, tries: 1 }, true)).toEqual({
      kind: 'fewerTriesThan',
      percent: 100,
    });
  });

  it('a solve that no other solver took more tries for says how many solved it', () => {
    // Others: 2 in one try, 1 missed; the player solved in two: 3 of 4 players solved it.
    expect(standing(numbers([2, 1], 1), { solved: true, tries: 2 }, true)).toEqual({
      kind: 'solvedBy',
      percent: 75,
    });
  });

  it('the only solver is the first', () => {
    expect(standing(numbers([0, 1], 3), { solved: true, tries: 2 }, true)).toEqual({
      kind: 'firstToSolve',
    });
    expect(standing(numbers([], 0), { solved: true, tries: 4 }, false)).toEqual({
      kind: 'firstToSolve',
    });
  });

  it('a miss says the share of all players who solved it, the player among the players', () => {
    // 41 solved and 58 missed besides the player: 41 of 100.
    expect(standing(numbers([10, 10, 10, 11], 59), { solved: false }, true)).toEqual({
      kind: 'solvedBy',
      percent: 41,
    });
    expect(standing(numbers([], 3), { solved: false }, true)).toEqual({
      kind: 'solvedBy',
      percent: 0,
    });
  });

  it('a miss with nobody else yet is the first to play', () => {
    expect(standing(numbers([], 1), { solved: false }, true)).toEqual({ kind: 'firstToPlay' });
    expect(standing(numbers([]), { solved: false }, false)).toEqual({ kind: 'firstToPlay' });
  });
});

describe('othersThan', () => {
  it('takes the player’s counted result out of its bar', () => {
    expect(othersThan(numbers([0, 2], 1), { solved: true, tries: 2 }, true)).toEqual(
      numbers([0, 1], 1),
    );
    expect(othersThan(numbers([0, 2], 1), { solved: false }, true)).toEqual(numbers([0, 2], 0));
  });

  it('leaves numbers that cannot hold the result as they are', () => {
    const all = numbers([3]);
    expect(othersThan(all, { solved: true, tries: 2 }, true)).toBe(all);
  });
});

describe('distributionBars', () => {
  it('gives seven bars, missed last, each with its share of the players and the player’s marked', () => {
    const bars = distributionBars(numbers([1, 2, 0, 0, 0, 1], 4), { solved: true, tries: 2 });
    expect(bars.map((bar) => bar.tries)).toEqual([1, 2, 3, 4, 5, 6, null]);
    expect(bars.map((bar) => bar.count)).toEqual([1, 2, 0, 0, 0, 1, 4]);
    expect(bars[1]).toEqual({ tries: 2, count: 2, percent: 25, mine: true });
    expect(bars.filter((bar) => bar.mine)).toHaveLength(1);
    expect(distributionBars(numbers([1], 1), { solved: false })[6]!.mine).toBe(true);
  });

  it('rounds each bar as the standing is rounded: 0 % only for none, 100 % only for all', () => {
    const bars = distributionBars(numbers([1, 998], 1), null);
    expect(bars.map((bar) => bar.percent)).toEqual([1, 99, 0, 0, 0, 0, 1]);
    expect(distributionBars(numbers([], 3), null)[6]!.percent).toBe(100);
  });

  it('marks no bar without a result, and shares nothing of nobody', () => {
    const bars = distributionBars(numbers([]), null);
    expect(bars.every((bar) => !bar.mine && bar.percent === 0)).toBe(true);
  });
});
