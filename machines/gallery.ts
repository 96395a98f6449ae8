import type { Difficulty } from './rules/attempts';
import { shuffle } from './random';
import { matchesSearch, searchKey } from './search';

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

export function byName<T extends Named>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

const textsOf = (item: Searchable) => item.searchTexts ?? [item.name];

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

function matches(item: Searchable, query: string): boolean {
  return (
    matchesSearch(query, textsOf(item)) ||
    (item.choices?.some((choice) => matchesSearch(query, textsOf(choice))) ?? false)
  );
}

/**
 * The order a gallery shows its items in. A search narrows to the items whose name (or other name,
 * or one of whose choices) contains the query, with case, accents, look-alike letters, punctuation
 * and spacing not counting (see search.ts), and always sorts by name; without one, normal sorts by
 * name and hard shuffles (the same seed gives the same order, so a round's gallery does not
 * reshuffle while it is played).
 */
export function arrangeGallery<T extends Searchable>(
  items: readonly T[],
  options: { difficulty: Difficulty; seed: number; query: string },
): T[] {
  if (isSearching(options.query)) {
    return byName(items.filter((item) => matches(item, options.query)));
  }
  return options.difficulty === 'hard' ? shuffle(items, options.seed) : byName(items);
}
