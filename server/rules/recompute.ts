import { createActor } from 'xstate';
import { hasPuzzle } from '../../machines/daily/calendar.ts';
import { dailyAnswerId } from '../../machines/daily/schedule.ts';
import { DAILY_TRIES, isDailyMode, type DailyMode } from '../../machines/dailyModes.ts';
import { dailyMachine } from '../../machines/formats/daily/dailyMachine.ts';
import type { Verdict } from '../../machines/rules/verdict.ts';
import { dailyLedger } from '../../src/content/daily/dailyLedger.ts';
import { countsOn, RESULT_GRACE_MS } from '../../machines/community/countingDay.ts';
import { GUESS_GROUPS } from './guessables.ts';

/** A finished daily puzzle as the game sends it: the item ids guessed in order, null for a skip. */
export interface ResultClaim {
  mode: string;
  puzzle: number;
  guesses: readonly (string | null)[];
  /** The game's own word on whether it was solved; the server's recomputation must agree. */
  solved?: boolean;
}

/** A result as the server counts it, worked out from the guesses alone. */
export interface CountedResult {
  mode: DailyMode;
  puzzle: number;
  verdicts: Verdict[];
  solved: boolean;
  /** Tries spent: the solving try's number, or all six for a miss. */
  tries: number;
}

export type RejectionCode =
  | 'unknown-mode'
  | 'no-such-puzzle'
  | 'not-today'
  | 'unknown-item'
  | 'repeated-guess'
  | 'guess-after-solve'
  | 'too-many-tries'
  | 'unfinished'
  | 'solved-mismatch';

export interface Rejection {
  code: RejectionCode;
  message: string;
}

const reject = (code: RejectionCode, message: string) => ({ ok: false as const, code, message });

/**
 * Replays a result against the day's answer with the game's own schedule and daily puzzle machine. It
 * counts only when it is a whole play of today's puzzle: every guess an item of the mode, none guessed
 * twice (the machine ignores a repeated guess: it is not a try), nothing after the machine has ended,
 * and ended: solved, or all six tries spent.
 */
export function recomputeResult(
  claim: ResultClaim,
  now: Date,
  graceMs = RESULT_GRACE_MS,
): ({ ok: true } & CountedResult) | ({ ok: false } & Rejection) {
  const { mode, puzzle, guesses } = claim;
  if (!isDailyMode(mode)) return reject('unknown-mode', 'There is no daily puzzle of that mode.');
  const noSuchPuzzle = () => reject('no-such-puzzle', 'That mode has no puzzle of that number.');
  if (!hasPuzzle(mode, puzzle)) return noSuchPuzzle();
  // Every bound comes before the schedule: it works out (and keeps) each day's answer up to the one
  // asked for, so a far-future puzzle number would cost a day's worth of work per day before it.
  if (!countsOn(puzzle, now, graceMs)) {
    return reject('not-today', 'Only results of today’s puzzle count.');
  }
  if (guesses.length > DAILY_TRIES) {
    return reject('too-many-tries', `A puzzle has ${DAILY_TRIES} tries.`);
  }
  const answerId = dailyAnswerId(mode, puzzle, dailyLedger[mode]);
  if (answerId === null) return noSuchPuzzle();
  const groups = GUESS_GROUPS[mode];
  // The server knows items by id: an id stands for its name, which no verdict reads.
  const answer = { id: answerId, name: answerId, group: groups.get(answerId) ?? answerId };
  const daily = createActor(dailyMachine, { input: { mode, answer, attempts: [] } }).start();
  const tries = () => daily.getSnapshot().context.attempts;
  for (const guessId of guesses) {
    if (daily.getSnapshot().hasTag('ended')) {
      return reject('guess-after-solve', 'A solved puzzle takes no more guesses.');
    }
    if (guessId === null) {
      daily.send({ type: 'daily.skip' });
      continue;
    }
    const group = groups.get(guessId);
    if (group === undefined) return reject('unknown-item', 'A guess is not an item of this mode.');
    const before = tries().length;
    daily.send({ type: 'daily.guess', guess: { id: guessId, name: guessId, group } });
    if (tries().length === before) {
      return reject('repeated-guess', 'The same item was guessed twice.');
    }
  }
  const end = daily.getSnapshot();
  if (!end.hasTag('ended')) {
    return reject('unfinished', 'The puzzle is neither solved nor out of tries.');
  }
  const solved = end.matches('solved');
  if (claim.solved !== undefined && claim.solved !== solved) {
    return reject(
      'solved-mismatch',
      solved ? 'These guesses solve the puzzle.' : 'These guesses do not solve the puzzle.',
    );
  }
  return {
    ok: true,
    mode,
    puzzle,
    verdicts: tries().map((each) => each.verdict),
    solved,
    tries: tries().length,
  };
}
