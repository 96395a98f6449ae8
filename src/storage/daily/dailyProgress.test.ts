import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../../test/memoryBackend';
import {
  dailyEntry,
  latestDailyMode,
  readDailyProgress,
  readPuzzle,
  recordTry,
} from './dailyProgress';
import { createGameStore, type StorageProblem } from '../store';

function setup(now: string, initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const problems: StorageProblem[] = [];
  const clock = { now: new Date(now) };
  const store = createGameStore({
    backend: () => backend,
    now: () => clock.now,
    report: (p) => problems.push(p),
  });
  return { backend, problems, store, clock };
}

describe('daily progress in storage', () => {
  it('starts a puzzle with no tries', () => {
    const { store } = setup('2026-11-05T10:00:00Z');
    expect(readPuzzle(store, 'map', 5)).toEqual({ puzzle: 5, tries: [] });
    expect(readDailyProgress(store, 'map')).toEqual([]);
  });

  it('keeps the tries and the result across a reload', () => {
    const { store, backend } = setup('2026-11-05T10:00:00Z');
    recordTry(store, 'ability', 5, { guessId: null, verdict: 'skipped' });
    recordTry(store, 'ability', 5, { guessId: 'a', verdict: 'partial' });
    recordTry(store, 'ability', 5, { guessId: 'b', verdict: 'correct' });
    const reloaded = createGameStore({ backend: () => backend });
    expect(readPuzzle(reloaded, 'ability', 5)).toEqual({
      puzzle: 5,
      tries: [
        { guessId: null, verdict: 'skipped' },
        { guessId: 'a', verdict: 'partial' },
        { guessId: 'b', verdict: 'correct' },
      ],
      finishedOn: 5,
    });
    expect(readPuzzle(reloaded, 'map', 5).tries).toEqual([]);
  });

  it('marks a puzzle finished on a later day as an archive play, from the injected clock', () => {
    const { store, clock } = setup('2026-11-05T23:59:00Z');
    recordTry(store, 'ace', 5, { guessId: 'a', verdict: 'wrong' });
    clock.now = new Date('2026-11-06T00:01:00Z');
    expect(recordTry(store, 'ace', 5, { guessId: 'b', verdict: 'correct' }).finishedOn).toBe(6);
  });

  it('lists a mode’s puzzles oldest first', () => {
    const { store } = setup('2026-11-12T10:00:00Z');
    recordTry(store, 'map', 12, { guessId: 'a', verdict: 'correct' });
    recordTry(store, 'map', 3, { guessId: 'a', verdict: 'correct' });
    expect(readDailyProgress(store, 'map').map((each) => each.puzzle)).toEqual([3, 12]);
  });

  it('sets a corrupt mode aside without losing the other modes', () => {
    const good = JSON.stringify({
      v: 1,
      data: { puzzles: { '4': { tries: [{ guessId: 'x', verdict: 'correct' }], finishedOn: 4 } } },
    });
    const bad = JSON.stringify({
      v: 1,
      data: { puzzles: { '4': { tries: [{ verdict: 'great' }] } } },
    });
    const { store, backend, problems } = setup('2026-11-05T10:00:00Z', {
      [dailyEntry('map').key]: bad,
      [dailyEntry('ace').key]: good,
    });
    expect(readDailyProgress(store, 'map')).toEqual([]);
    expect(readDailyProgress(store, 'ace')).toHaveLength(1);
    expect(backend.items.get('earshot.daily.map.corrupt')).toBe(bad);
    expect(problems).toEqual([
      { kind: 'corrupt', key: 'earshot.daily.map', reason: 'invalid data' },
    ]);
  });

  it('rejects impossible records: a bad puzzle number, seven tries, a fractional day', () => {
    const tries = (n: number) =>
      Array.from({ length: n }, () => ({ guessId: 'x', verdict: 'wrong' }));
    const validate = dailyEntry('map').validate;
    expect(validate({ puzzles: { '0': { tries: [] } } })).toBeNull();
    expect(validate({ puzzles: { abc: { tries: [] } } })).toBeNull();
    expect(validate({ puzzles: { '3': { tries: tries(7) } } })).toBeNull();
    expect(validate({ puzzles: { '3': { tries: tries(6), finishedOn: 3.5 } } })).toBeNull();
    expect(validate({ puzzles: { '3': { tries: tries(6), finishedOn: 3 } } })).not.toBeNull();
    expect(validate(null)).toBeNull();
  });

  it('keeps playing with storage unavailable', () => {
    const store = createGameStore({
      backend: () => {
        throw new Error('denied');
      },
      now: () => new Date('2026-11-05T10:00:00Z'),
      report: () => {},
    });
    recordTry(store, 'map', 5, { guessId: 'a', verdict: 'wrong' });
    expect(readPuzzle(store, 'map', 5).tries).toHaveLength(1);
  });

  it('names the mode of the puzzle finished last: by the day finished, then the puzzle', () => {
    const { store, clock } = setup('2026-11-05T10:00:00Z');
    const modes = ['map', 'ability', 'ace'] as const;
    expect(latestDailyMode(store, modes)).toBeNull();
    recordTry(store, 'ace', 5, { guessId: 'a', verdict: 'correct' });
    recordTry(store, 'map', 5, { guessId: 'x', verdict: 'wrong' });
    expect(latestDailyMode(store, modes)).toBe('ace');
    // An archive puzzle finished on a later day comes after today's of an earlier one.
    clock.now = new Date('2026-11-06T10:00:00Z');
    recordTry(store, 'ability', 2, { guessId: 'b', verdict: 'correct' });
    expect(latestDailyMode(store, modes)).toBe('ability');
    recordTry(store, 'map', 3, { guessId: 'c', verdict: 'correct' });
    expect(latestDailyMode(store, modes)).toBe('map');
  });
});
