import english from 'virtual:messages/en-US/daily';
import type Source from '../../src/i18n/messages/en-US/daily.json';
import { textsOf } from '../../src/i18n/i18n';

/** The daily rules' words for the player (a puzzle's state): the daily part's texts, as src/daily's. */
export const t = textsOf<keyof typeof Source>('daily', english);
