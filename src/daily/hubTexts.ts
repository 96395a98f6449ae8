import english from 'virtual:messages/en-US/dailyHub';
import type Source from '../i18n/messages/en-US/dailyHub.json';
import { textsOf } from '../i18n/i18n';

/** The daily hub's texts (today's puzzles, the archive, yesterday's answers): src/i18n/messages/<locale>/dailyHub.json. */
export const t = textsOf<keyof typeof Source>('dailyHub', english);
