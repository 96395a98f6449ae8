import { describe, expect, it } from 'vitest';
import { lineToPlay, unlockedLineCount } from './lines';

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

describe('lineToPlay', () => {
  it('plays the newest unlocked line until the player picks another', () => {
    expect(lineToPlay(1, null)).toBe(0);
    expect(lineToPlay(2, null)).toBe(1);
  });

  it('keeps an earlier line the player picked: unlocked lines stay playable', () => {
    expect(lineToPlay(2, 0)).toBe(0);
    expect(lineToPlay(3, 1)).toBe(1);
  });

  it('ignores a choice that is not unlocked (from another round)', () => {
    expect(lineToPlay(1, 2)).toBe(0);
    expect(lineToPlay(2, -1)).toBe(1);
    expect(lineToPlay(0, 0)).toBe(0);
  });
});
