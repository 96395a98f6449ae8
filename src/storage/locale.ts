import { isLocale, type Locale } from '../i18n/locales';
import type { EntryDefinition } from './store';

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
