import english from 'virtual:messages/en-US/freePlayRules';
import type Source from '../i18n/messages/en-US/freePlayRules.json';
import { textsOf } from '../i18n/i18n';

/** Free play's rules, in How to play's own chunk: src/i18n/messages/<locale>/freePlayRules.json. */
export const t = textsOf<keyof typeof Source>('freePlayRules', english);
