import type { DailyMode } from '../../../machines/dailyModes';
import { useTodayNumbers } from './todayNumbers';
import { communityWords } from './words';
import { useLocale } from '../../app/useLocale';

const words = communityWords();

/**
 * A count of everyone's day, nothing without the numbers: today's puzzle of a mode ("1,204 solved",
 * "Be the first today"), or with `found`, yesterday's: the share of its players who found it.
 */
export function TodayCount({
  mode,
  puzzle,
  found = false,
}: {
  mode: DailyMode;
  puzzle: number;
  found?: boolean;
}) {
  useLocale();
  const numbers = useTodayNumbers();
  if (found) {
    const share = numbers?.yesterday?.puzzle === puzzle ? numbers.yesterday.modes[mode] : null;
    return share ? <>{words.foundBy(share)}</> : null;
  }
  const today = numbers?.puzzle === puzzle ? numbers.modes[mode] : null;
  return today ? <>{words.solvedToday(today)}</> : null;
}
