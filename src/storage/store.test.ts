import { describe, expect, it, vi } from 'vitest';
import { memoryBackend } from '../test/memoryBackend';
import { createGameStore, type EntryDefinition, type StorageProblem } from './store';

interface Scores {
  best: number;
  names: string[];
}

// Version 2 of a test entry: version 1 kept `best` as text, bare data (version 0) was only a number.
const scores: EntryDefinition<Scores> = {
  key: 'earshot.scores',
  version: 2,
  validate: (data) => {
    const value = data as Scores;
    return typeof value?.best === 'number' && Array.isArray(value.names) ? value : null;
  },
  migrations: {
    0: (data) => ({ best: String(data), names: [] }),
    1: (data) => {
      const old = data as { best: string; names: string[] };
      return { best: Number(old.best), names: old.names };
    },
  },
  initial: () => ({ best: 0, names: [] }),
};

const other: EntryDefinition<string> = {
  key: 'earshot.other',
  version: 1,
  validate: (data) => (typeof data === 'string' ? data : null),
  initial: () => 'nothing',
};

function setup(initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const problems: StorageProblem[] = [];
  const store = createGameStore({ backend: () => backend, report: (p) => problems.push(p) });
  return { backend, problems, store };
}

describe('the game store', () => {
  it('gives the initial value when nothing is stored (missing)', () => {
    const { store, problems } = setup();
    expect(store.read(scores)).toEqual({ best: 0, names: [] });
    expect(problems).toEqual([]);
  });

  it('writes versioned data and reads it back in a new session', () => {
    const { store, backend } = setup();
    store.write(scores, { best: 4, names: ['a'] });
    expect(JSON.parse(backend.items.get('earshot.scores')!)).toEqual({
      v: 2,
      data: { best: 4, names: ['a'] },
    });
    const later = createGameStore({ backend: () => backend });
    expect(later.read(scores)).toEqual({ best: 4, names: ['a'] });
  });

  it('migrates an old version on read', () => {
    const { store, problems } = setup({
      'earshot.scores': JSON.stringify({ v: 1, data: { best: '7', names: ['x'] } }),
    });
    expect(store.read(scores)).toEqual({ best: 7, names: ['x'] });
    expect(problems).toEqual([]);
  });

  it('migrates bare data from before versions existed, through every version', () => {
    const { store } = setup({ 'earshot.scores': '12' });
    expect(store.read(scores)).toEqual({ best: 12, names: [] });
  });

  it('reads plain text kept before versions existed as version 0, where the entry says so', () => {
    const word: EntryDefinition<string> = {
      key: 'earshot.word',
      version: 1,
      validate: (data) => (typeof data === 'string' && /^[a-z]+$/.test(data) ? data : null),
      bareText: true,
      migrations: { 0: (data) => data },
      initial: () => 'none',
    };
    expect(setup({ 'earshot.word': 'hard' }).store.read(word)).toBe('hard');
    const broken = setup({ 'earshot.word': '{"hard":' });
    expect(broken.store.read(word)).toBe('none');
    expect(broken.problems).toEqual([
      { kind: 'corrupt', key: 'earshot.word', reason: 'invalid data' },
    ]);
  });

  it('sets a corrupt entry aside, reports it, and keeps the other entries', () => {
    const { store, backend, problems } = setup({
      'earshot.scores': '{"v":2,"data":{"best":"oops"',
      'earshot.other': JSON.stringify({ v: 1, data: 'kept' }),
    });
    expect(store.read(scores)).toEqual({ best: 0, names: [] });
    expect(backend.items.get('earshot.scores.corrupt')).toBe('{"v":2,"data":{"best":"oops"');
    expect(backend.items.has('earshot.scores')).toBe(false);
    expect(problems).toEqual([{ kind: 'corrupt', key: 'earshot.scores', reason: 'not JSON' }]);
    expect(store.read(other)).toBe('kept');
  });

  it('sets aside data that parses but fails validation, or comes from a newer version', () => {
    const invalid = setup({ 'earshot.scores': JSON.stringify({ v: 2, data: { best: 'x' } }) });
    expect(invalid.store.read(scores)).toEqual({ best: 0, names: [] });
    expect(invalid.problems[0]).toMatchObject({ kind: 'corrupt', reason: 'invalid data' });
    const newer = setup({ 'earshot.scores': JSON.stringify({ v: 9, data: {} }) });
    expect(newer.store.read(scores)).toEqual({ best: 0, names: [] });
    expect(newer.backend.items.get('earshot.scores.corrupt')).toContain('"v":9');
  });

  it('plays on in memory where storage throws on access, and says so once', () => {
    const problems: StorageProblem[] = [];
    const store = createGameStore({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      report: (p) => problems.push(p),
    });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.read(scores)).toEqual({ best: 0, names: [] });
    store.write(scores, { best: 3, names: [] });
    store.write(scores, { best: 5, names: [] });
    expect(store.read(scores)).toEqual({ best: 5, names: [] });
    expect(store.isUnavailable()).toBe(true);
    expect(problems).toEqual([{ kind: 'unavailable', reason: 'The operation is insecure.' }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('plays on in memory when the quota is full', () => {
    const { store, backend, problems } = setup();
    backend.failWrites = true;
    store.write(scores, { best: 8, names: [] });
    expect(store.read(scores)).toEqual({ best: 8, names: [] });
    expect(store.isUnavailable()).toBe(true);
    expect(problems).toHaveLength(1);
  });

  it('is unavailable where the browser has no storage', () => {
    const store = createGameStore({ backend: () => null, report: () => {} });
    expect(store.read(other)).toBe('nothing');
    expect(store.isUnavailable()).toBe(true);
  });

  it("forgets what it keeps in memory, and reads the browser's storage again", () => {
    const { store, backend } = setup();
    store.write(other, 'first');
    backend.items.set('earshot.other', JSON.stringify({ v: 1, data: 'second' }));
    expect(store.read(other)).toBe('first');
    store.forget();
    expect(store.read(other)).toBe('second');
  });

  it('takes its time from the injected clock', () => {
    const fixed = new Date('2026-11-05T12:00:00Z');
    const store = createGameStore({ backend: () => null, now: () => fixed, report: () => {} });
    expect(store.now()).toBe(fixed);
  });
});
