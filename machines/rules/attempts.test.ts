import { describe, expect, it } from 'vitest';
import { attemptsFor, remainingAttempts } from './attempts';

describe('attemptsFor', () => {
  it('gives 3 attempts on normal and 1 on hard for the ability rules', () => {
    expect(attemptsFor({ normal: 3, hard: 1 }, 'normal')).toBe(3);
    expect(attemptsFor({ normal: 3, hard: 1 }, 'hard')).toBe(1);
  });

  it('falls back to the normal count for a difficulty the mode does not define', () => {
    expect(attemptsFor({ normal: 3 }, 'infinite')).toBe(3);
  });
});

describe('remainingAttempts', () => {
  it('spends one attempt for each miss and each skip', () => {
    expect(remainingAttempts(3, [])).toBe(3);
    expect(remainingAttempts(3, [{ verdict: 'wrong' }, { verdict: 'partial' }])).toBe(1);
    expect(remainingAttempts(6, [{ verdict: 'skipped' }])).toBe(5);
  });

  it('spends none for the right guess: winning keeps the hearts the round had', () => {
    expect(remainingAttempts(3, [{ verdict: 'correct' }])).toBe(3);
    expect(remainingAttempts(3, [{ verdict: 'wrong' }, { verdict: 'correct' }])).toBe(2);
  });

  it('never goes below zero', () => {
    expect(remainingAttempts(1, [{ verdict: 'wrong' }, { verdict: 'wrong' }])).toBe(0);
  });
});
