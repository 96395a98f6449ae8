import type { DailyMode } from '../../../machines/dailyModes';
import { currentLocale } from '../../i18n/i18n';
import { t } from './stripTexts';

/**
 * A daily mode's name in the player's language ("Ability"); a share's first line keeps the English.
 * The strip's own words for the modes (the glossary's, as src/shared/modeName.ts has them): the home
 * page's strip must not load the modes' texts, nor a free-play round this module's chunk.
 */
export const modeLabel = (mode: DailyMode): string => t('modeLabel', { mode });

/** "Ability #23", as the hub's cards and the archive name a puzzle. */
export const puzzleLabel = (mode: DailyMode, number: number): string =>
  t('puzzleLabel', { mode: modeLabel(mode), number });

/** A puzzle's heading in the player's language: its mode and number ("Daily Ability #23"). */
export const dailyTitle = (mode: DailyMode, number: number): string =>
  t('dailyHeading', { mode: modeLabel(mode), number });

/**
 * The locale dates and lists are written in: the player's, except that English keeps the game's
 * British dates ("3 November 2026") and lists ("Map, Ability and Ace").
 */
export const writingLocale = (): string => {
  const locale = currentLocale();
  return locale === 'en-US' ? 'en-GB' : locale;
};

/** "Map", "Map and Ace", "Map, Ability and Ace", in the player's language. */
export const modeList = (modes: readonly DailyMode[]): string =>
  new Intl.ListFormat(writingLocale(), { type: 'conjunction' }).format(modes.map(modeLabel));
