import { describe, expect, it } from 'vitest';
import { puzzleNumbersOf, todayNumbersOf } from './numbers';

const good = { players: 5, solved: 3, missed: 2, distribution: [1, 0, 2, 0, 0, 0] };

describe('puzzleNumbersOf', () => {
  it('takes numbers that add up', () => {
    expect(puzzleNumbersOf({ ...good, mode: 'map', final: false })).toEqual(good);
  });

  it('refuses anything else: not an object, missing or negative counts, sums that differ', () => {
    for (const bad of [
      null,
      '<!doctype html>',
      [],
      { ...good, players: -1 },
      { ...good, solved: '3' },
      { ...good, distribution: [1, 0, 2] },
      { ...good, distribution: [1, 0, 2, 0, 0, 0.5] },
      { ...good, players: 6 },
      { ...good, solved: 4 },
    ]) {
      expect(puzzleNumbersOf(bad)).toBeNull();
    }
  });
});

describe('todayNumbersOf', () => {
  it('keeps each mode whose numbers hold, and yesterday’s shares', () => {
    const today = todayNumbersOf({
      puzzle: 27,
      date: '2026-11-27',
      modes: { map: good, ability: { players: 1 } },
      yesterday: {
        puzzle: 26,
        modes: {
          map: { answer: 'a', players: 4, solved: 3, share: 0.75 },
          ace: { answer: 'b', players: 0, solved: 0, share: null },
          voice: { answer: 'c', players: 1, share: 7 },
        },
      },
    });
    expect(today).toEqual({
      puzzle: 27,
      modes: { map: good },
      yesterday: {
        puzzle: 26,
        modes: {
          map: { answer: 'a', players: 4, share: 0.75 },
          ace: { answer: 'b', players: 0, share: null },
        },
      },
    });
  });

  it('is null for what is not the API’s answer, and has no yesterday on the first day', () => {
    expect(todayNumbersOf('<html>')).toBeNull();
    expect(todayNumbersOf({ puzzle: 1, modes: {}, yesterday: null })?.yesterday).toBeNull();
  });
});
