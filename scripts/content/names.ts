import { itemsOf, type CatalogueFile } from '../../src/content/catalogueFile.ts';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../../src/i18n/locales.ts';

/** The parts of shared/content/locales/names.json that hold names: `{ <catalogue id>: { <locale>: name } }`. */
const NAMED_PARTS = ['agents', 'abilities', 'maps', 'bundles'] as const;
const NAMED_SECTIONS = {
  agents: 'agents',
  abilities: 'abilities',
  maps: 'maps',
  bundles: 'bundles',
} as const;

/** One locale's names by catalogue id (src/content/names/<locale>.json). */
export type LocaleNames = Record<string, string>;

export interface SplitNames {
  problems: string[];
  /** Each locale but en-US: the names that differ from the catalogue's English one. */
  byLocale: Record<Exclude<Locale, 'en-US'>, LocaleNames>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits the game's names in its 18 locales by locale, for the player to download their own only.
 * Every key must be an id of the catalogue's matching section and every locale one of the game's;
 * a name equal to the English one is left out (the game shows the English name where a locale has
 * none, so it would be bytes for nothing), and so is en-US, which is the catalogue's own name.
 */
export function splitNames(data: unknown, catalogue: CatalogueFile): SplitNames {
  const problems: string[] = [];
  const byLocale = Object.fromEntries(
    LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [locale, {}]),
  ) as SplitNames['byLocale'];
  if (!isRecord(data)) return { problems: ['The names file is not a JSON object.'], byLocale };
  for (const part of NAMED_PARTS) {
    const entries = data[part];
    if (!isRecord(entries)) {
      problems.push(`The names file has no "${part}".`);
      continue;
    }
    const english = new Map(
      itemsOf(catalogue, NAMED_SECTIONS[part]).map((item) => [item.id, item.name]),
    );
    for (const [id, names] of Object.entries(entries)) {
      if (!english.has(id)) {
        problems.push(`The names file's ${part} has "${id}", which is not a catalogue ${part} id.`);
        continue;
      }
      if (!isRecord(names)) {
        problems.push(`The names file's ${part} "${id}" is not an object of names.`);
        continue;
      }
      for (const [locale, name] of Object.entries(names)) {
        if (!(LOCALES as readonly string[]).includes(locale)) {
          problems.push(
            `The names file's ${part} "${id}" has a name in "${locale}", not a locale of the game.`,
          );
        } else if (typeof name !== 'string' || name.trim() === '') {
          problems.push(`The names file's ${part} "${id}" has an empty ${locale} name.`);
        } else if (locale !== SOURCE_LOCALE && name !== english.get(id)) {
          byLocale[locale as Exclude<Locale, 'en-US'>][id] = name;
        }
      }
    }
  }
  return { problems, byLocale };
}
