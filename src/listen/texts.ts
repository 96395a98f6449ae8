import english from 'virtual:messages/en-US/listen';
import type Source from '../i18n/messages/en-US/listen.json';
import { textsOf } from '../i18n/i18n';

/** Listen's texts: src/i18n/messages/<locale>/listen.json. */
export const t = textsOf<keyof typeof Source>('listen', english);
