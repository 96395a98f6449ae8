import english from 'virtual:messages/en-US/room';
import type Source from '../i18n/messages/en-US/room.json';
import { textsOf } from '../i18n/i18n';

/** The live rooms' shared texts (making one, its settings, the server's answers): src/i18n/messages/<locale>/room.json. */
export const t = textsOf<keyof typeof Source>('room', english);
