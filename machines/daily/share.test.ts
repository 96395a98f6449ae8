import { describe, expect, it } from 'vitest';
import { HIGH_CONTRAST_SQUARES, shareScore, shareText, VERDICT_SQUARES } from './share';
import { tries } from '../test/dailyTries';

describe('shareText', () => {
  it('names the puzzle and mode, the score, one square per try and the address', () => {
    expect(
      shareText({
        mode: 'ability',
        puzzle: 23,
        tries: tries('spc'),
        url: 'https://earshot.example/daily/ability',
      }),
    ).toBe('Earshot Daily Ability #23 3/6\n⬛🟨🟩\nhttps://earshot.example/daily/ability');
  });

  it('scores a missed puzzle X/6 with six squares', () => {
    const text = shareText({
      mode: 'map',
      puzzle: 4,
      tries: tries('wwswpw'),
      url: 'https://e.example/daily/map',
    });
    expect(text.split('\n')).toEqual([
      'Earshot Daily Map #4 X/6',
      '🟥🟥⬛🟥🟨🟥',
      'https://e.example/daily/map',
    ]);
    expect(shareScore(tries('c'))).toBe('1/6');
  });

  it('draws orange and blue (no green or red) with the high-contrast setting', () => {
    const text = shareText({
      mode: 'ability',
      puzzle: 23,
      tries: tries('swpc'),
      url: 'https://e.example/daily/ability',
      highContrast: true,
    });
    expect(text.split('\n')[1]).toBe('➖⬜🟦🟧');
    expect(text).not.toMatch(/[🟩🟨🟥]/u);
  });

  it('gives a wrong guess and a skip marks a friend tells apart at a glance in either palette', () => {
    // Plain squares of no colour (black, white, grey) read alike in a chat's dark or light theme.
    const plain = /^[⬛⬜◼◻▪▫🔲🔳]\uFE0F?$/u;
    for (const palette of [VERDICT_SQUARES, HIGH_CONTRAST_SQUARES]) {
      expect(new Set(Object.values(palette)).size).toBe(4);
      expect(plain.test(palette.wrong) && plain.test(palette.skipped)).toBe(false);
    }
  });

  it('never names the answer or a guess', () => {
    const guesses = tries('wwpc').map((each, i) => ({ ...each, guessId: `Secret Bundle ${i}` }));
    const text = shareText({
      mode: 'ace',
      puzzle: 9,
      tries: guesses,
      url: 'https://e.example/daily/ace',
    });
    expect(text).not.toMatch(/Secret Bundle/);
    expect(text).not.toMatch(/guess/i);
  });
});
