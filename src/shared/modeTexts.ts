import english from 'virtual:messages/en-US/modes';
import type Source from '../i18n/messages/en-US/modes.json';
import { textsOf } from '../i18n/i18n';

/** The modes' names and the Ability mode's hint: src/i18n/messages/<locale>/modes.json. */
export const t = textsOf<keyof typeof Source>('modes', english);
