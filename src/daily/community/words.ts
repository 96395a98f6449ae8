import type { PuzzleNumbers, YesterdayShare } from '../../../machines/community/numbers';
import { roundedPercent } from '../../../machines/community/percent';

/**
 * Everyone's numbers in words, in the player's own number format (1,204 / 1 204 / 1.204): counts
 * whole, percentages rounded by the rules (machines/community/standing.ts) and never split from
 * their sign at a line's end. `locale` is the player's unless a test names one.
 */
export function communityWords(locale?: string) {
  // Built at their first number, not when the words are: the views make theirs as their module
  // loads, and building a format loads the locale's number data (a phone's first frame waited for it
  // on the home page before any number had come).
  let whole: Intl.NumberFormat | undefined;
  let percentFormat: Intl.NumberFormat | undefined;
  const count = (value: number) =>
    (whole ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
  const percent = (value: number) =>
    (percentFormat ??= new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
    }))
      .format(value / 100)
      .replace(/\s/g, '\u00a0');
  const players = (value: number) => `${count(value)} ${value === 1 ? 'player' : 'players'}`;

  return {
    count,
    percent,
    players,

    /** Under a puzzle in progress: how many found today's answer (never which). */
    found(solved: number): string {
      if (solved === 0) return 'Nobody has found it yet: be the first';
      return `${players(solved)} ${solved === 1 ? 'has' : 'have'} found it`;
    },

    /** A mode's count of the day, on /daily and the home page's strip. */
    solvedToday(numbers: PuzzleNumbers): string {
      return numbers.players === 0 ? 'Be the first today' : `${count(numbers.solved)} solved`;
    },

    /** Yesterday's answer: the share of its players who found it. */
    foundBy({ players, share }: YesterdayShare): string {
      if (share === null || players === 0) return 'Nobody played it';
      return `Found by ${percent(roundedPercent(Math.round(share * players), players))} of players`;
    },
  };
}
