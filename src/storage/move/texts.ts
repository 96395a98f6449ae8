import english from 'virtual:messages/en-US/move';
import type Source from '../../i18n/messages/en-US/move.json';
import { textsOf } from '../../i18n/i18n';

/**
 * The move part's texts that the import's reading gives (why a code cannot be imported):
 * src/i18n/messages/<locale>/move.json, the same part as src/move's.
 */
export const t = textsOf<keyof typeof Source>('move', english);
