import { useSyncExternalStore } from 'react';
import { currentLocale, onLocaleChange } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';

/**
 * The current locale, and a re-render of the calling view whenever it changes: every view that shows
 * a text calls it, so that a change of language in the menu reaches it without a reload.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}
