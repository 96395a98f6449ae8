import english from 'virtual:messages/en-US/dailyStrip';
import type Source from '../../i18n/messages/en-US/dailyStrip.json';
import { textsOf } from '../../i18n/i18n';

/**
 * The home page's strip of today's puzzles, and the daily words it shares with the daily pages (dailyWords.ts): a part of its own, so the home page downloads none of the daily pages' other texts.
 */
export const t = textsOf<keyof typeof Source>('dailyStrip', english);
