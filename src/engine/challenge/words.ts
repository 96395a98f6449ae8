import type { ChallengeGame, ChallengeResult } from '../../../machines/challenge/link';
import { cleanNickname } from '../../../machines/challenge/nickname';
import { DAILY_TRIES } from '../../../machines/dailyModes';
import { attemptsFor } from '../../../machines/rules/attempts';
import { freePlayRules } from '../deal/freePlay';
import { t } from './wordsTexts';

/**
 * A challenge's results in words, for every screen that names one (the challenge's own, and a daily
 * puzzle played from one): light, so that naming a challenge does not bring in its link's code.
 */

/** The tries a round or a daily puzzle of the game gives (none for a run). */
export function triesOf(game: ChallengeGame): number {
  if (game.kind === 'daily') return DAILY_TRIES;
  if (game.kind === 'round')
    return attemptsFor(freePlayRules[game.mode].attemptRules, game.difficulty);
  return 0;
}

/** A result as a player reads it: a run's score ("27"), a round's tries ("2/3", "X/3"). */
export function resultText(game: ChallengeGame, value: number): string {
  if (game.kind === 'run') return String(value);
  return `${value > 0 ? value : 'X'}/${triesOf(game)}`;
}

/**
 * A nickname as shown: the name given, or a stand-in. Cleaned again: results kept before links'
 * nicknames lost their invisible characters may still hold some.
 */
export const displayName = (result: ChallengeResult, mine = false) =>
  mine ? t('you') : cleanNickname(result.nickname) || t('aFriend');

/** What the player is to beat, as a challenge's screens say it beside the sender's name. */
export function goalText(game: ChallengeGame, sender: ChallengeResult): string {
  if (game.kind !== 'run' && sender.value === 0) {
    return t('missedGoal', { name: displayName(sender), result: resultText(game, 0) });
  }
  return t('scoreToBeat', { result: resultText(game, sender.value) });
}
