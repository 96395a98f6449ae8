import { describe, expect, it } from 'vitest';
import { nextRank, RANK_THRESHOLDS, RANKS, rankFor } from './rank';

describe('ranks', () => {
  it("climbs VALORANT's ladder from Iron to Radiant, in order", () => {
    expect(RANKS).toEqual([
      'Iron',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Ascendant',
      'Immortal',
      'Radiant',
    ]);
    const thresholds = RANKS.map((rank) => RANK_THRESHOLDS[rank]);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
    expect(new Set(thresholds).size).toBe(RANKS.length);
  });

  it('starts every run at Iron', () => {
    expect(rankFor(0)).toBe('Iron');
  });

  it('reaches a rank exactly at its threshold', () => {
    for (const rank of RANKS) {
      expect(rankFor(RANK_THRESHOLDS[rank])).toBe(rank);
      if (RANK_THRESHOLDS[rank] > 0) expect(rankFor(RANK_THRESHOLDS[rank] - 1)).not.toBe(rank);
    }
  });

  it('gives Diamond for 27, as in the share example', () => {
    expect(rankFor(27)).toBe('Diamond');
  });

  it('keeps Radiant rare: a player naming 90% of clips averages 27 points, well short of it', () => {
    const average = (p: number) => (3 * p) / (1 - p);
    expect(rankFor(average(0.9))).not.toBe('Radiant');
    expect(rankFor(Math.round(average(0.95)))).toBe('Radiant');
  });

  it('says what the next rank is and how far, and nothing after Radiant', () => {
    expect(nextRank(0)).toEqual({ rank: 'Bronze', needed: 3 });
    expect(nextRank(RANK_THRESHOLDS.Radiant)).toBeNull();
  });
});
