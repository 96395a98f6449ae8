import english from 'virtual:messages/en-US/headerDialogs';
import type Source from '../i18n/messages/en-US/headerDialogs.json';
import { textsOf } from '../i18n/i18n';

/**
 * The header's dialogs' texts (Your stats, Settings, the overview's frame), apart from the rules so
 * that they travel with the dialogs' own chunk: src/i18n/messages/<locale>/headerDialogs.json.
 */
export const t = textsOf<keyof typeof Source>('headerDialogs', english);
