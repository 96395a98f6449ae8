import { loadLocale } from 'virtual:messages/loaders';
import { directionOf, SOURCE_LOCALE, type Locale } from './locales';

/**
 * The game's language at run time (docs/languages.md): which locale the texts are in, and the
 * catalogue's names in it. Each message is compiled at build time into a function of its values
 * (scripts/i18n/messagesPlugin.ts, with messageformat); each part of the game loads its English
 * texts with its code (`textsOf`), and another locale's texts and names arrive in one chunk
 * (`setLocale`). Not React: the sessions' announcements use it too.
 */

/** A compiled message: its text, given the values of its placeholders. */
export type Message = (values: Record<string, unknown>) => string;

type Names = Readonly<Record<string, string>>;

let messages: Readonly<Record<string, Message>> = {};
let names: Names = {};
let current: Locale = SOURCE_LOCALE;
const listeners = new Set<() => void>();

/** The locale the texts are in now. */
export const currentLocale = (): Locale => current;

/** Calls `listener` after every change of locale; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The catalogue item's name in the current locale, or null where the game has none in it. */
export const localName = (id: string): string | null => names[id] ?? null;

/**
 * Switches the game's texts and names to `locale`: its chunk is downloaded first (a failure leaves
 * the locale as it was, and rejects), then every view re-renders in it. The page's `lang` and `dir`
 * follow.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (locale !== SOURCE_LOCALE) {
    const chunk = await loadLocale(locale);
    messages = chunk.messages;
    names = chunk.names;
  } else {
    messages = {};
    names = {};
  }
  current = locale;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
  for (const listener of listeners) listener();
}

const NO_VALUES = {};

/**
 * The text function of one part of the game, typed by its English catalogue's keys: `t('title')`,
 * `t('tries', { count })`. The English texts come with the part's code, compiled; in another locale
 * a text that locale lacks (none, while the catalogue test passes) is the English one.
 */
export function textsOf<Key extends string>(
  part: string,
  english: Readonly<Record<string, Message>>,
) {
  return (key: Key, values?: Record<string, unknown>): string =>
    (messages[`${part}.${key}`] ?? english[key])(values ?? NO_VALUES);
}
