import { describe, expect, it } from 'vitest';
import { MAX_NICKNAME_BYTES } from './limits.ts';
import { cleanNickname, hasControlCharacter, withoutInvisible } from './nickname.ts';

const BIDI_CONTROLS = [
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
].map((code) => String.fromCodePoint(code));

describe('a nickname', () => {
  it('is trimmed, without control characters, and cut to what a link carries', () => {
    expect(cleanNickname('  Ana\u0000\n ')).toBe('Ana');
    expect(cleanNickname('A\u0007n\u007fa\u009f')).toBe('Ana');
    expect(new TextEncoder().encode(cleanNickname('🎧'.repeat(20))).length).toBeLessThanOrEqual(
      MAX_NICKNAME_BYTES,
    );
    expect(cleanNickname('🎧'.repeat(20))).toBe('🎧'.repeat(5));
  });

  it.each(BIDI_CONTROLS.map((char) => [char.codePointAt(0)!.toString(16), char]))(
    'loses the bidi control U+%s, which would show the rest of a row reversed',
    (_, char) => {
      expect(cleanNickname(`${char}anA`)).toBe('anA');
      expect(cleanNickname(`Ana${char}`)).toBe('Ana');
      expect(cleanNickname(`A${char}na`)).toBe('Ana');
    },
  );

  it('loses the other characters a reader cannot see', () => {
    for (const invisible of [
      '\u200b', // zero-width space
      '\u200e', // left-to-right mark
      '\u200f', // right-to-left mark
      '\u061c', // Arabic letter mark
      '\u00ad', // soft hyphen
      '\u2060', // word joiner
      '\ufeff', // zero-width no-break space
      '\u3164', // Hangul filler, a "blank" letter
      '\u2028', // line separator
      '\u2029', // paragraph separator
      '\u{e0041}', // a tag character
    ]) {
      expect(cleanNickname(`An${invisible}a`), `U+${invisible.codePointAt(0)!.toString(16)}`).toBe(
        'Ana',
      );
    }
    // Nothing left to read: no name, and the table says "A friend".
    expect(cleanNickname('\u202e\u200b \u3164')).toBe('');
  });

  it('keeps every script, emoji sequences and their joiners', () => {
    for (const name of ['Zoë 🎧', 'Сергей', '山田', 'مریم', 'می‌خواهم', '👩‍🚀', '❤️', '👍🏽']) {
      expect(cleanNickname(name)).toBe(name);
    }
  });

  it('as typed loses only what cannot be seen, spaces kept while the player types on', () => {
    expect(withoutInvisible('Ana \u202e')).toBe('Ana ');
    expect(withoutInvisible('A\tna')).toBe('Ana');
  });

  it('tells a control character from the rest', () => {
    expect(hasControlCharacter('Ana')).toBe(false);
    expect(hasControlCharacter('Ana\u202e')).toBe(false);
    for (const char of ['\u0000', '\u001f', '\u007f', '\u0080', '\u009f']) {
      expect(hasControlCharacter(`A${char}na`)).toBe(true);
    }
  });
});
