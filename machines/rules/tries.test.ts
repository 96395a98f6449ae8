import { describe, expect, it } from 'vitest';
import { isOutOfAttempts, isOver, isRepeatedGuess, isSolved, triesValue } from './tries';
import type { Attempt } from './verdict';

const tried = (id: string | null, verdict: Attempt['verdict']): Attempt => ({
  id,
  name: id ?? 'Skipped',
  verdict,
});
const right = tried('ascent', 'correct');
const wrong = tried('bind', 'wrong');
const partial = tried('haven', 'partial');
const skip = tried(null, 'skipped');

describe('isSolved: a round is solved by a right guess and by nothing else', () => {
  it('is solved once a try is right, wherever it comes', () => {
    expect(isSolved([right])).toBe(true);
    expect(isSolved([wrong, skip, right])).toBe(true);
  });

  it('is not solved by wrong or partial guesses, skips, or no try at all', () => {
    expect(isSolved([])).toBe(false);
    expect(isSolved([wrong, partial, skip])).toBe(false);
  });
});

describe('isOver: a round is over once solved or out of tries', () => {
  it('goes on while tries are left and none is right', () => {
    expect(isOver([], 3)).toBe(false);
    expect(isOver([wrong, partial], 3)).toBe(false);
  });

  it('is over on a right guess, even with tries left', () => {
    expect(isOver([wrong, right], 6)).toBe(true);
  });

  it('is over, unsolved, when the last try is spent', () => {
    expect(isOutOfAttempts([wrong, skip], 2)).toBe(true);
    expect(isOutOfAttempts([wrong], 2)).toBe(false);
    expect(isOver([wrong, skip], 2)).toBe(true);
    expect(isSolved([wrong, skip])).toBe(false);
  });
});

describe('isRepeatedGuess: an item already tried in the round is not tried again', () => {
  it('knows an item guessed before, whatever its verdict', () => {
    expect(isRepeatedGuess([wrong], 'bind')).toBe(true);
    expect(isRepeatedGuess([skip, partial], 'haven')).toBe(true);
  });

  it('takes an item not guessed yet, skips in the round notwithstanding', () => {
    expect(isRepeatedGuess([], 'bind')).toBe(false);
    expect(isRepeatedGuess([skip, wrong], 'haven')).toBe(false);
  });
});

describe('triesValue: a solved round counts its tries, a missed one 0', () => {
  it('counts every try a solved round took, misses and skips included', () => {
    expect(triesValue([right])).toBe(1);
    expect(triesValue([wrong, skip, right])).toBe(3);
  });

  it('counts a missed round as 0, however many tries it took', () => {
    expect(triesValue([wrong, partial, skip])).toBe(0);
  });
});
