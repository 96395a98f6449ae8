import english from 'virtual:messages/en-US/dailyRules';
import type Source from '../i18n/messages/en-US/dailyRules.json';
import { textsOf } from '../i18n/i18n';

/** A daily puzzle's rules, which its screen shows on a first visit: src/i18n/messages/<locale>/dailyRules.json. */
export const t = textsOf<keyof typeof Source>('dailyRules', english);
