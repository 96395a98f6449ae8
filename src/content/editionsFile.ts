import { itemsOf, type CatalogueFile, type ItemSection } from './catalogueFile.ts';

/**
 * One content update, as src/content/editions.json records it (`npm run content:update` appends it).
 * Items that no edition added are the first catalogue's: edition 1.
 */
export interface Edition {
  edition: number;
  /** The day (UTC, YYYY-MM-DD) the update was taken in. */
  date: string;
  /** The first daily puzzle its items may be the answer of: their ledger rows' `since`. */
  firstPuzzle: number;
  /** Its items carry a "New" mark before this day (UTC, YYYY-MM-DD); edit it to show them longer. */
  newUntil: string;
  /** The ids it added, per section. */
  added: Record<ItemSection, string[]>;
  /** Items it gave another name (same id). */
  renamed: { section: ItemSection; id: string; from: string; to: string }[];
  /** Clip paths whose recording it replaced; null where the previous clips were not on record. */
  rerecorded: string[] | null;
}

export interface EditionsFile {
  editions: Edition[];
}

/** The edition that added each item, for the items a content update added. */
export function editionById(file: EditionsFile): Map<string, number> {
  return new Map(
    file.editions.flatMap((edition) =>
      Object.values(edition.added)
        .flat()
        .map((id): [string, number] => [id, edition.edition]),
    ),
  );
}

/** "a", "a and b", "a, b and c". */
export function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/**
 * What an update brought, in a player's words, as the home page says it after "New:": its agents,
 * maps and footsteps categories by name, its bundles and any abilities of agents already there by
 * count: "Miks, Veto, Corrode and 11 bundles".
 */
export function whatsNew(edition: Edition, catalogue: CatalogueFile): string {
  const names = (section: ItemSection) => {
    const added = new Set(edition.added[section]);
    return itemsOf(catalogue, section)
      .filter((item) => added.has(item.id))
      .map((item) => item.name);
  };
  const newAgents = new Set(edition.added.agents);
  const abilities = catalogue.agents
    .filter((agent) => !newAgents.has(agent.id))
    .flatMap((agent) => agent.abilities)
    .filter((ability) => edition.added.abilities.includes(ability.id));
  const bundles = edition.added.bundles.length;
  return listInWords([
    ...names('agents'),
    ...names('maps'),
    ...names('footsteps'),
    ...(abilities.length > 0 ? [counted(abilities.length, 'ability', 'abilities')] : []),
    ...(bundles > 0 ? [counted(bundles, 'bundle', 'bundles')] : []),
  ]);
}
