import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { CatalogueFile } from '../src/content/catalogueFile.ts';
import { editionById, whatsNew, type EditionsFile } from '../src/content/editionsFile.ts';
import type { Ability, Agent, News } from '../src/content/types.ts';

const CATALOGUE = fileURLToPath(new URL('../src/content/catalogue.json', import.meta.url));
const EDITIONS = fileURLToPath(new URL('../src/content/editions.json', import.meta.url));
export const SECTION_PREFIX = 'virtual:catalogue/';

interface Content {
  catalogue: CatalogueFile;
  editions: EditionsFile;
  /** An item's edition, where a content update added it (none: the first catalogue's). */
  edition: (id: string) => { edition?: number };
}

/** Each item as the JSON has it, with the edition that added it where an update did. */
const withEditions =
  <T extends { id: string }>(items: (catalogue: CatalogueFile) => readonly T[]) =>
  ({ catalogue, edition }: Content) =>
    items(catalogue).map((item) => ({ ...item, ...edition(item.id) }));

/**
 * Sections the game embeds in another shape than the JSON's: the agents without their abilities and
 * with only the facts the game shows (`/voice` and `/footsteps` show agents and no ability, so they
 * download no ability), and the abilities as a section of their own. Every item a content
 * update added carries its `edition` (src/content/editions.json), and `news` says what each update
 * brought, for the home page and the galleries' "New" marks.
 */
const SHAPED: Record<string, (content: Content) => unknown> = {
  agents: ({ catalogue, edition }): Agent[] =>
    catalogue.agents.map(({ id, name, icon, role, backgroundGradientColors }) => ({
      id,
      name,
      icon,
      role: { id: role.id, name: role.name as Agent['role']['name'], icon: role.icon },
      backgroundGradientColors,
      ...edition(id),
    })),
  abilities: ({ catalogue, edition }): Ability[] =>
    catalogue.agents.flatMap((agent) =>
      agent.abilities.map(({ id, agentId, slot, name, icon }) => ({
        id,
        agentId,
        slot: slot as Ability['slot'],
        name,
        icon,
        ...edition(id),
      })),
    ),
  maps: withEditions((catalogue) => catalogue.maps),
  bundles: withEditions((catalogue) => catalogue.bundles),
  footsteps: withEditions((catalogue) => catalogue.footsteps),
  news: ({ catalogue, editions }): News[] =>
    editions.editions.map((edition) => ({
      edition: edition.edition,
      newUntil: edition.newUntil,
      summary: whatsNew(edition, catalogue),
    })),
};

function readContent(): Content {
  const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as CatalogueFile;
  const editions = JSON.parse(readFileSync(EDITIONS, 'utf8')) as EditionsFile;
  const editionOf = editionById(editions);
  return {
    catalogue,
    editions,
    edition: (id) => (editionOf.has(id) ? { edition: editionOf.get(id) } : {}),
  };
}

/**
 * One module per top-level section of the embedded catalogue (`virtual:catalogue/maps`, ...): a mode
 * imports the sections it shows, so a first visit of `/map` downloads the maps and not every agent,
 * ability and bundle (one JSON module would be one chunk, whoever imports it).
 */
export function catalogueSectionsPlugin(): Plugin {
  return {
    name: 'earshot-catalogue-sections',
    resolveId(id) {
      return id.startsWith(SECTION_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${SECTION_PREFIX}`)) return undefined;
      this.addWatchFile(CATALOGUE);
      this.addWatchFile(EDITIONS);
      const section = id.slice(`\0${SECTION_PREFIX}`.length);
      const content = readContent();
      if (Object.hasOwn(SHAPED, section))
        return `export default ${JSON.stringify(SHAPED[section]!(content))};`;
      if (!Object.hasOwn(content.catalogue, section))
        this.error(`The catalogue has no section "${section}"`);
      return `export default ${JSON.stringify(content.catalogue[section as keyof CatalogueFile])};`;
    },
  };
}
