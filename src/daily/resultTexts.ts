import english from 'virtual:messages/en-US/dailyResult';
import type Source from '../i18n/messages/en-US/dailyResult.json';
import { textsOf } from '../i18n/i18n';

/** A daily puzzle's end panel: src/i18n/messages/<locale>/dailyResult.json. */
export const t = textsOf<keyof typeof Source>('dailyResult', english);
