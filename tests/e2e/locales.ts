import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Answer } from './game';
import { scrollEnded } from './settle';

const SRC = path.join(import.meta.dirname, '..', '..', 'src');

const readJson = (...parts: string[]): Record<string, string> =>
  JSON.parse(readFileSync(path.join(SRC, ...parts), 'utf8')) as Record<string, string>;

/**
 * Parts' texts in a locale, read from their messages files (`src/i18n/messages/<locale>/<part>.json`),
 * so that a test follows a corrected translation; a key is looked up in the parts in turn. Only
 * simple `{name}` placeholders are filled: a message with a plural or a select is refused.
 */
export function textsOf(locale: string, ...parts: [string, ...string[]]) {
  const part = parts.join('+');
  const messages = Object.assign(
    {},
    ...parts.reverse().map((each) => readJson('i18n', 'messages', locale, `${each}.json`)),
  ) as Record<string, string>;
  const raw = (key: string): string => {
    const message = messages[key];
    if (message === undefined) throw new Error(`No text ${part}.${key} in ${locale}`);
    return message;
  };
  const text = (key: string, values: Record<string, string | number> = {}): string => {
    const message = raw(key);
    const filled = message.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`No value for {${name}} in ${part}.${key}`);
      return String(values[name]);
    });
    if (/[{}]/.test(filled)) throw new Error(`${part}.${key} is not a simple message: ${message}`);
    return filled;
  };
  /** The message as written, ICU and all. */
  text.raw = raw;
  return text;
}

/** A catalogue item's name in a locale (`src/content/names/<locale>.json`), else its English one. */
export function nameIn(locale: string, item: Answer): string {
  if (locale === 'en-US') return item.name;
  return readJson('content', 'names', `${locale}.json`)[item.id] ?? item.name;
}

/** Picks an item of a free-play round's gallery by its name in the page's locale. */
export async function guessIn(page: Page, locale: string, item: Answer) {
  await scrollEnded(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: nameIn(locale, item), exact: true })
    .click();
}

/** Escapes a text for a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
