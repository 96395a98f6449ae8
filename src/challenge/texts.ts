import english from 'virtual:messages/en-US/challenge';
import type Source from '../i18n/messages/en-US/challenge.json';
import { textsOf } from '../i18n/i18n';

/** The challenge page's texts: src/i18n/messages/<locale>/challenge.json. */
export const t = textsOf<keyof typeof Source>('challenge', english);
