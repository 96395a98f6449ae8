import english from 'virtual:messages/en-US/move';
import type Source from '../i18n/messages/en-US/move.json';
import { textsOf } from '../i18n/i18n';

/** Move your stats' texts (export and import): src/i18n/messages/<locale>/move.json. */
export const t = textsOf<keyof typeof Source>('move', english);
