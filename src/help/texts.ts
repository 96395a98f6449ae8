import english from 'virtual:messages/en-US/help';
import type Source from '../i18n/messages/en-US/help.json';
import { textsOf } from '../i18n/i18n';

/** Help's texts (How to play, the rules, Your stats, Settings): src/i18n/messages/<locale>/help.json. */
export const t = textsOf<keyof typeof Source>('help', english);
