import { describe, expect, it } from 'vitest';
import {
  dealFrom,
  drawClip,
  guessInRun,
  isRunOver,
  modesOf,
  runPool,
  startRun,
  type RunClip,
} from './run';
import { RUN_LIVES } from '../infiniteChoices';

const maps: RunClip[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ mode: 'map', id }));
const aces: RunClip[] = ['x', 'y'].map((id) => ({ mode: 'ace', id }));
const abilities: RunClip[] = Array.from({ length: 40 }, (_, i) => ({
  mode: 'ability',
  id: `ab${i}`,
}));

const key = (clip: RunClip) => `${clip.mode}:${clip.id}`;
const right = (run: ReturnType<typeof startRun>) => run.current!.id;
const WRONG = 'not-an-item';

describe('an infinite run', () => {
  it('deals the same clips in the same order from its start seed, whatever the guesses', () => {
    const pool = [...maps, ...aces, ...abilities];
    const dealt = (guess: (run: ReturnType<typeof startRun>, turn: number) => string) => {
      let run = startRun('mixed', pool, -987654);
      const clips = [key(run.current!)];
      // Both runs below miss their third clip within 40 guesses: a run that goes on (a miss that
      // costs no life) fails here rather than looping for ever.
      for (let turn = 0; !isRunOver(run) && turn < 40; turn++) {
        run = guessInRun(run, guess(run, turn), pool);
        if (run.current) clips.push(key(run.current));
      }
      expect(isRunOver(run)).toBe(true);
      return { clips, start: run.start };
    };
    // A run that guesses well, and a challenger who misses twice early: the same clips, in order.
    const sender = dealt((run, turn) => (turn < 30 ? right(run) : WRONG));
    const challenger = dealt((run, turn) =>
      turn === 1 || turn === 4 || turn > 20 ? WRONG : right(run),
    );
    expect(sender.start).toBe(-987654);
    expect(challenger.clips.slice(0, 20)).toEqual(sender.clips.slice(0, 20));
    expect(sender.clips.length).toBeGreaterThan(30);
  });

  it('starts with three lives for the whole run and no score', () => {
    const run = startRun('map', maps, 1);
    expect(run.lives).toBe(RUN_LIVES);
    expect(RUN_LIVES).toBe(3);
    expect(run.score).toBe(0);
    expect(run.current).not.toBeNull();
  });

  it('scores a point for a right guess and moves on to the next clip at once', () => {
    const run = startRun('map', maps, 2);
    const next = guessInRun(run, right(run), maps);
    expect(next.score).toBe(1);
    expect(next.lives).toBe(3);
    expect(next.current).not.toEqual(run.current);
    expect(next.last).toEqual({ clip: run.current, correct: true });
  });

  it('costs a life for a wrong guess, counts the clip as missed and moves on', () => {
    const run = startRun('map', maps, 3);
    const next = guessInRun(run, WRONG, maps);
    expect(next.lives).toBe(2);
    expect(next.score).toBe(0);
    expect(next.missed).toEqual([run.current]);
    expect(next.current).not.toEqual(run.current);
  });

  it('keeps its lives across clips: right guesses never give one back', () => {
    let run = startRun('map', maps, 4);
    run = guessInRun(run, WRONG, maps);
    for (let i = 0; i < 6; i++) run = guessInRun(run, right(run), maps);
    expect(run.lives).toBe(2);
    expect(run.score).toBe(6);
  });

  it('ends when the third life is gone, with its score and missed clips', () => {
    let run = startRun('map', maps, 5);
    run = guessInRun(run, right(run), maps);
    for (let i = 0; i < 3; i++) run = guessInRun(run, WRONG, maps);
    expect(isRunOver(run)).toBe(true);
    expect(run.lives).toBe(0);
    expect(run.score).toBe(1);
    expect(run.missed).toHaveLength(3);
  });

  it('ignores guesses once it has ended', () => {
    let run = startRun('map', maps, 6);
    for (let i = 0; i < 3; i++) run = guessInRun(run, WRONG, maps);
    expect(guessInRun(run, 'a', maps)).toBe(run);
  });

  it('is the same run for the same seed (randomness is passed in)', () => {
    const play = (seed: number) => {
      let run = startRun('mixed', [...maps, ...aces], seed);
      for (let i = 0; i < 10; i++) run = guessInRun(run, right(run), [...maps, ...aces]);
      return run.played.map(key);
    };
    expect(play(42)).toEqual(play(42));
  });
});

describe('drawing clips', () => {
  it('repeats no clip within a run until the pool is spent', () => {
    let run = startRun('ability', abilities, 7);
    const seen = [key(run.current!)];
    for (let i = 1; i < abilities.length; i++) {
      run = guessInRun(run, right(run), abilities);
      seen.push(key(run.current!));
    }
    expect(new Set(seen).size).toBe(abilities.length);
  });

  it('starts the pool over once spent, never with the clip just played', () => {
    for (let seed = 0; seed < 50; seed++) {
      let run = startRun('map', maps, seed);
      const seen = [key(run.current!)];
      for (let i = 1; i < maps.length * 3; i++) {
        run = guessInRun(run, right(run), maps);
        seen.push(key(run.current!));
      }
      for (let cycle = 0; cycle < 3; cycle++) {
        const round = seen.slice(cycle * maps.length, (cycle + 1) * maps.length);
        expect(new Set(round).size).toBe(maps.length);
      }
      for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
    }
  });

  it('Mixed picks across the modes, each about as often as the others', () => {
    const pool = [...maps, ...aces, ...abilities];
    const counts: Record<string, number> = { map: 0, ability: 0, ace: 0 };
    let played: RunClip[] = [];
    let previous: RunClip | null = null;
    let seed = 9;
    for (let i = 0; i < 3000; i++) {
      const drawn = drawClip(pool, played, previous, seed);
      counts[drawn.clip.mode]++;
      ({ played, seed } = drawn);
      previous = drawn.clip;
    }
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(850);
  });

  it('Mixed repeats no clip of a mode until that mode is spent', () => {
    const pool = [...maps, ...aces, ...abilities];
    let played: RunClip[] = [];
    let previous: RunClip | null = null;
    let seed = 11;
    const abilityDraws: string[] = [];
    // A third of the draws are abilities: bounded, so that a draw that never picks one fails.
    for (let draw = 0; abilityDraws.length < abilities.length && draw < 1000; draw++) {
      const drawn = drawClip(pool, played, previous, seed);
      if (drawn.clip.mode === 'ability') abilityDraws.push(drawn.clip.id);
      ({ played, seed } = drawn);
      previous = drawn.clip;
    }
    expect(new Set(abilityDraws).size).toBe(abilities.length);
  });

  it('refuses an empty pool with a reason', () => {
    expect(() => drawClip([], [], null, 1)).toThrow(/no clips/);
  });
});

describe('an infinite run dealt from another pool (offline, the clips saved)', () => {
  const run = startRun('map', maps, 5);
  const others = maps.filter((clip) => clip.id !== run.current!.id);
  const saved = others.slice(0, 2);

  it('swaps a clip the pool has not for one it has, keeping lives and score', () => {
    const dealt = dealFrom(run, saved, false);
    expect(saved).toContainEqual(dealt.current);
    expect(dealt).toMatchObject({ lives: run.lives, score: run.score, missed: [] });
  });

  it('puts the clip never heard back among those to come', () => {
    const dealt = dealFrom(run, saved, false);
    expect(dealt.played).not.toContainEqual(run.current);
    expect(dealt.played).toContainEqual(dealt.current);
  });

  it('keeps the clip being guessed when the pool has it or the player holds it already', () => {
    expect(dealFrom(run, [run.current!, ...saved], false).current).toEqual(run.current);
    expect(dealFrom(run, saved, true).current).toEqual(run.current);
  });

  it('deals every clip to come from the new pool', () => {
    let dealt = dealFrom(run, saved, false);
    for (let turn = 0; turn < 6; turn++) {
      dealt = guessInRun(dealt, right(dealt), saved);
      expect(saved).toContainEqual(dealt.current);
    }
  });

  it('gives up its start seed, which no longer deals what it played', () => {
    expect(run.start).toBe(5);
    expect(dealFrom(run, saved, true).start).toBeUndefined();
    expect(dealFrom(run, saved, false).start).toBeUndefined();
  });

  it('leaves an ended run, and a run offered an empty pool, as they are', () => {
    let ended = run;
    for (let i = 0; i < RUN_LIVES; i++) ended = guessInRun(ended, WRONG, maps);
    expect(dealFrom(ended, saved, false)).toBe(ended);
    expect(dealFrom(run, [], false)).toBe(run);
  });
});

describe('what a choice plays', () => {
  const modes = [
    { id: 'map' as const, pool: [{ id: 'a' }, { id: 'b' }] },
    { id: 'ability' as const, pool: [{ id: 'ab0' }] },
    { id: 'ace' as const, pool: [{ id: 'x' }] },
  ];

  it('plays one mode for Map, Ability or Ace, and all three for Mixed', () => {
    expect(modesOf('ability')).toEqual(['ability']);
    expect(modesOf('mixed')).toEqual(['map', 'ability', 'ace', 'voice', 'footsteps']);
  });

  it("plays every clip of its modes' answer pools", () => {
    expect(runPool(modes.slice(1, 2))).toEqual([{ mode: 'ability', id: 'ab0' }]);
    expect(runPool(modes)).toEqual([
      { mode: 'map', id: 'a' },
      { mode: 'map', id: 'b' },
      { mode: 'ability', id: 'ab0' },
      { mode: 'ace', id: 'x' },
    ]);
  });
});
