import type { PlayerView } from '../../machines/room/protocol';

/** A player as a room's view shows them: connected, in play, no points yet, unless told otherwise. */
export const playerView = (
  id: string,
  name: string,
  extra: Partial<PlayerView> = {},
): PlayerView => ({
  id,
  name,
  connected: true,
  score: 0,
  rank: 1,
  previousRank: null,
  answered: false,
  playing: true,
  correct: 0,
  meanMs: null,
  ...extra,
});
