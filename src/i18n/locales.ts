/**
 * The 18 locales VALORANT ships in (valorant-api's `language=all`); their names are in
 * localeNames.ts, which only the language menu's list loads. en-US is the game's source language.
 */
export const LOCALES = [
  'ar-AE',
  'de-DE',
  'en-US',
  'es-ES',
  'es-MX',
  'fr-FR',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'pl-PL',
  'pt-BR',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'vi-VN',
  'zh-CN',
  'zh-TW',
] as const;

export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = 'en-US';

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

/** Where a language has two of the game's locales, the one a speaker of another region is closest to. */
const REGION_FALLBACKS: Record<string, Locale> = {
  // Spanish outside Spain is Latin American Spanish in the game.
  es: 'es-MX',
  'es-ES': 'es-ES',
  // Traditional Chinese: Taiwan's, also for Hong Kong and Macau, and for any `zh-Hant`.
  'zh-TW': 'zh-TW',
  'zh-HK': 'zh-TW',
  'zh-MO': 'zh-TW',
  'zh-Hant': 'zh-TW',
  zh: 'zh-CN',
  pt: 'pt-BR',
};

/**
 * The game's locale closest to one of the browser's languages, or null when it has none of the
 * language: `pt` → pt-BR, `es-AR` → es-MX, `zh-HK` → zh-TW, `zh-Hans-SG` → zh-CN.
 */
export function closestLocale(tag: string): Locale | null {
  let parts: string[];
  try {
    parts = Intl.getCanonicalLocales(tag)[0]?.split('-') ?? [];
  } catch {
    return null;
  }
  const language = parts[0]?.toLowerCase();
  if (!language) return null;
  const script = parts.find((part) => part.length === 4);
  const region = parts.find((part) => part.length === 2 && part === part.toUpperCase());
  if (language === 'zh' && script === 'Hant') return 'zh-TW';
  if (language === 'zh' && script === 'Hans') return 'zh-CN';
  if (region) {
    const exact = `${language}-${region}`;
    if (isLocale(exact)) return exact;
    if (REGION_FALLBACKS[exact]) return REGION_FALLBACKS[exact];
  }
  if (REGION_FALLBACKS[language]) return REGION_FALLBACKS[language];
  return LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? null;
}

/** The first of the browser's languages (in its order of preference) that the game speaks, else en-US. */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** Arabic is written right to left; every other locale of the game left to right. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar-AE' ? 'rtl' : 'ltr');
