import { localeEntry, openingLocale } from '../storage/locale';
import type { GameStore } from '../storage/store';
import { setLocale } from '../i18n/i18n';
import { SOURCE_LOCALE, type Locale } from '../i18n/locales';

/**
 * Puts the page in its opening locale before its first render. A locale whose chunk cannot be
 * downloaded (offline on a first visit in it, a failed deploy) opens the page in English rather than
 * not at all.
 */
export async function startLocale(store: GameStore): Promise<void> {
  const locale = openingLocale(store, typeof navigator === 'undefined' ? [] : navigator.languages);
  await setLocale(locale).catch(() => setLocale(SOURCE_LOCALE));
}

/** The player's choice of language: the page switches (with no reload), and the choice is kept. */
export async function chooseLocale(store: GameStore, locale: Locale): Promise<void> {
  await setLocale(locale);
  store.write(localeEntry, locale);
}
