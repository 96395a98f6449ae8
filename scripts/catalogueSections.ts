import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const CATALOGUE = fileURLToPath(new URL('../src/content/catalogue.json', import.meta.url));
export const SECTION_PREFIX = 'virtual:catalogue/';

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
      const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Record<string, unknown>;
      if (!Object.hasOwn(catalogue, section))
        this.error(`The catalogue has no section "${section}"`);
      return `export default ${JSON.stringify(catalogue[section])};`;
    },
  };
}
