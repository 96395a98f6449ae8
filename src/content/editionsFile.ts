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
 * What an update brought: its agents, maps and footsteps categories by name (in that order), and how
 * many bundles and abilities of agents already there it added.
 */
export function whatsNewItems(
  edition: Edition,
  catalogue: CatalogueFile,
): { named: { id: string; name: string }[]; abilities: number; bundles: number } {
  const named = (section: ItemSection) => {
    const added = new Set(edition.added[section]);
    return itemsOf(catalogue, section)
      .filter((item) => added.has(item.id))
      .map(({ id, name }) => ({ id, name }));
  };
  const newAgents = new Set(edition.added.agents);
  const abilities = catalogue.agents
    .filter((agent) => !newAgents.has(agent.id))
    .flatMap((agent) => agent.abilities)
    .filter((ability) => edition.added.abilities.includes(ability.id));
  return {
    named: [...named('agents'), ...named('maps'), ...named('footsteps')],
    abilities: abilities.length,
    bundles: edition.added.bundles.length,
  };
}

/**
 * What an update brought, in a player's words, as the home page says it after "New:": its agents,
 * maps and footsteps categories by name, its bundles and any abilities of agents already there by
 * count: "Miks, Veto, Corrode and 11 bundles". In another language, the names, the counts' words and
 * the list are that language's (`words`; scripts/i18n/messagesPlugin.ts).
 */
export function whatsNew(
  edition: Edition,
  catalogue: CatalogueFile,
  words: {
    name: (item: { id: string; name: string }) => string;
    abilities: (count: number) => string;
    bundles: (count: number) => string;
    list: (parts: string[]) => string;
  } = {
    name: (item) => item.name,
    abilities: (count) => counted(count, 'ability', 'abilities'),
    bundles: (count) => counted(count, 'bundle', 'bundles'),
    list: listInWords,
  },
): string {
  const { named, abilities, bundles } = whatsNewItems(edition, catalogue);
  return words.list([
    ...named.map(words.name),
    ...(abilities > 0 ? [words.abilities(abilities)] : []),
    ...(bundles > 0 ? [words.bundles(bundles)] : []),
  ]);
}
