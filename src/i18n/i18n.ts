import { loadLocale } from 'virtual:messages/loaders';
import { directionOf, SOURCE_LOCALE, type Locale } from './locales';

/**
 * The game's language at run time (docs/languages.md): which locale the texts are in, and the
 * catalogue's names in it. Each message is compiled at build time into a function of its values
 * (scripts/i18n/messagesPlugin.ts, with messageformat); each part of the game loads its English
 * texts with its code (`textsOf`). Another locale's texts come in a few files (its core texts,
 * then a group of parts or a section of names as their code arrives: scripts/i18n/groups.ts), so
 * that a player downloads the texts of what they open. Not React: the sessions' announcements use
 * it too.
 */

/** A compiled message: its text, given the values of its placeholders. */
export type Message = (values: Record<string, unknown>) => string;

type Messages = Readonly<Record<string, Message>>;
type Names = Readonly<Record<string, string>>;
/** A locale's first file (`virtual:messages/<locale>`). */
type LocaleIndex = Awaited<ReturnType<typeof loadLocale>>;
/** One of its other files: a group's texts, or a section's names (a list in the section's order). */
type LocaleFile = { messages?: Messages; section?: string; list?: readonly (string | null)[] };

let messages: Messages = {};
let names: Names = {};
let current: Locale = SOURCE_LOCALE;
let index: LocaleIndex | null = null;
const listeners = new Set<() => void>();
/** The parts of the game whose code has arrived (`part`, or `names:<section>`): their texts are needed. */
const needed = new Set<string>();
/** Each section's ids in the order the game embeds them, which its names' lists follow. */
const sectionIds = new Map<string, readonly string[]>();
/** The current locale's files merged in, or on their way. */
let files = new Set<string>();
/** What is on its way for the current locale, as one promise while anything is (else null). */
let arriving: Promise<void> | null = null;
let arrivingCount = 0;

/** The locale the texts are in now. */
export const currentLocale = (): Locale => current;

/** Calls `listener` after every change of locale or arrival of texts; returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the changes of locale and arrivals of texts: what a view re-renders on. */
let version = 0;
export const textsVersion = (): number => version;

const notify = () => {
  version += 1;
  for (const listener of listeners) listener();
};

/** A content update's "What's new" line in the current locale, or null (English: the catalogue's). */
export const localNews = (edition: number): string | null =>
  index?.news?.edition === edition ? index.news.summary : null;

/** The catalogue item's name in the current locale, or null where the game has none in it. */
export const localName = (id: string): string | null => names[id] ?? null;

/** Resolves when every text the arrived code needs is here (or has failed, and stays English). */
export const textsReady = (): Promise<void> => arriving ?? Promise.resolve();

/**
 * For a route's loader: resolves once `part`'s texts (and every other text asked for) are here in the
 * current locale, at once in English. A page reached in the app whose texts are in a file the locale
 * has not downloaded then shows its words in the locale from its first render, not English first:
 * the router keeps the page before on screen until the loader resolves. A file that cannot be
 * downloaded resolves it too (the page is then in English).
 */
export function textsFor(part: string): Promise<void> {
  need(part);
  return textsReady();
}

/**
 * A module loaded later (a dialog, a panel), once its parts' texts have arrived too: a lazy view
 * loaded through it shows its Suspense fallback until then, rather than English first.
 */
export const afterTexts = <T>(module: Promise<T>): Promise<T> =>
  module.then(async (loaded) => {
    await textsReady();
    return loaded;
  });

function merge(file: LocaleFile) {
  if (file.messages) messages = { ...messages, ...file.messages };
  const ids = file.section === undefined ? undefined : sectionIds.get(file.section);
  if (file.list && ids) {
    const more: Record<string, string> = {};
    file.list.forEach((name, place) => {
      if (name !== null && ids[place] !== undefined) more[ids[place]] = name;
    });
    names = { ...names, ...more };
  }
}

/**
 * Downloads the current locale's file holding `part`'s texts, once, and merges it in. A file that
 * cannot be downloaded leaves the part's texts in English (and is tried again when another part of
 * it arrives, or on the next change of locale).
 */
function fetchFor(part: string) {
  const localeIndex = index;
  const file = localeIndex?.groupOf[part];
  if (!localeIndex || !file || files.has(file)) return;
  const locale = current;
  const arrival = localeIndex.groups[file]!()
    .then((loaded: LocaleFile) => {
      if (current !== locale) return;
      merge(loaded);
      notify();
    })
    .catch(() => {
      if (current === locale) files.delete(file);
    });
  files.add(file);
  arrivingCount += 1;
  const settled = arrival.finally(() => {
    arrivingCount -= 1;
    if (arrivingCount === 0) arriving = null;
  });
  arriving = arriving ? Promise.all([arriving, settled]).then(() => {}) : settled;
}

/**
 * Marks a part of the game as needed: its code has arrived. In another locale than English, its
 * texts start downloading now if they are not here.
 */
export function need(part: string) {
  needed.add(part);
  if (current !== SOURCE_LOCALE) fetchFor(part);
}

/**
 * Marks a section of the catalogue as needed, with its items' ids in the order the game embeds
 * them (the order its names' lists follow: scripts/i18n/messagesPlugin.ts).
 */
export function needNames(section: string, ids: readonly string[]) {
  sectionIds.set(section, ids);
  need(`names:${section}`);
}

/**
 * Switches the game's texts and names to `locale`: its first file, and the files of every part
 * whose code has arrived, are downloaded first (a failure leaves the locale as it was, and
 * rejects), then every view re-renders in it. The page's `lang` and `dir` follow.
 */
export async function setLocale(locale: Locale): Promise<void> {
  let nextIndex: LocaleIndex | null = null;
  let loaded: LocaleFile[] = [];
  const fileNames: string[] = [];
  if (locale !== SOURCE_LOCALE) {
    nextIndex = await loadLocale(locale);
    for (const part of needed) {
      const file = nextIndex.groupOf[part];
      if (file && !fileNames.includes(file)) fileNames.push(file);
    }
    loaded = await Promise.all(fileNames.map((file) => nextIndex!.groups[file]!()));
  }
  current = locale;
  index = nextIndex;
  messages = nextIndex ? nextIndex.core : {};
  names = {};
  files = new Set(fileNames);
  for (const file of loaded) merge(file);
  // Parts whose code arrived while the files above were downloading.
  if (locale !== SOURCE_LOCALE) for (const part of needed) fetchFor(part);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }
  notify();
}

const NO_VALUES = {};

/**
 * The text function of one part of the game, typed by its English catalogue's keys: `t('title')`,
 * `t('tries', { count })`. The English texts come with the part's code, compiled; in another locale
 * a text that has not arrived (its file failed to download) is the English one.
 */
export function textsOf<Key extends string>(part: string, english: Messages) {
  need(part);
  return (key: Key, values?: Record<string, unknown>): string =>
    (messages[`${part}.${key}`] ?? english[key])(values ?? NO_VALUES);
}
