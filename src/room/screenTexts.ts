import english from 'virtual:messages/en-US/roomScreen';
import type Source from '../i18n/messages/en-US/roomScreen.json';
import { textsOf } from '../i18n/i18n';

/**
 * A room's own page (lobby, rounds, reveal, scoreboard, end), which the page that makes a room does
 * not load: src/i18n/messages/<locale>/roomScreen.json.
 */
export const t = textsOf<keyof typeof Source>('roomScreen', english);
