/**
 * The plural (or ordinal) category of `value` in `locale`, by the browser's own CLDR rules: what
 * the compiled messages ask for their plurals (scripts/i18n/compile.ts), in place of
 * @messageformat/runtime's tables, which hold every language's rules in one module.
 */
const rules = new Map<string, Intl.PluralRules>();

export function pluralRule(locale: string, value: number, ordinal?: boolean): Intl.LDMLPluralRule {
  const key = ordinal ? `${locale} ordinal` : locale;
  let rule = rules.get(key);
  if (!rule) {
    rule = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    rules.set(key, rule);
  }
  return rule.select(value);
}
