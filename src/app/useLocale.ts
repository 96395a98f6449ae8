import { useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange, textsVersion } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

/**
 * The current locale, and a re-render of the calling view whenever it changes: every view that shows
 * a text calls it, so that a change of language in the menu reaches it without a reload, and so does
 * the arrival of texts that were downloading (the first render waits for the route's, and a view
 * loaded later for its own: `afterTexts`).
 */
export function useLocale(): Locale {
  useSyncExternalStore(onLocaleChange, textsVersion, textsVersion);
  return currentLocale();
}
