import { describe, expect, it } from 'vitest';
import { isNewBest, mergeBests, recordScore } from './bests';

describe('infinite bests', () => {
  it('keeps a score that beats the best for its choice, and only for that choice', () => {
    expect(recordScore({ map: 4 }, 'map', 9)).toEqual({ map: 9 });
    expect(recordScore({ map: 4 }, 'ace', 2)).toEqual({ map: 4, ace: 2 });
  });

  it('keeps the best when a run scores less', () => {
    const bests = { ability: 12 };
    expect(recordScore(bests, 'ability', 3)).toBe(bests);
  });

  it('records a first run of zero, so the choice shows as played', () => {
    expect(recordScore({}, 'mixed', 0)).toEqual({ mixed: 0 });
  });

  it('merges two devices by taking the higher best of each choice', () => {
    expect(mergeBests({ map: 4, ace: 9 }, { map: 7, mixed: 1 })).toEqual({
      map: 7,
      ace: 9,
      mixed: 1,
    });
  });

  it('calls a score a new best when it beats the best before the run, not when it ties it', () => {
    expect(isNewBest(4, 5)).toBe(true);
    expect(isNewBest(4, 4)).toBe(false);
    expect(isNewBest(4, 2)).toBe(false);
  });

  it('calls a first run a new best only when it scored', () => {
    expect(isNewBest(undefined, 1)).toBe(true);
    expect(isNewBest(undefined, 0)).toBe(false);
  });
});
