import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A part's texts in one locale: key → ICU message. */
export type Catalogue = Record<string, string>;

/**
 * Compiles every ICU message of a catalogue into Lingui's compiled form. A message that does not
 * parse fails the build (and the catalogue test) with its key and file named.
 */
export function compileCatalogue(
  catalogue: Catalogue,
  locale: string,
  file: string,
): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalogue)) {
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `${file}: the ${locale} message "${key}" does not compile: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return compiled;
}
