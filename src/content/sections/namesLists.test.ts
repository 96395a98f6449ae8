import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocale } from 'virtual:messages/loaders';
import { abilities } from './abilities';
import { agents } from './agents';
import { bundles } from './bundles';
import { maps } from './maps';
import { LOCALES, SOURCE_LOCALE } from '../../i18n/locales';

/**
 * A locale's names travel as a list per section, in the order the build reads the catalogue
 * (scripts/i18n/messagesPlugin.ts), and the page pairs them with the section's items in the order
 * the game embeds them: the two orders must be one, or every name would land on another item.
 */
const sections = { agents, abilities, maps, bundles };
const namesDir = path.join(import.meta.dirname, '../names');

describe("each locale's names, section by section", () => {
  for (const locale of LOCALES.filter((each) => each !== SOURCE_LOCALE)) {
    it(`pairs ${locale}'s names with the items they name`, async () => {
      const byId = JSON.parse(
        readFileSync(path.join(namesDir, `${locale}.json`), 'utf8'),
      ) as Record<string, string>;
      const index = await loadLocale(locale);
      const paired: Record<string, string> = {};
      for (const [section, items] of Object.entries(sections)) {
        const file = await index.groups[`names:${section}`]!();
        expect(file.section).toBe(section);
        file.list!.forEach((name, place) => {
          if (name !== null) paired[items[place]!.id] = name;
        });
      }
      expect(paired).toEqual(byId);
    });
  }
});
