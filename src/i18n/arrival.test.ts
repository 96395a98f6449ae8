import { afterEach, describe, expect, it } from 'vitest';
import korean from './messages/ko-KR/rules.json';
import koreanMove from './messages/ko-KR/move.json';
import { afterTexts, setLocale, textsFor, textsOf, textsReady } from './i18n';

// A file of its own: no other part of the game has asked for its texts here (each test file's modules
// are its own), as on a page whose code has just started.
afterEach(async () => {
  await setLocale('en-US');
});

describe("another locale's texts, as the code that shows them arrives", () => {
  // First: no part of the file holding Move's texts has been asked for yet.
  it("has a page's texts here before its code, for the route's loader to wait for", async () => {
    await setLocale('ko-KR');
    await textsFor('move');
    const english = (await import('virtual:messages/en-US/move')).default;
    const t = textsOf<string>('move', english);
    // Here at once: the page's first render is in Korean.
    expect(t('title')).toBe(koreanMove.title);
  });

  it("brings a part's texts that are not in the locale's first file when the part's code arrives", async () => {
    await setLocale('ja-JP');
    const english = (await import('virtual:messages/en-US/rules')).default;
    const rules = textsOf<string>('rules', english);
    // English until they arrive, never nothing.
    expect(rules('keyboard')).toBe('Keyboard');
    await textsReady();
    expect(rules('keyboard')).toBe('キーボード');
    // A change of locale downloads them in the new one before it switches.
    await setLocale('ko-KR');
    expect(rules('keyboard')).toBe(korean.keyboard);
  });

  it('gives a module loaded later once its texts are here, as a lazy view waits for them', async () => {
    await setLocale('ja-JP');
    const t = await afterTexts(
      import('virtual:messages/en-US/listen').then((english) =>
        textsOf<string>('listen', english.default),
      ),
    );
    expect(t('heading')).not.toBe('Listen');
    expect(t('heading')).toBe('リッスン');
  });
});
