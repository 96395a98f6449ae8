import { number, plural } from '@messageformat/runtime';
import { en } from '@messageformat/runtime/lib/cardinals';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLocale, localName, needNames, setLocale, textsOf, textsReady } from './i18n';
import english from 'virtual:messages/en-US/app';
import type Source from './messages/en-US/app.json';

// The app shell's texts, as its own texts.ts takes them.
const t = textsOf<keyof typeof Source>('app', english);

const ASTRA = '41fb69c1-4189-7b37-f117-bcaf1e96f1bf';

afterEach(async () => {
  await setLocale('en-US');
});

describe('the game in a locale', () => {
  it('speaks English until another locale is set, and names nothing in it', () => {
    expect(currentLocale()).toBe('en-US');
    expect(t('disclaimer')).toBe(
      'Earshot is a fan game, not affiliated with or endorsed by Riot Games.',
    );
    expect(localName(ASTRA)).toBeNull();
  });

  it("switches the texts and the catalogue's names together, and the page's lang and dir", async () => {
    // The agents' names are needed, as the agents' section asks for them when its code arrives
    // (with its items' ids in its order: Astra's is first).
    needNames('agents', [ASTRA]);
    await setLocale('ja-JP');
    expect(t('settings')).toBe('設定');
    expect(localName(ASTRA)).toBe('アストラ');
    expect(document.documentElement.lang).toBe('ja-JP');
    expect(document.documentElement.dir).toBe('ltr');
    await setLocale('ar-AE');
    expect(t('settings')).toBe('الإعدادات');
    expect(document.documentElement.dir).toBe('rtl');
    await setLocale('en-US');
    expect(t('settings')).toBe('Settings');
    expect(localName(ASTRA)).toBeNull();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("formats a message's plurals, and falls back to English for a text the locale lacks", async () => {
    // As the build compiles `{count, plural, one {# try} other {# tries}}` and a plain text.
    const tries = textsOf<'tries' | 'only'>('test', {
      tries: ({ count }) =>
        String(
          plural(count as number, 0, en, {
            one: number('en-US', count as number, 0) + ' try',
            other: number('en-US', count as number, 0) + ' tries',
          }),
        ),
      only: () => 'English only',
    });
    expect(tries('tries', { count: 1 })).toBe('1 try');
    expect(tries('tries', { count: 1200 })).toBe('1,200 tries');
    await setLocale('de-DE');
    expect(tries('only')).toBe('English only');
    // The English text, as English formats it: a locale's own text formats its numbers its way.
    expect(tries('tries', { count: 1200 })).toBe('1,200 tries');
  });
});

describe("a locale's own plurals and numbers", () => {
  it('picks each of Polish and Arabic forms by their rules, and formats numbers the locale’s way', async () => {
    await setLocale('pl-PL');
    // The catalogues' compiled functions are behind `t`; a room's "seconds left" has three Polish forms.
    const english = (await import('virtual:messages/en-US/roomScreen')).default;
    const room = textsOf<string>('roomScreen', english);
    await textsReady();
    expect(room('secondsLeft', { seconds: 1 })).toBe('Została 1 sekunda');
    expect(room('secondsLeft', { seconds: 2 })).toBe('Zostały 2 sekundy');
    expect(room('secondsLeft', { seconds: 5 })).toBe('Zostało 5 sekund');
    expect(room('secondsLeft', { seconds: 22 })).toBe('Zostały 22 sekundy');
  });
});
