import { describe, expect, it } from 'vitest';
import { playerView } from '../test/roomViews';
import { byRank, topAndYou, winnerOf } from './ranking';

describe('the room’s order of players', () => {
  it('puts the best place first, players on a shared place in the room’s order', () => {
    const players = [
      playerView('c', 'Mo', { rank: 3, score: 100 }),
      playerView('a', 'Ana', { rank: 1, score: 900 }),
      playerView('b', 'Kai', { rank: 1, score: 900 }),
      playerView('d', 'Sam', { rank: 2, score: 400 }),
    ];
    expect(byRank(players).map((player) => player.id)).toEqual(['a', 'b', 'd', 'c']);
    // The list it was given is left as it was.
    expect(players.map((player) => player.id)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('names the first place the winner, unless nobody scored', () => {
    expect(
      winnerOf([
        playerView('a', 'Ana', { rank: 2, score: 10 }),
        playerView('b', 'Kai', { score: 20 }),
      ])?.name,
    ).toBe('Kai');
    expect(winnerOf([playerView('a', 'Ana'), playerView('b', 'Kai')])).toBeUndefined();
    expect(winnerOf([])).toBeUndefined();
  });

  it('shows an audience room’s top ten and the player’s own line, not the host’s newest players', () => {
    const players = Array.from({ length: 14 }, (_, k) =>
      playerView(`p${k}`, `P${k}`, { rank: 14 - k, score: k }),
    );
    expect(topAndYou(players, 'p0').map((player) => player.rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14,
    ]);
    expect(topAndYou(players, 'p13')).toHaveLength(10);
    expect(topAndYou(players, null)).toHaveLength(10);
  });

  it('leaves out an audience room’s host who does not play', () => {
    const players = [
      playerView('h', 'Streamer', { rank: 0, ranked: false }),
      playerView('a', 'Ana', { score: 300 }),
    ];
    expect(byRank(players).map((player) => player.id)).toEqual(['a']);
    expect(winnerOf(players)?.name).toBe('Ana');
  });
});
