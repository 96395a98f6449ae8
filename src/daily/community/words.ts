import type { PuzzleNumbers, YesterdayShare } from '../../../machines/community/numbers';
import { roundedPercent } from '../../../machines/community/percent';
import { currentLocale } from '../../i18n/i18n';
import { t } from './texts';

/**
 * Everyone's numbers in words, in the player's own number format (1,204 / 1 204 / 1.204): counts
 * whole, percentages rounded by the rules (machines/community/standing.ts) and never split from
 * their sign at a line's end. `locale` is the player's (the current one) unless a test names one.
 */
export function communityWords(locale?: string) {
  // Built at their first number, not when the words are: the views make theirs as their module
  // loads, and building a format loads the locale's number data (a phone's first frame waited for it
  // on the home page before any number had come). Built again when the language changes.
  let whole: { locale: string; format: Intl.NumberFormat } | undefined;
  let percentFormat: { locale: string; format: Intl.NumberFormat } | undefined;
  const count = (value: number) => {
    const wanted = locale ?? currentLocale();
    if (whole?.locale !== wanted) {
      whole = {
        locale: wanted,
        format: new Intl.NumberFormat(wanted, { maximumFractionDigits: 0 }),
      };
    }
    return whole.format.format(value);
  };
  const percent = (value: number) => {
    const wanted = locale ?? currentLocale();
    if (percentFormat?.locale !== wanted) {
      percentFormat = {
        locale: wanted,
        format: new Intl.NumberFormat(wanted, { style: 'percent', maximumFractionDigits: 0 }),
      };
    }
    return percentFormat.format.format(value / 100).replace(/\s/g, '\u00a0');
  };
  const players = (value: number) => t('players', { count: value });

  return {
    count,
    percent,
    players,

    /** Under a puzzle in progress: how many found today's answer (never which). */
    found(solved: number): string {
      if (solved === 0) return t('foundNobody');
      return t('found', { count: solved });
    },

    /** A mode's count of the day, on /daily and the home page's strip. */
    solvedToday(numbers: PuzzleNumbers): string {
      return numbers.players === 0
        ? t('beFirstToday')
        : t('solvedCount', { count: count(numbers.solved) });
    },

    /** Yesterday's answer: the share of its players who found it. */
    foundBy({ players, share }: YesterdayShare): string {
      if (share === null || players === 0) return t('nobodyPlayedIt');
      return t('foundByShare', {
        percent: percent(roundedPercent(Math.round(share * players), players)),
      });
    },
  };
}
