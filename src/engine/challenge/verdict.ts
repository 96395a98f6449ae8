import {
  compareResults,
  type ChallengeKind,
  type ChallengeResult,
} from '../../../machines/challenge/link';
import { displayName } from './words';
import { t } from '../texts';

/**
 * Who won, as the player reads it where their result meets the sender's: the challenge's results
 * ("You beat Kai!") and the end of a daily puzzle played from one. `won` is true only for a win over
 * someone else's result. Apart from words.ts, which stays light: this brings in the link's order.
 */
export function verdictOf(
  kind: ChallengeKind,
  mine: { id: number | null; value: number },
  sender: ChallengeResult,
): { text: string; won: boolean } {
  const name = displayName(sender);
  if (mine.id === sender.id) return { text: t('yourChallenge'), won: false };
  // By result alone: who played first, or a nickname's order, breaks no tie here.
  const theirs = { ...sender, when: 0, id: 0 };
  const order = compareResults(kind)({ ...theirs, value: mine.value }, theirs);
  if (order < 0) return { text: t('youBeat', { name }), won: true };
  return { text: order > 0 ? t('staysAhead', { name }) : t('tieWith', { name }), won: false };
}
