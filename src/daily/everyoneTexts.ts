import english from 'virtual:messages/en-US/everyone';
import type Source from '../i18n/messages/en-US/everyone.json';
import { textsOf } from '../i18n/i18n';

/** Everyone's numbers under a finished puzzle: src/i18n/messages/<locale>/everyone.json. */
export const t = textsOf<keyof typeof Source>('everyone', english);
