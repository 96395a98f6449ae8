import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../machines/rules/answers';
import {
  parseSavedRound,
  readDifficulty,
  readSavedRound,
  resumableRound,
  saveDifficulty,
  saveRound,
} from './freePlayMemory';

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const throwing = {
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

describe('the round in progress', () => {
  it('is kept with its tries and read back after a reload', () => {
    const storage = memoryStore();
    saveRound('ability', { answerId: 'jett-q', difficulty: 'normal', attempts: [wrong] }, storage);
    expect(readSavedRound('ability', storage)).toEqual({
      answerId: 'jett-q',
      difficulty: 'normal',
      attempts: [wrong],
    });
    expect(readSavedRound('map', storage)).toBeNull();
  });

  it('is not kept before the first try, and is cleared when the round ends', () => {
    const storage = memoryStore();
    saveRound('map', { answerId: 'bind', difficulty: 'normal', attempts: [] }, storage);
    expect(storage.map.size).toBe(0);
    saveRound('map', { answerId: 'bind', difficulty: 'normal', attempts: [wrong] }, storage);
    saveRound('map', null, storage);
    expect(storage.map.size).toBe(0);
  });

  it('drops a corrupt entry silently', () => {
    for (const raw of [
      '{oops',
      'null',
      '[]',
      JSON.stringify({ v: 2, answerId: 'jett-q', difficulty: 'normal', attempts: [wrong] }),
      JSON.stringify({ v: 1, answerId: 'jett-q', difficulty: 'easy', attempts: [wrong] }),
      JSON.stringify({ v: 1, answerId: 'jett-q', difficulty: 'normal', attempts: [] }),
      JSON.stringify({ v: 1, answerId: 'jett-q', difficulty: 'normal', attempts: [{ id: 1 }] }),
      JSON.stringify({
        v: 1,
        answerId: 'jett-q',
        difficulty: 'normal',
        attempts: [{ ...wrong, verdict: 'correct' }],
      }),
    ]) {
      const storage = memoryStore({ 'earshot.freePlay.ability.round': raw });
      expect(readSavedRound('ability', storage), raw).toBeNull();
      expect(storage.map.size, raw).toBe(0);
    }
  });

  it('plays on only while it still fits the game', () => {
    const saved = parseSavedRound(
      JSON.stringify({ v: 1, answerId: 'jett-q', difficulty: 'normal', attempts: [wrong] }),
    );
    expect(resumableRound(saved, game)).toEqual({
      answer: pool[0],
      difficulty: 'normal',
      attempts: [wrong],
    });
    // An answer no longer in the pack, a difficulty not offered, no tries left, a repeat.
    expect(resumableRound({ ...saved!, answerId: 'gone' }, game)).toBeNull();
    expect(resumableRound({ ...saved!, difficulty: 'infinite' }, game)).toBeNull();
    expect(resumableRound({ ...saved!, difficulty: 'hard' }, game)).toBeNull();
    expect(resumableRound({ ...saved!, attempts: [wrong, wrong] }, game)).toBeNull();
    expect(
      resumableRound({ ...saved!, attempts: [{ ...wrong, id: 'jett-q', name: 'Updraft' }] }, game),
    ).toBeNull();
  });

  it('plays without it where storage throws', () => {
    expect(readSavedRound('ability', throwing)).toBeNull();
    expect(() =>
      saveRound('ability', { answerId: 'x', difficulty: 'normal', attempts: [wrong] }, throwing),
    ).not.toThrow();
  });
});

describe('the last difficulty', () => {
  it('is remembered per mode, and nothing is remembered on a first visit', () => {
    const storage = memoryStore();
    expect(readDifficulty('ability', ['normal', 'hard'], storage)).toBeNull();
    saveDifficulty('ability', 'hard', storage);
    expect(readDifficulty('ability', ['normal', 'hard'], storage)).toBe('hard');
    expect(readDifficulty('map', ['normal'], storage)).toBeNull();
  });

  it('ignores a value the mode does not offer, or a corrupt one', () => {
    expect(
      readDifficulty(
        'ability',
        ['normal', 'hard'],
        memoryStore({ 'earshot.freePlay.ability.difficulty': 'HARD!' }),
      ),
    ).toBeNull();
    expect(readDifficulty('ability', ['normal', 'hard'], throwing)).toBeNull();
    expect(() => saveDifficulty('ability', 'hard', throwing)).not.toThrow();
  });
});
