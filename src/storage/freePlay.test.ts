import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../machines/rules/answers';
import {
  readDifficulty,
  readSavedRound,
  resumableRound,
  saveDifficulty,
  saveRound,
  type SavedRound,
} from './freePlay';
import { memoryBackend } from '../test/memoryBackend';
import { createGameStore, type StorageBackend, type StorageProblem } from './store';

function setup(initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const problems: StorageProblem[] = [];
  const open = () => createGameStore({ backend: () => backend, report: (p) => problems.push(p) });
  return { backend, problems, store: open(), open };
}

const throwing: StorageBackend = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
const throwingStore = () => createGameStore({ backend: () => throwing, report: () => {} });

const pool: Candidate[] = [
  { id: 'jett-q', name: 'Updraft', group: 'jett' },
  { id: 'sage-q', name: 'Slow Orb', group: 'sage' },
];
const game = {
  pool,
  difficulties: ['normal', 'hard'] as const,
  maxAttempts: (difficulty: string) => (difficulty === 'hard' ? 1 : 3),
};
const wrong = { id: 'sage-e', name: 'Healing Orb', verdict: 'wrong' as const };
const saved: SavedRound = { answerId: 'jett-q', difficulty: 'normal', attempts: [wrong] };

describe('the round in progress', () => {
  it('is kept with its tries, versioned, and read back after a reload', () => {
    const { store, open, backend } = setup();
    saveRound('ability', saved, store);
    expect(JSON.parse(backend.items.get('earshot.freePlay.ability.round')!)).toEqual({
      v: 1,
      data: { round: saved },
    });
    const reloaded = open();
    expect(readSavedRound('ability', reloaded)).toEqual(saved);
    expect(readSavedRound('map', reloaded)).toBeNull();
  });

  it('is not kept before the first try, and is cleared when the round ends', () => {
    const { store, open } = setup();
    saveRound('map', { answerId: 'bind', difficulty: 'normal', attempts: [] }, store);
    expect(readSavedRound('map', open())).toBeNull();
    saveRound('map', { answerId: 'bind', difficulty: 'normal', attempts: [wrong] }, store);
    expect(readSavedRound('map', open())).not.toBeNull();
    saveRound('map', null, store);
    expect(readSavedRound('map', store)).toBeNull();
    expect(readSavedRound('map', open())).toBeNull();
  });

  it('reads a round kept before the store (bare, version 1 of its own)', () => {
    const { store, problems } = setup({
      'earshot.freePlay.ability.round': JSON.stringify({ v: 1, ...saved }),
    });
    expect(readSavedRound('ability', store)).toEqual(saved);
    expect(problems).toEqual([]);
  });

  it('sets a corrupt entry aside and starts afresh', () => {
    for (const raw of [
      '{oops',
      'null',
      '[]',
      JSON.stringify({ v: 2, ...saved }),
      JSON.stringify({ v: 1, data: { round: { ...saved, difficulty: 'easy' } } }),
      JSON.stringify({ v: 1, data: { round: { ...saved, attempts: [] } } }),
      JSON.stringify({ v: 1, data: { round: { ...saved, attempts: [{ id: 1 }] } } }),
      JSON.stringify({ v: 1, ...saved, attempts: [{ ...wrong, verdict: 'correct' }] }),
    ]) {
      const { store, backend, problems } = setup({ 'earshot.freePlay.ability.round': raw });
      expect(readSavedRound('ability', store), raw).toBeNull();
      expect(backend.items.has('earshot.freePlay.ability.round'), raw).toBe(false);
      expect(backend.items.get('earshot.freePlay.ability.round.corrupt'), raw).toBe(raw);
      expect(problems, raw).toEqual([
        expect.objectContaining({ kind: 'corrupt', key: 'earshot.freePlay.ability.round' }),
      ]);
    }
  });

  it('plays on only while it still fits the game', () => {
    expect(resumableRound(saved, game)).toEqual({
      answer: pool[0],
      difficulty: 'normal',
      attempts: [wrong],
    });
    // An answer no longer in the pack, a difficulty not offered, no tries left, a repeat.
    expect(resumableRound({ ...saved, answerId: 'gone' }, game)).toBeNull();
    expect(resumableRound({ ...saved, difficulty: 'infinite' }, game)).toBeNull();
    expect(resumableRound({ ...saved, difficulty: 'hard' }, game)).toBeNull();
    expect(resumableRound({ ...saved, attempts: [wrong, wrong] }, game)).toBeNull();
    expect(
      resumableRound({ ...saved, attempts: [{ ...wrong, id: 'jett-q', name: 'Updraft' }] }, game),
    ).toBeNull();
  });

  it('plays without the browser keeping it where storage throws', () => {
    const store = throwingStore();
    expect(readSavedRound('ability', store)).toBeNull();
    expect(() => saveRound('ability', saved, store)).not.toThrow();
    // Kept for the page all the same.
    expect(readSavedRound('ability', store)).toEqual(saved);
  });
});

describe('the last difficulty', () => {
  it('is remembered per mode, and nothing is remembered on a first visit', () => {
    const { store, open } = setup();
    expect(readDifficulty('ability', ['normal', 'hard'], store)).toBeNull();
    saveDifficulty('ability', 'hard', store);
    expect(readDifficulty('ability', ['normal', 'hard'], open())).toBe('hard');
    expect(readDifficulty('map', ['normal'], open())).toBeNull();
  });

  it('reads a difficulty kept before the store, as its bare name', () => {
    const { store, problems } = setup({ 'earshot.freePlay.ability.difficulty': 'hard' });
    expect(readDifficulty('ability', ['normal', 'hard'], store)).toBe('hard');
    expect(problems).toEqual([]);
  });

  it('ignores a value the mode does not offer, or a corrupt one', () => {
    const offered = ['normal', 'hard'] as const;
    const old = (value: string) => setup({ 'earshot.freePlay.ability.difficulty': value }).store;
    expect(readDifficulty('ability', ['normal'], old('hard'))).toBeNull();
    expect(readDifficulty('ability', offered, old('HARD!'))).toBeNull();
    expect(readDifficulty('ability', offered, old('{"hard":'))).toBeNull();
    expect(
      readDifficulty('ability', offered, old(JSON.stringify({ v: 1, data: 'easy' }))),
    ).toBeNull();
    expect(readDifficulty('ability', offered, throwingStore())).toBeNull();
    expect(() => saveDifficulty('ability', 'hard', throwingStore())).not.toThrow();
  });
});
