import { describe, expect, it } from 'vitest';
import { startRun } from '../../../machines/infinite/run';
import { memoryBackend } from '../../test/memoryBackend';
import { infiniteBestsEntry, infiniteRunEntry } from './infinite';
import { createGameStore } from '../store';

const pool = [
  { mode: 'map' as const, id: 'a' },
  { mode: 'map' as const, id: 'b' },
];

describe('infinite storage', () => {
  it('keeps a run in progress for the next visit', () => {
    const backend = memoryBackend();
    const run = startRun('map', pool, 3);
    createGameStore({ backend: () => backend }).write(infiniteRunEntry('map'), { run });
    const later = createGameStore({ backend: () => backend });
    expect(later.read(infiniteRunEntry('map'))).toEqual({ run });
  });

  it('sets aside a stored run that does not hold together', () => {
    const backend = memoryBackend({
      'earshot.infinite.run.map': JSON.stringify({
        v: 1,
        data: { run: { choice: 'map', lives: 9 } },
      }),
    });
    const store = createGameStore({ backend: () => backend, report: () => {} });
    expect(store.read(infiniteRunEntry('map'))).toEqual({ run: null });
    expect(backend.items.has('earshot.infinite.run.map.corrupt')).toBe(true);
  });

  it('refuses bests that are not whole scores of known choices', () => {
    const backend = memoryBackend({
      'earshot.infinite.bests': JSON.stringify({ v: 1, data: { map: 2.5 } }),
    });
    const store = createGameStore({ backend: () => backend, report: () => {} });
    expect(store.read(infiniteBestsEntry)).toEqual({});
  });
});
