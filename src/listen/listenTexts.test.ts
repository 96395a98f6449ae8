import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n/i18n';
import { missedText } from './missedText';

describe('Listen’s Missed filter in the player’s language', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('says it in Japanese', async () => {
    await setLocale('ja-JP');
    expect(missedText({ clips: 0, answers: 0, lines: false })).toBe('外した数：なし');
    expect(missedText({ clips: 3, answers: 3, lines: false })).toBe('外した数：3件のクリップ');
  });

  it('counts with Polish plural forms: 2 and 5 read differently', async () => {
    await setLocale('pl-PL');
    expect(missedText({ clips: 2, answers: 2, lines: false })).toBe('Pominięte: 2 klipy');
    expect(missedText({ clips: 5, answers: 5, lines: false })).toBe('Pominięte: 5 klipów');
  });
});
