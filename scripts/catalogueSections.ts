import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Ability, Agent } from '../src/content/types.ts';

type Catalogue = typeof import('../src/content/catalogue.json');

const CATALOGUE = fileURLToPath(new URL('../src/content/catalogue.json', import.meta.url));
export const SECTION_PREFIX = 'virtual:catalogue/';

/**
 * Sections the game embeds in another shape than the JSON's: the agents without their abilities and
 * with only the facts the game shows (`/voice` and `/footsteps` show agents and no ability: 1.1 kB
 * of agents instead of 5.7 kB), and the abilities as a section of their own.
 */
const SHAPED: Record<string, (catalogue: Catalogue) => unknown> = {
  agents: (catalogue): Agent[] =>
    catalogue.agents.map(({ id, name, icon, role, backgroundGradientColors }) => ({
      id,
      name,
      icon,
      role: { id: role.id, name: role.name as Agent['role']['name'], icon: role.icon },
      backgroundGradientColors,
    })),
  abilities: (catalogue): Ability[] =>
    catalogue.agents.flatMap((agent) =>
      agent.abilities.map(({ id, agentId, slot, name, icon }) => ({
        id,
        agentId,
        slot: slot as Ability['slot'],
        name,
        icon,
      })),
    ),
};

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
      const section = id.slice(`\0${SECTION_PREFIX}`.length);
      const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Catalogue;
      if (Object.hasOwn(SHAPED, section))
        return `export default ${JSON.stringify(SHAPED[section]!(catalogue))};`;
      if (!Object.hasOwn(catalogue, section))
        this.error(`The catalogue has no section "${section}"`);
      return `export default ${JSON.stringify(catalogue[section as keyof Catalogue])};`;
    },
  };
}
