import english from 'virtual:messages/en-US/play';
import type Source from '../i18n/messages/en-US/play.json';
import { textsOf } from '../i18n/i18n';

/**
 * The play screens' texts (src/play) and the sessions' (src/engine): src/i18n/messages/<locale>/play.json.
 * Not React: the sessions call it as they produce a text.
 */
export const t = textsOf<keyof typeof Source>('play', english);
