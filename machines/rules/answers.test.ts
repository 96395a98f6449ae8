import { describe, expect, it } from 'vitest';
import { pickNextAnswer, type Candidate } from './answers';

const maps: Candidate[] = ['Ascent', 'Bind', 'Haven'].map((name) => ({
  id: name,
  name,
  group: name,
}));
const abilities: Candidate[] = ['jett', 'sage', 'omen'].flatMap((agent) =>
  ['Grenade', 'Ability1', 'Ability2', 'Ultimate'].map((slot) => ({
    id: `${agent}-${slot}`,
    name: `${agent} ${slot}`,
    group: agent,
  })),
);

describe('pickNextAnswer', () => {
  it('never repeats the previous map, whatever the seed', () => {
    for (let seed = 0; seed < 200; seed++) {
      const { answer } = pickNextAnswer(maps, maps[1], seed);
      expect(answer.id).not.toBe('Bind');
    }
  });

  it("picks an ability of another agent than the previous answer's", () => {
    for (let seed = 0; seed < 200; seed++) {
      const { answer } = pickNextAnswer(abilities, abilities[0], seed);
      expect(answer.group).not.toBe('jett');
    }
  });

  it('reaches every agent and every slot over many rounds', () => {
    const seen = new Set<string>();
    let previous: Candidate | null = null;
    let seed = 7;
    for (let round = 0; round < 400; round++) {
      const next = pickNextAnswer(abilities, previous, seed);
      seen.add(next.answer.id);
      previous = next.answer;
      seed = next.seed;
    }
    expect(seen.size).toBe(abilities.length);
  });

  it('is reproducible for a given seed and varies with it', () => {
    expect(pickNextAnswer(maps, null, 42)).toEqual(pickNextAnswer(maps, null, 42));
    const firsts = new Set(
      Array.from({ length: 50 }, (_, seed) => pickNextAnswer(maps, null, seed).answer.id),
    );
    expect(firsts.size).toBe(3);
  });

  it('repeats the only item of a pool of one rather than failing', () => {
    expect(pickNextAnswer([maps[0]], maps[0], 1).answer.id).toBe('Ascent');
  });

  it('refuses an empty pool with a clear message', () => {
    expect(() => pickNextAnswer([], null, 1)).toThrow(/no item has a clip/);
  });
});
