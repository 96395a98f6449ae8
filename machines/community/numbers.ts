import { DAILY_MODES, DAILY_TRIES, type DailyMode } from '../dailyModes.ts';

/** How everyone did on one puzzle of one mode, as the community API publishes it. */
export interface PuzzleNumbers {
  /** Finished it, solved or missed. */
  players: number;
  solved: number;
  missed: number;
  /** `distribution[k - 1]`: solved in k tries, k from 1 to 6. */
  distribution: readonly number[];
}

/** Yesterday's answer of a mode and the share of its players who found it (0 to 1; null: nobody played). */
export interface YesterdayShare {
  answer: string;
  players: number;
  share: number | null;
}

/** `GET /v1/today`: today's numbers of every mode with a puzzle, and yesterday's answers. */
export interface TodayNumbers {
  puzzle: number;
  modes: Partial<Record<DailyMode, PuzzleNumbers>>;
  yesterday: { puzzle: number; modes: Partial<Record<DailyMode, YesterdayShare>> } | null;
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 0;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The numbers of an answer from the API, or null when they are not numbers that add up (a host
 * without the API, a proxy's page, a server of another version): the game then shows none.
 */
export function puzzleNumbersOf(value: unknown): PuzzleNumbers | null {
  if (!isObject(value)) return null;
  const { players, solved, missed, distribution } = value;
  if (!isCount(players) || !isCount(solved) || !isCount(missed)) return null;
  if (!Array.isArray(distribution) || distribution.length !== DAILY_TRIES) return null;
  if (!distribution.every(isCount)) return null;
  const sum = distribution.reduce((total, count) => total + count, 0);
  if (sum !== solved || solved + missed !== players) return null;
  return { players, solved, missed, distribution };
}

/** `GET /v1/today`'s answer, keeping each mode whose numbers hold; null when it is not one. */
export function todayNumbersOf(value: unknown): TodayNumbers | null {
  if (!isObject(value) || !isCount(value.puzzle) || !isObject(value.modes)) return null;
  const modes: TodayNumbers['modes'] = {};
  for (const mode of DAILY_MODES) {
    const numbers = puzzleNumbersOf(value.modes[mode]);
    if (numbers) modes[mode] = numbers;
  }
  let yesterday: TodayNumbers['yesterday'] = null;
  const past = value.yesterday;
  if (isObject(past) && isCount(past.puzzle) && isObject(past.modes)) {
    const shares: Partial<Record<DailyMode, YesterdayShare>> = {};
    for (const mode of DAILY_MODES) {
      const each = past.modes[mode];
      if (!isObject(each) || typeof each.answer !== 'string' || !isCount(each.players)) continue;
      const share = each.share;
      if (share !== null && !(typeof share === 'number' && share >= 0 && share <= 1)) continue;
      shares[mode] = { answer: each.answer, players: each.players, share };
    }
    yesterday = { puzzle: past.puzzle, modes: shares };
  }
  return { puzzle: value.puzzle, modes, yesterday };
}
