import english from 'virtual:messages/en-US/challengeWords';
import type Source from '../../i18n/messages/en-US/challengeWords.json';
import { textsOf } from '../../i18n/i18n';

/** A challenge's words for its players and its goal, which a challenge's banner shows: src/i18n/messages/<locale>/challengeWords.json. */
export const t = textsOf<keyof typeof Source>('challengeWords', english);
