import { searchRank } from './search';

/**
 * The suggestions a guess box offers for what the player typed, best first: names that start with
 * it, then names that contain it, then items found by another of their texts (an alias, an ability's
 * agent), then names found despite a typo (fewest typos first); alphabetical within each (see
 * `searchRank`). `textsOf` gives an item's name first, then its other texts. An empty query suggests
 * every item, alphabetically.
 */
export function rankSuggestions<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly string[],
): T[] {
  const ranked: { item: T; rank: number; name: string }[] = [];
  for (const item of items) {
    const texts = textsOf(item);
    const rank = searchRank(query, texts);
    if (rank !== null) ranked.push({ item, rank, name: texts[0] });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map((entry) => entry.item);
}
