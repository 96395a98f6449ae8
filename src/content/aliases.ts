/** Other names players use for an item, by the item's catalogue name: search finds the item by them too. */
const ALIASES: Record<string, readonly string[]> = {
  'Team Deathmatch': ['TDM'],
};

/**
 * What search matches an item by: its name in the player's locale, then its English (catalogue)
 * name where that differs, so that either finds it in any locale, then its other names. Given a bare
 * name, that name and its other names.
 */
export function searchTexts(
  item: string | { name: string; englishName?: string },
): readonly string[] {
  const name = typeof item === 'string' ? item : item.name;
  const english = typeof item === 'string' ? item : (item.englishName ?? item.name);
  const names = english === name ? [name] : [name, english];
  const aliases = ALIASES[english];
  return aliases ? [...names, ...aliases] : names;
}
