import type { Difficulty } from './rules/attempts';
import { currentLocale } from '../src/i18n/i18n';
import { shuffle } from './random';
import { matchesSearch, searchKey, searchRank } from './search';

interface Named {
  name: string;
}

/** An item as search sees it: its name, any other texts it is found by, and what it holds. */
export interface Searchable extends Named {
  /** Every text search finds the item by, its name first; just the name when left out. */
  searchTexts?: readonly string[];
  /** The item's own pickable parts (an agent's abilities): a match on one of them finds the item. */
  choices?: readonly Searchable[];
}

// One collator for every sort, in the player's locale (a Japanese gallery in gojūon order, a Swedish
// å after z): `localeCompare` given a locale and options builds one per call, which made a large
// gallery's sort a noticeable task on a phone's main thread. Built at the first sort, not as the
// module loads: building it loads the collation data, about 10 ms of a phone's first frame on every
// page (the home page sorts nothing); built again after a change of locale.
let nameOrder: { locale: string; collator: Intl.Collator } | undefined;

export function byName<T extends Named>(items: readonly T[]): T[] {
  const locale = currentLocale();
  if (nameOrder?.locale !== locale) {
    nameOrder = { locale, collator: new Intl.Collator(locale, { sensitivity: 'base' }) };
  }
  const order = nameOrder.collator;
  return [...items].sort((a, b) => order.compare(a.name, b.name));
}

const textsOf = (item: Searchable) => item.searchTexts ?? [item.name];

/**
 * The other name a search found an item by, for its card to show which: its English name, where
 * the player's locale names it otherwise and the query finds that name better than the local one
 * ("gravity" in pt-BR finds Poço Gravitacional, shown with "Gravity Well"; the local name would
 * need a typo forgiven). Null otherwise.
 */
export function foundByOtherName(
  item: Named & { englishName?: string },
  query: string,
): string | null {
  const english = item.englishName;
  if (!english || english === item.name || !isSearching(query)) return null;
  const local = searchRank(query, [item.name]);
  const other = searchRank(query, [english]);
  return other !== null && (local === null || other < local) ? english : null;
}

/** Whether a query has anything to search for (punctuation and spaces alone do not). */
export function isSearching(query: string): boolean {
  return searchKey(query) !== '';
}

/**
 * The choices of an item that a query finds by their own texts: the ones a gallery marks. None
 * without a query.
 */
export function matchingChoices<T extends Searchable>(choices: readonly T[], query: string): T[] {
  if (!isSearching(query)) return [];
  return choices.filter((choice) => matchesSearch(query, textsOf(choice)));
}

/** How well the query finds the item (see `searchRank`), by its own texts or its best choice. */
function rankOf(item: Searchable, query: string): number | null {
  const ranks = [item, ...(item.choices ?? [])]
    .map((each) => searchRank(query, textsOf(each)))
    .filter((rank) => rank !== null);
  return ranks.length === 0 ? null : Math.min(...ranks);
}

/** What a gallery sorts a search's matches by: what was typed found first, then typos, fewest first. */
const EXACT = 2;

/**
 * The order a gallery shows its items in. A search narrows to the items whose name (or other name,
 * or one of whose choices) contains the query, with case, accents, look-alike letters, punctuation
 * and spacing not counting (see search.ts), sorted by name, followed by those found despite a typo
 * (fewest typos first, then by name); without one, normal sorts by
 * name and hard shuffles (the same seed gives the same order, so a round's gallery does not
 * reshuffle while it is played).
 */
export function arrangeGallery<T extends Searchable>(
  items: readonly T[],
  options: { difficulty: Difficulty; seed: number; query: string },
): T[] {
  if (isSearching(options.query)) {
    const found = items.flatMap((item) => {
      const rank = rankOf(item, options.query);
      return rank === null ? [] : [{ item, rank: Math.max(EXACT, rank) }];
    });
    const ranks = [...new Set(found.map((entry) => entry.rank))].sort();
    return ranks.flatMap((rank) =>
      byName(found.filter((entry) => entry.rank === rank).map((entry) => entry.item)),
    );
  }
  return options.difficulty === 'hard' ? shuffle(items, options.seed) : byName(items);
}
