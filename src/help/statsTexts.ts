import english from 'virtual:messages/en-US/stats';
import type Source from '../i18n/messages/en-US/stats.json';
import { textsOf } from '../i18n/i18n';

/**
 * Your stats' panel and chart: a part of its own, since the daily pages show the panel and must not download the help dialogs' texts (which go with the game screen's code).
 */
export const t = textsOf<keyof typeof Source>('stats', english);
