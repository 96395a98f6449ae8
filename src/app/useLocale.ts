import { use, useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange, textsArriving, textsVersion } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

/**
 * The current locale, and a re-render of the calling view whenever it changes: every view that shows
 * a text calls it, so that a change of language in the menu reaches it without a reload, and so does
 * the arrival of texts that were downloading. While the
 * texts of code that has just arrived are still downloading in the player's language, the view
 * suspends (its Suspense boundary's fallback shows) rather than showing them in English first.
 */
export function useLocale(): Locale {
  useSyncExternalStore(onLocaleChange, textsVersion, textsVersion);
  const arriving = textsArriving();
  if (arriving) use(arriving);
  return currentLocale();
}
