import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';

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
  return compileModule(messageFormat, catalogue);
}
