import { afterEach, describe, expect, it } from 'vitest';
import { localName, setLocale, textsReady } from '../../i18n/i18n';

// A file of its own, which imports no section of the catalogue until its test does: as on a page
// whose mode's code has not arrived yet.
describe("a section's names, as its code arrives", () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  const NEPTUNE = '2bf87e2c-4a27-b9c7-3cf4-0c840a82d6dd';

  it('downloads a section of names only once its code asks for it, and the page waits for them', async () => {
    await setLocale('de-DE');
    expect(localName(NEPTUNE)).toBeNull();
    // The bundles' section arrives, as a mode that shows it does.
    const { bundles } = await import('./bundles');

    expect(bundles.find((bundle) => bundle.id === NEPTUNE)?.englishName).toBe('Neptune');
    // On its way, not here yet: the English shows meanwhile.
    expect(localName(NEPTUNE)).toBeNull();
    await textsReady();
    expect(localName(NEPTUNE)).toBe('Nautik');
    expect(bundles.find((bundle) => bundle.id === NEPTUNE)?.name).toBe('Nautik');
  });
});
