import english from 'virtual:messages/en-US/puzzleState';
import type Source from '../../src/i18n/messages/en-US/puzzleState.json';
import { textsOf } from '../../src/i18n/i18n';

/**
 * A puzzle's state in words (puzzleStateText.ts): a part of its own, four short texts, since the
 * home page's strip shows them and must not download the daily pages' other texts.
 */
export const t = textsOf<keyof typeof Source>('puzzleState', english);
