import english from 'virtual:messages/en-US/countdown';
import type Source from '../i18n/messages/en-US/countdown.json';
import { textsOf } from '../i18n/i18n';

/** The countdown to the next puzzles, in the hub and the end panel: src/i18n/messages/<locale>/countdown.json. */
export const t = textsOf<keyof typeof Source>('countdown', english);
