import english from 'virtual:messages/en-US/daily';
import type Source from '../i18n/messages/en-US/daily.json';
import { textsOf } from '../i18n/i18n';

/** A daily puzzle's own texts (its screen, guess box and tries): src/i18n/messages/<locale>/daily.json. */
export const t = textsOf<keyof typeof Source>('daily', english);
