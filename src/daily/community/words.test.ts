import { describe, expect, it } from 'vitest';
import type { PuzzleNumbers } from '../../../machines/community/numbers';
import { communityWords } from './words';

const en = communityWords('en-GB');
const numbers = (solves: number[], missed = 0): PuzzleNumbers => {
  const distribution = [0, 1, 2, 3, 4, 5].map((index) => solves[index] ?? 0);
  const solved = distribution.reduce((sum, count) => sum + count, 0);
  return { players: solved + missed, solved, missed, distribution };
};

describe('community words', () => {
  it('writes counts in the player’s own format', () => {
    expect(en.count(1204)).toBe('1,204');
    expect(communityWords('de-DE').count(1204)).toBe('1.204');
    expect(communityWords('fr-FR').count(1204)).toMatch(/^1\s204$/u);
    expect(en.solvedToday(numbers([600, 604], 3))).toBe('1,204 solved');
  });

  it('writes whole percentages that never break from their sign', () => {
    expect(en.percent(72)).toBe('72%');
    expect(communityWords('fr-FR').percent(72)).toBe('72\u00a0%');
    expect(communityWords('de-DE').percent(41)).toBe('41\u00a0%');
  });

  it('says how many have found today’s answer, or asks to be the first', () => {
    expect(en.found(0)).toBe('Nobody has found it yet: be the first');
    expect(en.found(1)).toBe('1 player has found it');
    expect(en.found(12482)).toBe('12,482 players have found it');
    expect(en.solvedToday(numbers([]))).toBe('Be the first today');
  });

  it('gives yesterday’s answers the share of players who found them', () => {
    expect(en.foundBy({ answer: 'a', players: 40, share: 0.775 })).toBe('Found by 78% of players');
    expect(en.foundBy({ answer: 'a', players: 10000, share: 0.9996 })).toBe(
      'Found by 99% of players',
    );
    expect(en.foundBy({ answer: 'a', players: 0, share: null })).toBe('Nobody played it');
  });
});
