import { describe, expect, it } from 'vitest';
import { freePlayLines, lineToPlay, pickLine, unlockedLineCount } from './lines';

const wrong = { verdict: 'wrong' as const };
const partial = { verdict: 'partial' as const };
const skipped = { verdict: 'skipped' as const };
const correct = { verdict: 'correct' as const };

describe('unlockedLineCount', () => {
  it('opens with the first line only', () => {
    expect(unlockedLineCount(3, [], false)).toBe(1);
  });

  it('unlocks the next line with each miss, whatever kind of miss', () => {
    expect(unlockedLineCount(3, [wrong], false)).toBe(2);
    expect(unlockedLineCount(3, [partial], false)).toBe(2);
    expect(unlockedLineCount(3, [skipped, wrong], false)).toBe(3);
  });

  it('never unlocks more lines than the mode has', () => {
    expect(unlockedLineCount(3, [wrong, wrong, wrong, wrong], false)).toBe(3);
    expect(unlockedLineCount(1, [wrong], false)).toBe(1);
    expect(unlockedLineCount(0, [wrong], false)).toBe(0);
  });

  it('does not count a right guess as a miss, and opens every line once the round is over', () => {
    expect(unlockedLineCount(3, [correct], false)).toBe(1);
    expect(unlockedLineCount(3, [correct], true)).toBe(3);
    expect(unlockedLineCount(3, [wrong, correct], true)).toBe(3);
  });
});

describe('freePlayLines', () => {
  it('has the newest line a miss unlocked, not the ones the end opened', () => {
    expect(freePlayLines(3, [], false)).toEqual({ unlocked: 1, newest: 0 });
    expect(freePlayLines(3, [wrong], false)).toEqual({ unlocked: 2, newest: 1 });
    expect(freePlayLines(3, [wrong, correct], true)).toEqual({ unlocked: 3, newest: 1 });
  });

  it('has no line for a mode without lines', () => {
    expect(freePlayLines(0, [wrong], false)).toEqual({ unlocked: 0, newest: -1 });
  });
});

describe('lineToPlay: the newest unlocked line plays until the player picks another', () => {
  it('plays the newest line the tries unlocked when nothing is picked', () => {
    expect(lineToPlay({ unlocked: 1, newest: 0 }, null)).toBe(0);
    expect(lineToPlay({ unlocked: 2, newest: 1 }, null)).toBe(1);
  });

  it('keeps an earlier line the player picked: unlocked lines stay playable', () => {
    const lines = { unlocked: 3, newest: 2 };
    expect(lineToPlay(lines, pickLine(lines, 0))).toBe(0);
    expect(lineToPlay(lines, pickLine(lines, 1))).toBe(1);
  });

  it('plays the line a miss has just unlocked, over the pick made before it', () => {
    const before = { unlocked: 2, newest: 1 };
    const pick = pickLine(before, 0);
    expect(lineToPlay({ unlocked: 3, newest: 2 }, pick)).toBe(2);
  });

  it('leaves the line playing as it is when the round ends and opens every line', () => {
    const playing = { unlocked: 2, newest: 1 };
    const ended = { unlocked: 3, newest: 1 };
    expect(lineToPlay(ended, null)).toBe(1);
    expect(lineToPlay(ended, pickLine(playing, 0))).toBe(0);
  });

  it('ignores a pick of a line that is not unlocked', () => {
    expect(lineToPlay({ unlocked: 1, newest: 0 }, { index: 2, newest: 0 })).toBe(0);
    expect(lineToPlay({ unlocked: 2, newest: 1 }, { index: -1, newest: 1 })).toBe(1);
  });

  it('plays the first clip of a mode without lines', () => {
    expect(lineToPlay({ unlocked: 0, newest: -1 }, null)).toBe(0);
  });
});
