import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../test/memoryBackend';
import { latestDailyMode, recordTry } from './daily/dailyProgress';
import { lastDailyPlayed, lastPlayedEntry, notePlayed } from './lastPlayed';
import { createGameStore } from './store';

const storeOn = (now: string) =>
  createGameStore({ backend: () => memoryBackend({}), now: () => new Date(now), report: () => {} });

const solved = { guessId: 'x', verdict: 'correct' } as const;

describe('what was played last', () => {
  it('is the daily mode tried last, though every mode’s puzzle of the day was finished that day', () => {
    const store = storeOn('2026-11-23T10:00:00Z');
    expect(store.read(lastPlayedEntry)).toBeNull();
    recordTry(store, 'ace', 23, solved);
    recordTry(store, 'ability', 23, solved);
    expect(store.read(lastPlayedEntry)).toBe('ability');
    expect(lastDailyPlayed(store)).toBe('ability');
    // The finishing day alone cannot tell them apart.
    expect(latestDailyMode(store, ['ace', 'ability'])).toBe('ace');
  });

  it('is Infinite after a run, which is no daily mode', () => {
    const store = storeOn('2026-11-23T10:00:00Z');
    recordTry(store, 'map', 23, solved);
    notePlayed(store, 'infinite');
    expect(store.read(lastPlayedEntry)).toBe('infinite');
    expect(lastDailyPlayed(store)).toBeNull();
  });
});
