import type { PuzzleNumbers } from '../../machines/community/numbers';
import type { Standing } from '../../machines/community/standing';
import type { communityWords } from './community/words';
import { t } from './everyoneTexts';

/**
 * The end panel's words of everyone's numbers (today's puzzle, or an archive puzzle set against its
 * own day), in the number format of `words`.
 */
export function standingWords({ count, percent, players }: ReturnType<typeof communityWords>) {
  return {
    /** How many played and solved a puzzle. */
    summary(numbers: PuzzleNumbers, today: boolean): string {
      if (numbers.players === 0) {
        return today ? t('summaryNobodyToday') : t('summaryNobodyOnItsDay');
      }
      const values = { players: players(numbers.players), solved: count(numbers.solved) };
      return today ? t('summaryToday', values) : t('summaryOnItsDay', values);
    },

    /** Where the player stands. */
    standing(value: Standing, today: boolean): string {
      switch (value.kind) {
        case 'fewerTriesThan':
          return t(today ? 'fewerTriesToday' : 'fewerTriesThatDay', {
            percent: percent(value.percent),
          });
        case 'solvedBy':
          // None is said only after a miss: a solve counts itself.
          if (value.percent > 0) {
            return t(today ? 'solvedByToday' : 'solvedByThatDay', {
              percent: percent(value.percent),
            });
          }
          return today ? t('nobodySolvedToday') : t('nobodySolvedThatDay');
        case 'firstToSolve':
          return today ? t('firstToSolveToday') : t('nobodyElseSolvedThatDay');
        case 'firstToPlay':
          return today ? t('firstToFinishToday') : t('nobodyElsePlayedThatDay');
      }
    },
  };
}
