import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, type Catalogue } from './compile.ts';

const PREFIX = 'virtual:messages/';
const MESSAGES_DIR = 'src/i18n/messages';
const NAMES_DIR = 'src/content/names';
const SOURCE_LOCALE = 'en-US';

/**
 * The game's texts, compiled at build time (docs/languages.md). Each text is an ICU message in a JSON
 * file, `src/i18n/messages/<locale>/<part>.json`; this plugin compiles them with messageformat into
 * functions (`(values) => text`), so the page parses no ICU at run time and its only runtime is the
 * few plural and select helpers the messages call:
 * - `virtual:messages/en-US/<part>`: the English texts of one part of the game, imported by the
 *   part's own code, so they travel in the same chunks as the code that shows them (as the texts in
 *   the code did before);
 * - `virtual:messages/<locale>` (another locale): every part's texts in that locale and the
 *   catalogue's names in it (src/content/names/), one chunk a player in that locale downloads;
 * - `virtual:messages/loaders`: `loadLocale(locale)`, a dynamic import per locale.
 */
export function messagesPlugin(): Plugin {
  let root = '.';
  const dir = () => path.join(root, MESSAGES_DIR);
  const locales = () =>
    readdirSync(dir())
      .filter((name) => name !== SOURCE_LOCALE)
      .sort();
  const readCatalogue = (file: string): Catalogue =>
    JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

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
      const localeDir = path.join(dir(), rest);
      // Every part's messages, keyed `<part>.<key>` as each part's text function asks for them
      // (src/i18n/i18n.ts), compiled as one module; each part checked on its own first, so that a
      // message that does not compile is named with its file.
      const messages: Catalogue = {};
      for (const part of readdirSync(localeDir).filter((name) => name.endsWith('.json'))) {
        const file = path.join(localeDir, part);
        this.addWatchFile(file);
        const catalogue = readCatalogue(file);
        compileCatalogue(catalogue, rest, file);
        const prefix = part.slice(0, -'.json'.length);
        for (const [key, message] of Object.entries(catalogue))
          messages[`${prefix}.${key}`] = message;
      }
      const namesFile = path.join(root, NAMES_DIR, `${rest}.json`);
      this.addWatchFile(namesFile);
      const names = JSON.parse(readFileSync(namesFile, 'utf8')) as unknown;
      const compiled = compileCatalogue(messages, rest, localeDir);
      return `${compiled.replace('export default', 'export const messages =')};\nexport const names = ${JSON.stringify(names)};\n`;
    },
  };
}
