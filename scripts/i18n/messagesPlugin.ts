import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, type Catalogue } from './compile.ts';
import MessageFormat from '@messageformat/core';
import type { CatalogueFile } from '../../src/content/catalogueFile.ts';
import { whatsNew, type EditionsFile } from '../../src/content/editionsFile.ts';
import { groupOfPart, NAME_SECTIONS, type NameSection } from './groups.ts';

const PREFIX = 'virtual:messages/';
const MESSAGES_DIR = 'src/i18n/messages';
const NAMES_DIR = 'src/content/names';
const SOURCE_LOCALE = 'en-US';

/**
 * Each section's ids in the order the game embeds them (scripts/catalogueSections.ts: the agents,
 * then each agent's abilities in turn, the maps, the bundles): a locale's names of a section are a
 * list in that order, which the page pairs with its items (src/i18n/localNames.ts), so that no id
 * (36 characters each) travels with them.
 */
function sectionIds(root: string): Record<NameSection, string[]> {
  const catalogue = JSON.parse(
    readFileSync(path.join(root, 'src/content/catalogue.json'), 'utf8'),
  ) as {
    agents: { id: string; abilities: { id: string }[] }[];
    maps: { id: string }[];
    bundles: { id: string }[];
  };
  return {
    agents: catalogue.agents.map((agent) => agent.id),
    abilities: catalogue.agents.flatMap((agent) => agent.abilities.map((ability) => ability.id)),
    maps: catalogue.maps.map((map) => map.id),
    bundles: catalogue.bundles.map((bundle) => bundle.id),
  };
}

/**
 * The latest content update's "What's new" line in `locale` (the home page's, after "New:"): its
 * items' names as the game writes them there, its counts in that language's words
 * (`news.json`), listed as the language lists. Written whole at build time, so that the home page
 * needs no names of the catalogue; null before any update.
 */
function latestNews(root: string, locale: string): { edition: number; summary: string } | null {
  const read = (...parts: string[]) => JSON.parse(readFileSync(path.join(root, ...parts), 'utf8'));
  const { editions } = read('src/content/editions.json') as EditionsFile;
  const latest = editions.at(-1);
  if (!latest) return null;
  const catalogue = read('src/content/catalogue.json') as CatalogueFile;
  const names = read(NAMES_DIR, `${locale}.json`) as Record<string, string>;
  const words = read(MESSAGES_DIR, locale, 'news.json') as Record<'abilities' | 'bundles', string>;
  const messageFormat = new MessageFormat(locale);
  const abilities = messageFormat.compile(words.abilities);
  const bundles = messageFormat.compile(words.bundles);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const summary = whatsNew(latest, catalogue, {
    name: (item) => names[item.id] ?? item.name,
    abilities: (count) => String(abilities({ count })),
    bundles: (count) => String(bundles({ count })),
    list: (parts) => list.format(parts),
  });
  return { edition: latest.edition, summary };
}

/**
 * The game's texts, compiled at build time (docs/languages.md). Each text is an ICU message in a JSON
 * file, `src/i18n/messages/<locale>/<part>.json`; this plugin compiles them with messageformat into
 * functions (`(values) => text`), so the page parses no ICU at run time and its only runtime is the
 * few plural and select helpers the messages call:
 * - `virtual:messages/en-US/<part>`: the English texts of one part of the game, imported by the
 *   part's own code, so they travel in the same chunks as the code that shows them (as the texts in
 *   the code did before);
 * - `virtual:messages/<locale>` (another locale): its `core` texts (scripts/i18n/groups.ts), with
 *   a loader for each of its other groups and name sections and the group of each part;
 * - `virtual:messages/<locale>/<group>`: one group's texts in that locale, keyed `<part>.<key>`;
 *   `virtual:messages/<locale>/names/<section>`: one section's names in it (src/content/names/),
 *   as a list in the section's order;
 * - `virtual:messages/loaders`: `loadLocale(locale)`, a dynamic import per locale.
 */
export function messagesPlugin(): Plugin {
  let root = '.';
  const dir = () => path.join(root, MESSAGES_DIR);
  const locales = () =>
    readdirSync(dir())
      .filter((name) => name !== SOURCE_LOCALE)
      .sort();
  const parts = () =>
    readdirSync(path.join(dir(), SOURCE_LOCALE))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
  const readCatalogue = (file: string): Catalogue =>
    JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  const groups = () =>
    [...new Set(parts().map(groupOfPart))].filter((group) => group !== 'core' && group !== 'build');

  return {
    name: 'earshot-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const rest = id.slice(PREFIX.length + 1);
      if (rest === 'loaders') {
        const cases = locales()
          .map(
            (locale) =>
              `    case ${JSON.stringify(locale)}: return import(${JSON.stringify(PREFIX + locale)});`,
          )
          .join('\n');
        return `export function loadLocale(locale) {\n  switch (locale) {\n${cases}\n    default: return Promise.reject(new Error('No such locale: ' + locale));\n  }\n}\n`;
      }
      if (rest.startsWith(`${SOURCE_LOCALE}/`)) {
        const file = path.join(dir(), `${rest}.json`);
        this.addWatchFile(file);
        return compileCatalogue(readCatalogue(file), SOURCE_LOCALE, file);
      }
      const [locale, group, section] = rest.split('/');
      if (group === undefined) {
        // The locale's first file: its core texts, and where the rest of it is.
        const loaders = [
          ...groups().map((name) => [name, `${PREFIX}${locale}/${name}`]),
          ...NAME_SECTIONS.map((name) => [`names:${name}`, `${PREFIX}${locale}/names/${name}`]),
        ]
          .map(
            ([name, module]) =>
              `  ${JSON.stringify(name)}: () => import(${JSON.stringify(module)}),`,
          )
          .join('\n');
        const groupOf = Object.fromEntries([
          ...parts()
            .filter((part) => !['core', 'build'].includes(groupOfPart(part)))
            .map((part) => [part, groupOfPart(part)]),
          ...NAME_SECTIONS.map((name) => [`names:${name}`, `names:${name}`]),
        ]);
        return (
          `export { messages as core } from ${JSON.stringify(`${PREFIX}${locale}/core`)};\n` +
          `export const groups = {\n${loaders}\n};\n` +
          `export const groupOf = ${JSON.stringify(groupOf)};\n` +
          `export const news = ${JSON.stringify(latestNews(root, locale!))};\n`
        );
      }
      if (group === 'names') {
        const namesFile = path.join(root, NAMES_DIR, `${locale}.json`);
        this.addWatchFile(namesFile);
        const all = JSON.parse(readFileSync(namesFile, 'utf8')) as Record<string, string>;
        // The section's names in its order, null where the locale has none (the English shows).
        const list: (string | null)[] = sectionIds(root)[section as NameSection].map(
          (itemId) => all[itemId] ?? null,
        );
        while (list.length > 0 && list.at(-1) === null) list.pop();
        return `export const section = ${JSON.stringify(section)};\nexport const list = ${JSON.stringify(list)};\n`;
      }
      // One group's texts: every part of it, keyed `<part>.<key>` as each part's text function asks
      // for them (src/i18n/i18n.ts), compiled as one module; each part checked on its own first, so
      // that a message that does not compile is named with its file.
      const localeDir = path.join(dir(), locale!);
      const messages: Catalogue = {};
      for (const part of parts().filter((name) => groupOfPart(name) === group)) {
        const file = path.join(localeDir, `${part}.json`);
        this.addWatchFile(file);
        const catalogue = readCatalogue(file);
        compileCatalogue(catalogue, locale!, file);
        for (const [key, message] of Object.entries(catalogue))
          messages[`${part}.${key}`] = message;
      }
      const compiled = compileCatalogue(messages, locale!, localeDir);
      return `${compiled.replace('export default', 'export const messages =')};\n`;
    },
  };
}
