import { assign, emit, setup } from 'xstate';
import { revealAt, revealRule, type Reveal, type RevealRule } from '../../daily/reveal.ts';
import { DAILY_TRIES, type DailyMode } from '../../dailyModes.ts';
import type { Candidate } from '../../rules/answers.ts';
import { isOutOfAttempts, isOver, isRepeatedGuess, isSolved } from '../../rules/tries.ts';
import { attemptOf, skippedAttempt, type Attempt } from '../../rules/verdict.ts';

export interface DailyInput {
  mode: DailyMode;
  /** The puzzle's answer; its group is what a partial guess shares with it (Voice: the role). */
  answer: Candidate;
  /** The tries kept for the puzzle (a reload, a puzzle reopened from the archive), played again. */
  attempts?: Attempt[];
  /** The clip's length in seconds, where known (0: not yet); `daily.duration` tells it later. */
  clipDuration?: number;
}

export interface DailyContext {
  answer: Candidate;
  /** The mode's reveal rule (machines/modes.ts): a ladder of seconds, or lines. */
  rule: RevealRule;
  clipDuration: number;
  attempts: Attempt[];
  /** What the try being played may hear; everything once the puzzle is over. */
  reveal: Reveal;
  /** What the try after it would hear (what a skip or a miss unlocks); null once over. */
  nextReveal: Reveal | null;
}

export type DailyEvent =
  | { type: 'daily.guess'; guess: Candidate }
  | { type: 'daily.skip' }
  | { type: 'daily.duration'; duration: number };

/** Every try as it is played, to be kept. */
export type DailyEmitted = { type: 'daily.tried'; attempt: Attempt };

/** What the try after `attempts` hears, and the one after that (nothing more once it is over). */
export function revealsAfter(
  rule: RevealRule,
  attempts: readonly Attempt[],
  clipDuration: number,
): Pick<DailyContext, 'reveal' | 'nextReveal'> {
  const over = isOver(attempts, DAILY_TRIES);
  return {
    reveal: revealAt(rule, attempts.length, over, clipDuration),
    nextReveal: over ? null : revealAt(rule, attempts.length + 1, false, clipDuration),
  };
}

/**
 * A daily puzzle: six tries at one answer, each a guess (right, partial for the right group, or
 * wrong) or a skip, and every miss or skip lets the next try hear more (the mode's reveal rule). It
 * ends solved on a right guess, failed when the six are spent. A puzzle played before opens where it
 * was left, ended if it had ended. What is kept, and where, is the caller's: the machine says when.
 */
export const dailyMachine = setup({
  types: {
    input: {} as DailyInput,
    context: {} as DailyContext,
    events: {} as DailyEvent,
    emitted: {} as DailyEmitted,
  },
  guards: {
    isRepeatedGuess: ({ context, event }) =>
      event.type === 'daily.guess' && isRepeatedGuess(context.attempts, event.guess.id),
    isSolved: ({ context }) => isSolved(context.attempts),
    isOutOfTries: ({ context }) => isOutOfAttempts(context.attempts, DAILY_TRIES),
  },
  actions: {
    recordGuess: assign(({ context, event }) => {
      if (event.type !== 'daily.guess') return {};
      const attempts = [...context.attempts, attemptOf(event.guess, context.answer)];
      return { attempts, ...revealsAfter(context.rule, attempts, context.clipDuration) };
    }),
    recordSkip: assign(({ context }) => {
      const attempts = [...context.attempts, skippedAttempt()];
      return { attempts, ...revealsAfter(context.rule, attempts, context.clipDuration) };
    }),
    setDuration: assign(({ context, event }) => {
      if (event.type !== 'daily.duration') return {};
      return {
        clipDuration: event.duration,
        ...revealsAfter(context.rule, context.attempts, event.duration),
      };
    }),
    announceTry: emit(({ context }) => ({
      type: 'daily.tried' as const,
      attempt: context.attempts[context.attempts.length - 1],
    })),
  },
}).createMachine({
  id: 'daily',
  context: ({ input }) => {
    const rule = revealRule(input.mode);
    const attempts = input.attempts ?? [];
    const clipDuration = input.clipDuration ?? 0;
    return {
      answer: input.answer,
      rule,
      clipDuration,
      attempts,
      ...revealsAfter(rule, attempts, clipDuration),
    };
  },
  on: {
    // A clip's length may be learnt only once it has loaded: the seconds it reveals follow.
    'daily.duration': {
      guard: ({ event }) => Number.isFinite(event.duration) && event.duration > 0,
      actions: 'setDuration',
    },
  },
  initial: 'resuming',
  states: {
    // Tries kept from before are played again: a puzzle that had ended opens on its end.
    resuming: {
      always: [
        { guard: 'isSolved', target: 'solved' },
        { guard: 'isOutOfTries', target: 'failed' },
        { target: 'playing' },
      ],
    },
    playing: {
      tags: ['playing'],
      always: [
        { guard: 'isSolved', target: 'solved' },
        { guard: 'isOutOfTries', target: 'failed' },
      ],
      on: {
        'daily.guess': [
          // A guess already tried costs nothing.
          { guard: 'isRepeatedGuess' },
          { actions: ['recordGuess', 'announceTry'] },
        ],
        'daily.skip': { actions: ['recordSkip', 'announceTry'] },
      },
    },
    solved: { tags: ['ended'] },
    failed: { tags: ['ended'] },
  },
});
