import { describe, expect, it } from 'vitest';
import { closestLocale, directionOf, preferredLocale } from './locales';

describe('the locale a browser asks for', () => {
  it.each([
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es-AR', 'es-MX'],
    ['es', 'es-MX'],
    ['es-ES', 'es-ES'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ja', 'ja-JP'],
    ['de-AT', 'de-DE'],
    ['tr', 'tr-TR'],
    ['ar-EG', 'ar-AE'],
    ['en-GB', 'en-US'],
    ['ko-KR', 'ko-KR'],
  ])('%s is played in %s', (tag, locale) => {
    expect(closestLocale(tag)).toBe(locale);
  });

  it('is none for a language the game does not speak, or a tag that is not one', () => {
    expect(closestLocale('nl-NL')).toBeNull();
    expect(closestLocale('not a tag!')).toBeNull();
    expect(closestLocale('')).toBeNull();
  });

  it('takes the first language the game speaks, and English when it speaks none', () => {
    expect(preferredLocale(['nl-NL', 'fr-CA', 'en-US'])).toBe('fr-FR');
    expect(preferredLocale(['nl-NL', 'sv'])).toBe('en-US');
    expect(preferredLocale([])).toBe('en-US');
  });

  it('writes Arabic right to left and the rest left to right', () => {
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(directionOf('ja-JP')).toBe('ltr');
  });
});
