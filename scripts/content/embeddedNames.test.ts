import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitNames } from './names';
import { LOCALES } from '../../src/i18n/locales';
import { itemsOf, ITEM_SECTIONS, parseCatalogue } from '../../src/content/catalogueFile';

const here = path.join(import.meta.dirname, '../../src/content');
const catalogue = parseCatalogue(readFileSync(path.join(here, 'catalogue.json'), 'utf8'));
const ids = new Set(
  ITEM_SECTIONS.flatMap((section) => itemsOf(catalogue, section).map((item) => item.id)),
);
const files = readdirSync(path.join(here, 'names'));
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(here, 'names', file), 'utf8')) as Record<string, string>;

describe("the game's names in its locales (src/content/names)", () => {
  it('has a file for every locale but en-US, and no other', () => {
    expect(files.sort()).toEqual(
      LOCALES.filter((locale) => locale !== 'en-US').map((locale) => `${locale}.json`),
    );
  });

  it.each(files)('%s names catalogue items only, each with a name', (file) => {
    for (const [id, name] of Object.entries(read(file))) {
      expect(ids.has(id), `${file}: ${id}`).toBe(true);
      expect(name.trim()).not.toBe('');
    }
  });

  it('is what the shared names file gives (npm run content:update writes it)', () => {
    const shared = path.join(here, '../../../shared/content/locales/names.json');
    const { problems, byLocale } = splitNames(JSON.parse(readFileSync(shared, 'utf8')), catalogue);
    expect(problems).toEqual([]);
    for (const [locale, names] of Object.entries(byLocale))
      expect(read(`${locale}.json`)).toEqual(names);
  });
});
