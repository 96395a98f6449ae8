import { finishedOnItsDay, isOver, type DailyProgress } from './progress';
import { isSolved } from '../rules/tries';
import { DAILY_TRIES } from '../dailyModes';
import { roundedPercent } from '../community/percent';

export interface DailyStats {
  /** Puzzles finished, on their day or from the archive. */
  played: number;
  won: number;
  /** Whole percent of played puzzles solved (0 only for none, 100 only for all: percent.ts); 0 before the first. */
  winPercent: number;
  currentStreak: number;
  maxStreak: number;
  /** How many puzzles were solved in 1, 2, ... 6 tries (index 0 is one try). */
  distribution: number[];
  missed: number;
}

/**
 * A mode's stats on day `today` (a puzzle number). Played, win % and the distribution count every
 * finished puzzle; streaks count consecutive days solved on the day itself, so archive plays never
 * change them. A missed day resets the current streak; today's puzzle, until it is finished, does not.
 */
export function dailyStats(progress: readonly DailyProgress[], today: number): DailyStats {
  const finished = progress.filter((each) => isOver(each.tries));
  const distribution = Array.from({ length: DAILY_TRIES }, () => 0);
  let missed = 0;
  for (const each of finished) {
    if (isSolved(each.tries)) distribution[each.tries.length - 1]++;
    else missed++;
  }
  const won = finished.length - missed;

  const solvedDays = new Set<number>();
  const failedDays = new Set<number>();
  for (const each of progress.filter(finishedOnItsDay)) {
    (isSolved(each.tries) ? solvedDays : failedDays).add(each.puzzle);
  }

  let maxStreak = 0;
  for (const day of solvedDays) {
    if (solvedDays.has(day - 1)) continue;
    let length = 1;
    while (solvedDays.has(day + length)) length++;
    maxStreak = Math.max(maxStreak, length);
  }

  let currentStreak = 0;
  if (!failedDays.has(today)) {
    let day = solvedDays.has(today) ? today : today - 1;
    while (solvedDays.has(day)) {
      currentStreak++;
      day--;
    }
  }

  return {
    played: finished.length,
    won,
    winPercent: roundedPercent(won, finished.length),
    currentStreak,
    maxStreak,
    distribution,
    missed,
  };
}
