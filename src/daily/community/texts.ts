import english from 'virtual:messages/en-US/community';
import type Source from '../../i18n/messages/en-US/community.json';
import { textsOf } from '../../i18n/i18n';

/**
 * Everyone's numbers in words: a part of its own, since the home page's strip shows them and must
 * not download the daily pages' other texts.
 */
export const t = textsOf<keyof typeof Source>('community', english);
