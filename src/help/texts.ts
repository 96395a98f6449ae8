import english from 'virtual:messages/en-US/help';
import type Source from '../i18n/messages/en-US/help.json';
import { textsOf } from '../i18n/i18n';

/**
 * The help dialog's own texts (its button and its close controls); the rules it shows have theirs
 * (rulesTexts.ts): src/i18n/messages/<locale>/help.json.
 */
export const t = textsOf<keyof typeof Source>('help', english);
