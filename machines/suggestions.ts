import { searchKey } from './search';

/**
 * The suggestions a guess box offers for what the player typed, best first: names that start with
 * it, then names that contain it, then items found by another of their texts (an alias, an ability's
 * agent); alphabetical within each. `textsOf` gives an item's name first, then its other texts. An
 * empty query suggests every item, alphabetically.
 */
export function rankSuggestions<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): T[] {
  const key = searchKey(query);
  const ranked: { item: T; rank: number; name: string }[] = [];
  for (const item of items) {
    const [name, ...others] = textsOf(item);
    const nameKey = searchKey(name);
    const rank = nameKey.startsWith(key)
      ? 0
      : nameKey.includes(key)
        ? 1
        : others.some((text) => searchKey(text).includes(key))
          ? 2
          : -1;
    if (rank >= 0) ranked.push({ item, rank, name });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((entry) => entry.item);
}
