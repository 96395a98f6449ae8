import { describe, expect, it } from 'vitest';
import type { ModeId } from '../modes.ts';
import { dealRounds, type DealCandidate, type DealPools } from './deal.ts';
import type { RoomSettings } from './protocol.ts';

const items = (mode: ModeId, count: number, lines = 1): DealCandidate[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${mode}-${i}`,
    group: `${mode}-group-${i % 3}`,
    clipPaths: Array.from({ length: lines }, (_, line) => `${mode}/${i}/${line}.mp3`),
  }));

const pools: DealPools = {
  map: items('map', 12),
  ability: items('ability', 40),
  ace: items('ace', 30),
  voice: items('voice', 25, 3),
  footsteps: items('footsteps', 7),
};

const settings = (mode: RoomSettings['mode'], rounds: RoomSettings['rounds']): RoomSettings => ({
  mode,
  rounds,
  seconds: 20,
});

describe('dealing a room’s game', () => {
  it('deals as many rounds as the settings ask, of the room’s mode', () => {
    const { rounds } = dealRounds(pools, settings('ace', 10), 7);
    expect(rounds).toHaveLength(10);
    expect(rounds.every((round) => round.mode === 'ace')).toBe(true);
  });

  it('deals each round an item of its pool with one of that item’s clips and its group', () => {
    for (let seed = 0; seed < 30; seed++) {
      for (const round of dealRounds(pools, settings('mixed', 20), seed).rounds) {
        const item = pools[round.mode]!.find((candidate) => candidate.id === round.answer)!;
        expect(item.clipPaths).toContain(round.clipPath);
        expect(round.group).toBe(item.group);
      }
    }
  });

  it('never deals one answer twice in a game', () => {
    for (let seed = 0; seed < 50; seed++) {
      const { rounds } = dealRounds(pools, settings('mixed', 20), seed);
      const answers = rounds.map((round) => `${round.mode}/${round.answer}`);
      expect(new Set(answers).size).toBe(answers.length);
      const maps = dealRounds(pools, settings('map', 10), seed).rounds.map((round) => round.answer);
      expect(new Set(maps).size).toBe(10);
    }
  });

  it('starts a small pool over only once every item of it has been dealt', () => {
    const { rounds } = dealRounds(pools, settings('footsteps', 10), 3);
    const first = rounds.slice(0, 7).map((round) => round.answer);
    expect(new Set(first).size).toBe(7);
    expect(new Set(rounds.map((round) => round.answer)).size).toBe(7);
  });

  it('never deals one mode three rounds running in Mixed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const modes = dealRounds(pools, settings('mixed', 20), seed).rounds.map(
        (round) => round.mode,
      );
      for (let i = 2; i < modes.length; i++) {
        expect(modes[i] === modes[i - 1] && modes[i] === modes[i - 2]).toBe(false);
      }
    }
  });

  it('deals every mode in Mixed, at random', () => {
    const seen = new Set<string>();
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const modes = dealRounds(pools, settings('mixed', 10), seed).rounds.map(
        (round) => round.mode,
      );
      modes.forEach((mode) => seen.add(mode));
      orders.add(modes.join());
    }
    expect([...seen].sort()).toEqual(['ability', 'ace', 'footsteps', 'map', 'voice']);
    expect(orders.size).toBeGreaterThan(15);
  });

  it('picks one of a Voice agent’s lines at random', () => {
    const lines = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const [round] = dealRounds(
        { voice: items('voice', 1, 3) },
        settings('voice', 3),
        seed,
      ).rounds;
      lines.add(round.clipPath);
    }
    expect(lines.size).toBe(3);
  });

  it('deals the same game from the same seed, and moves the seed on', () => {
    const first = dealRounds(pools, settings('mixed', 5), 42);
    expect(dealRounds(pools, settings('mixed', 5), 42)).toEqual(first);
    expect(first.seed).not.toBe(42);
    expect(dealRounds(pools, settings('mixed', 5), first.seed).rounds).not.toEqual(first.rounds);
  });

  it('leaves out modes and items with no clip', () => {
    const { rounds } = dealRounds(
      { map: [{ id: 'silent', group: 'silent', clipPaths: [] }], ace: items('ace', 5) },
      settings('mixed', 5),
      1,
    );
    expect(rounds.every((round) => round.mode === 'ace')).toBe(true);
  });

  it('refuses to deal a mode with nothing to play', () => {
    expect(() => dealRounds({ map: [] }, settings('map', 3), 1)).toThrow();
  });
});
