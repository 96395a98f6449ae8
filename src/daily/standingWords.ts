import type { PuzzleNumbers } from '../../machines/community/numbers';
import type { Standing } from '../../machines/community/standing';
import type { communityWords } from './community/words';

/**
 * The end panel's words of everyone's numbers (today's puzzle, or an archive puzzle set against its
 * own day), in the number format of `words`.
 */
export function standingWords({ count, percent, players }: ReturnType<typeof communityWords>) {
  return {
    /** How many played and solved a puzzle. */
    summary(numbers: PuzzleNumbers, today: boolean): string {
      if (numbers.players === 0) {
        return today ? 'Nobody else has finished it yet today' : 'Nobody played it on its day';
      }
      return `${players(numbers.players)} ${today ? 'today' : 'on its day'} · ${count(numbers.solved)} solved`;
    },

    /** Where the player stands. */
    standing(value: Standing, today: boolean): string {
      const day = today ? 'today' : 'that day';
      switch (value.kind) {
        case 'fewerTriesThan':
          return `Fewer tries than ${percent(value.percent)} of ${today ? 'today’s' : 'that day’s'} solvers`;
        case 'solvedBy':
          // None is said only after a miss: a solve counts itself.
          if (value.percent > 0) return `Solved by ${percent(value.percent)} of players ${day}`;
          return today ? 'Nobody has solved it yet today' : 'Nobody solved it that day';
        case 'firstToSolve':
          return today ? 'The first to solve it today' : 'Nobody else solved it that day';
        case 'firstToPlay':
          return today ? 'The first to finish it today' : 'Nobody else played it that day';
      }
    },
  };
}
