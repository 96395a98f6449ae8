/** Other names players use for an item, by the item's catalogue name: search finds the item by them too. */
const ALIASES: Record<string, readonly string[]> = {
  'Team Deathmatch': ['TDM'],
};

/** What search matches an item by: its name, then its other names. */
export function searchTexts(name: string): readonly string[] {
  const aliases = ALIASES[name];
  return aliases ? [name, ...aliases] : [name];
}
