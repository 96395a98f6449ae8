import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { compileCatalogue } from './compile';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locales';

/**
 * Every part's texts in every locale (src/i18n/messages/<locale>/<part>.json): the same keys as
 * en-US's, each an ICU message that compiles, with the same placeholders (the values the code
 * passes), and plural and select forms that the locale's rules can pick.
 */
const dir = path.join(import.meta.dirname, '../../src/i18n/messages');
const read = (locale: string, part: string) =>
  JSON.parse(readFileSync(path.join(dir, locale, part), 'utf8')) as Record<string, string>;
const parts = readdirSync(path.join(dir, SOURCE_LOCALE)).filter((file) => file.endsWith('.json'));
const others = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** The names of a message's placeholders (`{count}`, `{count, plural, …}`), inner ones too. */
function placeholders(tokens: readonly Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const each of token.cases) placeholders(each.tokens, into);
    }
  }
  return into;
}

/** The plural forms a message offers for each plural placeholder, as `name:form`. */
function pluralForms(tokens: readonly Token[], into: string[] = []): string[] {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const each of token.cases) {
        if (token.type === 'plural') into.push(`${token.arg}:${each.key}`);
        pluralForms(each.tokens, into);
      }
    }
  }
  return into;
}

/** A message's tokens, or a throw where it does not parse. */
const parsed = (message: string): Token[] => parse(message, { strict: false });

describe.each(parts)('the texts of %s', (part) => {
  const english = read(SOURCE_LOCALE, part);

  it('are, in English, messages that compile', () => {
    for (const [key, message] of Object.entries(english)) {
      expect(() => parsed(message), key).not.toThrow();
    }
    expect(() => compileCatalogue(english, SOURCE_LOCALE, part)).not.toThrow();
  });

  it.each(others)(
    'are all in %s, compiling, with the placeholders of the English ones',
    (locale) => {
      const file = path.join(dir, locale, part);
      expect(readdirSync(path.join(dir, locale)), `${locale} has no ${part}`).toContain(part);
      const texts = read(locale, part);
      expect(Object.keys(texts).sort(), `${file}: its keys`).toEqual(Object.keys(english).sort());
      expect(() => compileCatalogue(texts, locale, file)).not.toThrow();
      const rules = new Intl.PluralRules(locale);
      const needed = rules.resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(texts)) {
        let compiled: Token[] = [];
        expect(() => (compiled = parsed(message)), `${locale} ${key}`).not.toThrow();
        expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
        const expected = placeholders(parsed(english[key]!));
        expect([...placeholders(compiled)].sort(), `${locale} ${key}: its placeholders`).toEqual(
          [...expected].sort(),
        );
        // Each plural offers every form the locale's rules can pick (Arabic's six, Polish's four),
        // or at least `other`, which messageformat falls back to.
        const forms = pluralForms(compiled);
        for (const name of new Set(forms.map((form) => form.split(':')[0]))) {
          const offered = forms
            .filter((form) => form.startsWith(`${name}:`))
            .map((form) => form.split(':')[1]);
          expect(offered, `${locale} ${key}: plural ${name} needs "other"`).toContain('other');
          for (const category of needed) {
            if (category === 'other') continue;
            expect(offered, `${locale} ${key}: plural ${name} lacks "${category}"`).toContain(
              category,
            );
          }
        }
      }
    },
  );
});

it('has no locale folder the game does not speak, and no part only another locale has', () => {
  expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
  for (const locale of others) {
    for (const file of readdirSync(path.join(dir, locale)))
      expect(parts, `${locale}/${file}`).toContain(file);
  }
});
