import type { PlayerView, RevealView, RoomCounts, RoomView } from '../../machines/room/protocol';

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
  ranked: true,
  ...extra,
});

/** A room's counts as its players make them (counts of a trimmed audience view are given). */
export const countsOf = (players: readonly PlayerView[]): RoomCounts => {
  const playing = players.filter((player) => player.playing);
  return {
    seats: players.length,
    ranked: players.filter((player) => player.ranked).length,
    playing: playing.length,
    answered: playing.filter((player) => player.answered).length,
  };
};

/** A room's view as a test writes it: what it leaves out is worked out from its players and guesses. */
export type ViewDraft = Omit<RoomView, 'counts' | 'joinsClosed' | 'blockedWords' | 'reveal'> &
  Partial<Pick<RoomView, 'counts' | 'joinsClosed' | 'blockedWords'>> & {
    reveal: (Omit<RevealView, 'found' | 'of'> & Partial<RevealView>) | null;
  };

export function completeView(draft: ViewDraft): RoomView {
  const { reveal } = draft;
  return {
    ...draft,
    counts: draft.counts ?? countsOf(draft.players),
    joinsClosed: draft.joinsClosed ?? false,
    blockedWords: draft.blockedWords ?? [],
    reveal:
      reveal === null
        ? null
        : {
            ...reveal,
            found:
              reveal.found ?? reveal.guesses.filter((guess) => guess.verdict === 'correct').length,
            of: reveal.of ?? reveal.guesses.length,
          },
  };
}
