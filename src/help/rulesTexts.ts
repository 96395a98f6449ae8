import english from 'virtual:messages/en-US/rules';
import type Source from '../i18n/messages/en-US/rules.json';
import { textsOf } from '../i18n/i18n';

/**
 * The rules' texts (How to play's contents, for free play, daily puzzles, Infinite, Listen and
 * challenges, and what the game sends), which travel with the rules' own chunk rather than with
 * every round: src/i18n/messages/<locale>/rules.json.
 */
export const t = textsOf<keyof typeof Source>('rules', english);
