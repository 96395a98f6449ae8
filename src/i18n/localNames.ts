import { localName, needNames } from './i18n.ts';

/** An item of the catalogue that has a name in the game's locales. */
interface Named {
  id: string;
  name: string;
  englishName?: string;
}

/**
 * The catalogue's items with their names in the player's locale: `name` is read when it is shown
 * (the game's own name in the current locale, or the English one where it has none: never an
 * invented one), and `englishName` is the catalogue's, which search also finds an item by and
 * which ids, never names, stand for in links and shares. A change of locale reaches every item.
 * `section` is the catalogue's section the items are from, whose names their code needs.
 */
export function withLocalNames<T extends Named>(
  section: 'agents' | 'abilities' | 'maps' | 'bundles',
  items: readonly T[],
): T[] {
  // The section's names in the player's locale travel in a file of their own (scripts/i18n/groups.ts),
  // as a list in the items' order.
  needNames(
    section,
    items.map((item) => item.id),
  );
  return items.map((item) => {
    const englishName = item.name;
    // Not enumerable: a copy of the item (`{ ...item }`) or its JSON is the catalogue's item.
    return Object.defineProperties(
      { ...item },
      {
        name: { enumerable: true, get: () => localName(item.id) ?? englishName },
        englishName: { enumerable: false, value: englishName },
      },
    );
  });
}
