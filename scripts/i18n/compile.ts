import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';

/** The plural rules the compiled messages use: the browser's Intl.PluralRules. */
const PLURAL_RULE = path.join(import.meta.dirname, '../../src/i18n/pluralRule.ts');
/** The import of messageformat's plural tables that compileModule writes for a plural. */
const CARDINALS_IMPORT =
  /^import \{ ([\w, ]+) \} from "@messageformat\/runtime\/lib\/(?:cardinals|plurals)";$/m;

/** A part's texts in one locale: key → ICU message. */
export type Catalogue = Record<string, string>;

/**
 * Compiles a locale's ICU messages into an ES module whose default export holds one function per
 * message (`(values) => text`), importing only the few helpers of @messageformat/runtime that its
 * plurals and selects use. A message that does not parse fails the build (and the catalogue
 * test), with its file, key and locale named.
 */
export function compileCatalogue(catalogue: Catalogue, locale: string, file: string): string {
  // A plural may offer a form the locale never picks (a Japanese `one`): harmless, and a translator's
  // message stays valid whichever locale's rules it is read by.
  const messageFormat = new MessageFormat(locale, { strictPluralKeys: false });
  for (const [key, message] of Object.entries(catalogue)) {
    try {
      messageFormat.compile(message);
    } catch (error) {
      throw new Error(
        `${file}: the ${locale} message "${key}" does not compile: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return withIntlPlurals(compileModule(messageFormat, catalogue), locale);
}

/**
 * The compiled module with its plurals picked by `Intl.PluralRules` rather than by
 * @messageformat/runtime's tables: that one module holds every language's rules, and each locale's
 * texts importing it put all of them in the code every page loads.
 */
function withIntlPlurals(module: string, locale: string): string {
  const replaced = module.replace(CARDINALS_IMPORT, (_, names: string) => {
    const rules = names
      .split(', ')
      .map(
        (name) =>
          `const ${name} = (value, ordinal) => pluralRule(${JSON.stringify(locale)}, value, ordinal);`,
      );
    return [`import { pluralRule } from ${JSON.stringify(PLURAL_RULE)};`, ...rules].join('\n');
  });
  if (replaced.includes('@messageformat/runtime/lib/')) {
    throw new Error(
      `The ${locale} texts import messageformat's plural tables in a way not replaced`,
    );
  }
  return replaced;
}
