import { describe, expect, it } from 'vitest';
import { attemptsFor } from './attempts';

describe('attemptsFor', () => {
  it('gives 3 attempts on normal and 1 on hard for the ability rules', () => {
    expect(attemptsFor({ normal: 3, hard: 1 }, 'normal')).toBe(3);
    expect(attemptsFor({ normal: 3, hard: 1 }, 'hard')).toBe(1);
  });

  it('falls back to the normal count for a difficulty the mode does not define', () => {
    expect(attemptsFor({ normal: 3 }, 'infinite')).toBe(3);
  });
});
