import english from 'virtual:messages/en-US/challengeLink';
import type Source from '../../i18n/messages/en-US/challengeLink.json';
import { textsOf } from '../../i18n/i18n';

/** A challenge's texts (problems, results, invite): src/i18n/messages/<locale>/challengeLink.json. */
export const t = textsOf<keyof typeof Source>('challengeLink', english);
