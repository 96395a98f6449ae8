import type { Locale } from '../locales';

/**
 * Each locale's own name as its speakers write it, for the language menu's list and Move's summary:
 * not in the code every page loads (the menu's button names the current one with its own text,
 * `app.languageName`).
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  'ar-AE': 'العربية',
  'de-DE': 'Deutsch',
  'en-US': 'English',
  'es-ES': 'Español (España)',
  'es-MX': 'Español (Latinoamérica)',
  'fr-FR': 'Français',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'ru-RU': 'Русский',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};
