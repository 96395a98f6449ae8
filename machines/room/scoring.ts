import type { RoomVerdict } from './protocol.ts';

/*
 * A room's scoring, as players are told it: a right answer is worth more the sooner it comes
 * (1,000 for the whole round's time left, never under 100), a partial one a quarter of that, a wrong
 * or missing one nothing. Times are the server's (ms since the epoch): a device's clock never counts.
 */

/** The least a right answer scores, however late (so a right answer always beats a partial one). */
export const MIN_CORRECT_POINTS = 100;
export const MAX_POINTS = 1000;

/** The verdict on a guess: the answer's item, another item of its group, or anything else. */
export function verdictOf(
  guess: { itemId: string; group: string | null } | null,
  round: { answer: string; group: string },
): RoomVerdict {
  if (guess === null) return 'none';
  if (guess.itemId === round.answer) return 'correct';
  return guess.group !== null && guess.group === round.group ? 'partial' : 'wrong';
}

/** What a right answer given at `at` is worth in a round that closes at `endsAt` and lasts `seconds`. */
export function speedPoints(at: number, endsAt: number, seconds: number): number {
  const share = Math.max(0, endsAt - at) / (seconds * 1000);
  return Math.max(MIN_CORRECT_POINTS, Math.round(MAX_POINTS * share));
}

export function pointsFor(
  verdict: RoomVerdict,
  at: number | null,
  endsAt: number,
  seconds: number,
): number {
  if (at === null || verdict === 'wrong' || verdict === 'none') return 0;
  const points = speedPoints(at, endsAt, seconds);
  return verdict === 'correct' ? points : Math.round(points / 4);
}

/**
 * Places on a scoreboard, standard competition ranking: players on equal scores share a place and
 * the next place skips as many (1, 1, 3).
 */
export function ranksOf(players: readonly { id: string; score: number }[]): Map<string, number> {
  // Sorted once (an audience room ranks 2,000 players at every view): a place is 1 + how many
  // scored more, which is where the first of its score stands in the order.
  const order = [...players].sort((a, b) => b.score - a.score);
  const placed = new Map<string, number>();
  order.forEach((player, index) => {
    const before = order[index - 1];
    const tied = before !== undefined && before.score === player.score;
    placed.set(player.id, tied ? placed.get(before.id)! : index + 1);
  });
  // In the players' own order, as they were given.
  return new Map(players.map((player) => [player.id, placed.get(player.id)!]));
}

/** The mean time of a player's right answers, or null before their first. */
export function meanMs(correct: number, correctMs: number): number | null {
  return correct === 0 ? null : Math.round(correctMs / correct);
}
