import { describe, expect, it } from 'vitest';
import { playerView } from '../test/roomViews';
import { byRank, winnerOf } from './ranking';

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

  it('leaves out an audience room’s host who does not play', () => {
    const players = [
      playerView('h', 'Streamer', { rank: 0, ranked: false }),
      playerView('a', 'Ana', { score: 300 }),
    ];
    expect(byRank(players).map((player) => player.id)).toEqual(['a']);
    expect(winnerOf(players)?.name).toBe('Ana');
  });
});
