import { isLocale, preferredLocale, type Locale } from '../i18n/locales';
import type { EntryDefinition, GameStore } from './store';

/**
 * The language the player chose in Settings or the footer's menu, kept as its bare tag ("ja-JP"),
 * or null: none chosen, the browser's languages decide (src/app/startLocale.ts). Anything else
 * stored (a tag the game does not have, an edited value) is set aside, as none.
 */
export const localeEntry: EntryDefinition<Locale | null> = {
  key: 'earshot.locale',
  version: 1,
  validate: (data) => (isLocale(data) ? data : null),
  plain: { parse: (text) => text, format: (value) => value ?? '' },
  initial: () => null,
};

/**
 * The locale a page opens in: the player's choice where they made one, else the browser's closest.
 * The app's (src/app/startLocale.ts) and the first paint's (src/boot/firstPaint.ts), one rule.
 */
export function openingLocale(store: GameStore, languages: readonly string[]): Locale {
  return store.read(localeEntry) ?? preferredLocale(languages);
}
