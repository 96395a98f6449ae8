import { puzzleDate } from '../../machines/daily/calendar';
import { writingLocale } from './words/dailyWords';

/** A month of the archive as a calendar draws it: its name, and its puzzles in the order of days. */
export interface ArchiveMonth {
  /** "November 2026". */
  name: string;
  days: {
    puzzle: number;
    /** Day of the month, 1 to 31. */
    day: number;
    /** Column in a week that starts on Monday: 1 to 7. */
    column: number;
    /** "5 November 2026". */
    date: string;
  }[];
}

/**
 * The archive's puzzles (any order) by month of their UTC day, newest month first, each month's days
 * in calendar order: a puzzle's day is the same wherever the player is.
 */
export function archiveMonths(puzzles: readonly number[]): ArchiveMonth[] {
  // In the player's language (English keeps its British "5 November 2026").
  const locale = writingLocale();
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayName = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const months = new Map<string, ArchiveMonth>();
  for (const puzzle of [...puzzles].sort((a, b) => a - b)) {
    const date = puzzleDate(puzzle);
    const key = date.toISOString().slice(0, 7);
    let month = months.get(key);
    if (!month) {
      month = { name: monthName.format(date), days: [] };
      months.set(key, month);
    }
    const day = date.getUTCDate();
    month.days.push({
      puzzle,
      day,
      column: ((date.getUTCDay() + 6) % 7) + 1,
      date: dayName.format(date),
    });
  }
  return [...months.values()].reverse();
}
