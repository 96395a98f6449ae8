import english from 'virtual:messages/en-US/daily';
import type Source from '../i18n/messages/en-US/daily.json';
import { textsOf } from '../i18n/i18n';

/** The daily puzzles' texts (hub, puzzle, end panel, everyone's numbers): src/i18n/messages/<locale>/daily.json. */
export const t = textsOf<keyof typeof Source>('daily', english);
