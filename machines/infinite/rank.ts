/** VALORANT's competitive ladder, lowest first. */
export const RANKS = [
  'Iron',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Ascendant',
  'Immortal',
  'Radiant',
] as const;

export type Rank = (typeof RANKS)[number];

/**
 * The score each rank starts at. A run ends at the third miss, so a player who names a fraction p of
 * clips scores 3p/(1-p) on average: p = 0.5 gives 3 (Bronze), 0.75 gives 9 (Silver), 0.83 gives 15
 * (Platinum), 0.9 gives 27 (Diamond, the top of it). Radiant at 50 needs about 0.95 sustained over
 * fifty clips: a 90% player gets there in about one run in ten, an 80% player in about one in a
 * thousand. The gaps widen as the ladder climbs, as VALORANT's player counts thin out.
 */
export const RANK_THRESHOLDS: Record<Rank, number> = {
  Iron: 0,
  Bronze: 3,
  Silver: 6,
  Gold: 10,
  Platinum: 15,
  Diamond: 21,
  Ascendant: 28,
  Immortal: 36,
  Radiant: 50,
};

/** The highest rank whose threshold the score has reached. */
export function rankFor(score: number): Rank {
  let reached: Rank = 'Iron';
  for (const rank of RANKS) if (score >= RANK_THRESHOLDS[rank]) reached = rank;
  return reached;
}

/** The next rank and the points still needed for it; null at Radiant. */
export function nextRank(score: number): { rank: Rank; needed: number } | null {
  const next = RANKS.find((rank) => RANK_THRESHOLDS[rank] > score);
  return next ? { rank: next, needed: RANK_THRESHOLDS[next] - score } : null;
}
