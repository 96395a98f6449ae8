import { describe, expect, it } from 'vitest';
import { addTry, finishedOnItsDay, isOver, puzzleState } from './progress';
import { played, tries } from '../test/dailyTries';

describe('daily progress', () => {
  it('is to play with no tries, playing with some, solved in k or missed once over', () => {
    expect(puzzleState(undefined)).toEqual({ kind: 'toPlay' });
    expect(puzzleState({ puzzle: 3, tries: [] })).toEqual({ kind: 'toPlay' });
    expect(puzzleState({ puzzle: 3, tries: tries('ws') })).toEqual({ kind: 'playing', tries: 2 });
    expect(puzzleState({ puzzle: 3, tries: tries('wsc') })).toEqual({ kind: 'solved', tries: 3 });
    expect(puzzleState({ puzzle: 3, tries: tries('wswpsw') })).toEqual({ kind: 'missed' });
  });

  it('ends a puzzle on a correct try or after six tries', () => {
    expect(isOver(tries('wpsww'))).toBe(false);
    expect(isOver(tries('wpswwp'))).toBe(true);
    expect(isOver(tries('c'))).toBe(true);
  });

  it('records the day a puzzle was finished, and takes no try once it is over', () => {
    let progress = { puzzle: 7, tries: tries('ws') };
    progress = addTry(progress, { guessId: 'x', verdict: 'correct' }, 9);
    expect(progress).toEqual({
      puzzle: 7,
      tries: tries('wsc').map((t, i) => (i === 2 ? { ...t, guessId: 'x' } : t)),
      finishedOn: 9,
    });
    expect(addTry(progress, { guessId: 'y', verdict: 'wrong' }, 9)).toBe(progress);
    expect(addTry({ puzzle: 7, tries: [] }, { guessId: null, verdict: 'skipped' }, 7)).toEqual({
      puzzle: 7,
      tries: [{ guessId: null, verdict: 'skipped' }],
    });
  });

  it('is finished on its day only when it ended on the day it was the puzzle of', () => {
    expect(finishedOnItsDay(played(27, 'wc'))).toBe(true);
    expect(finishedOnItsDay(played(5, 'c', 27))).toBe(false);
    expect(finishedOnItsDay({ puzzle: 27, tries: tries('ws') })).toBe(false);
  });
});
