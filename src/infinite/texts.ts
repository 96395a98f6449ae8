import english from 'virtual:messages/en-US/infinite';
import type Source from '../i18n/messages/en-US/infinite.json';
import { textsOf } from '../i18n/i18n';

/** Infinite's texts (the choice, the run, Game Over): src/i18n/messages/<locale>/infinite.json. */
export const t = textsOf<keyof typeof Source>('infinite', english);
