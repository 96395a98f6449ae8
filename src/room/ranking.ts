import { TOP_ROWS, type PlayerView } from '../../machines/room/protocol';

/**
 * Players on the scoreboard best first, by place (the scoreboard's, the podium's order). Places come
 * from points (scoring.ts): players on one place have the same points, and keep the room's order. An
 * audience room's host who does not play has no place.
 */
export const byRank = (players: readonly PlayerView[]): PlayerView[] =>
  players.filter((player) => player.ranked).sort((a, b) => a.rank - b.rank);

/**
 * An audience room's scoreboard: the top TOP_ROWS, then the player's own line when they are not among
 * them (the host's view holds more players, whom the scoreboard leaves out).
 */
export function topAndYou(players: readonly PlayerView[], you: string | null): PlayerView[] {
  const ranked = byRank(players);
  const top = ranked.slice(0, TOP_ROWS);
  const own = ranked.find((player) => player.id === you);
  return own === undefined || top.includes(own) ? top : [...top, own];
}

/** A game's winner: the first place, unless nobody scored (no "wins with 0 points", no confetti). */
export function winnerOf(players: readonly PlayerView[]): PlayerView | undefined {
  const [first] = byRank(players);
  return first && first.score > 0 ? first : undefined;
}
