import type { DailyProgress } from '../daily/progress.ts';
import type { DailyMode } from '../dailyModes.ts';
import { isSolved } from '../rules/tries.ts';
import { countsOn } from './countingDay.ts';

/** A finished daily puzzle of its own day, as the community API takes it (without the browser's id). */
export interface WaitingResult {
  mode: DailyMode;
  puzzle: number;
  /** The items guessed, in order; null for a skip. */
  guesses: (string | null)[];
  solved: boolean;
}

/**
 * The result to send of a puzzle just finished, or null when it is not sent: unfinished, or finished
 * on another day than its own (an archive puzzle never counts). Free play, Infinite and challenges
 * keep no daily progress, so they never reach here.
 */
export function resultToSend(mode: DailyMode, progress: DailyProgress): WaitingResult | null {
  if (progress.finishedOn === undefined || progress.finishedOn !== progress.puzzle) return null;
  return {
    mode,
    puzzle: progress.puzzle,
    guesses: progress.tries.map((each) => each.guessId),
    solved: isSolved(progress.tries),
  };
}

const sameSlot = (a: WaitingResult, b: WaitingResult) => a.mode === b.mode && a.puzzle === b.puzzle;

/** The outbox with `result` added: one result per mode and puzzle, the first kept. */
export function withResult(
  outbox: readonly WaitingResult[],
  result: WaitingResult,
): WaitingResult[] {
  return outbox.some((each) => sameSlot(each, result)) ? [...outbox] : [...outbox, result];
}

/** The outbox without `result` (sent, or dropped). */
export function withoutResult(
  outbox: readonly WaitingResult[],
  result: WaitingResult,
): WaitingResult[] {
  return outbox.filter((each) => !sameSlot(each, result));
}

/** Whether the server would still count a result at `now`: its day, or the grace minutes after it. */
export function stillCounts(result: WaitingResult, now: Date): boolean {
  return countsOn(result.puzzle, now);
}

/** What became of one attempt to send a result. */
export type Delivery = 'sent' | 'retry' | 'drop';

/**
 * What the API's answer means for a waiting result (docs/community-api.md): taken (2xx, a repeat
 * too) is sent; the server or the way to it failing for now (unreachable, 5xx, too many requests
 * this minute, an answer that is not the API's) is tried again later; a refusal (any other 4xx, the
 * network's quota for the puzzle spent) is dropped, as it would never count.
 */
export function deliveryOf(
  answer: { status: number; code: string | null; fromApi: boolean } | 'unreachable',
): Delivery {
  if (answer === 'unreachable' || !answer.fromApi) return 'retry';
  const { status, code } = answer;
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 500) return 'retry';
  if (status === 429) return code === 'puzzle-quota' ? 'drop' : 'retry';
  return 'drop';
}
