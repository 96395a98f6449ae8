import english from 'virtual:messages/en-US/storageNotice';
import type Source from '../i18n/messages/en-US/storageNotice.json';
import { textsOf } from '../i18n/i18n';

/** The notice shown when this browser cannot keep the game's data: src/i18n/messages/<locale>/storageNotice.json. */
export const t = textsOf<keyof typeof Source>('storageNotice', english);
