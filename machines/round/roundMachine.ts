import { assign, emit, setup } from 'xstate';
import type { Candidate } from '../rules/answers';
import { isOutOfAttempts, isRepeatedGuess, isSolved } from '../rules/tries';
import { attemptOf, type Attempt } from '../rules/verdict';

export interface RoundInput {
  answer: Candidate;
  maxAttempts: number;
  /** The tries already played, to resume a round in progress (after a reload). */
  attempts?: Attempt[];
}

export interface RoundContext {
  answer: Candidate;
  maxAttempts: number;
  attempts: Attempt[];
}

export type RoundEvent = { type: 'round.guess'; guess: Candidate };

export type RoundEmitted = { type: 'round.guessed'; attempt: Attempt };

export interface RoundOutput {
  won: boolean;
  attempts: Attempt[];
}

/**
 * One round: the answer and its rules come in, guesses are played, and it ends won or lost with
 * its tries as output. What comes before and after a round is the play format's.
 */
export const roundMachine = setup({
  types: {
    input: {} as RoundInput,
    context: {} as RoundContext,
    events: {} as RoundEvent,
    emitted: {} as RoundEmitted,
    output: {} as RoundOutput,
  },
  guards: {
    isRepeatedGuess: ({ context, event }) => isRepeatedGuess(context.attempts, event.guess.id),
    isSolved: ({ context }) => isSolved(context.attempts),
    isOutOfAttempts: ({ context }) => isOutOfAttempts(context.attempts, context.maxAttempts),
  },
  actions: {
    recordGuess: assign({
      attempts: ({ context, event }) => [
        ...context.attempts,
        attemptOf(event.guess, context.answer),
      ],
    }),
    announceAttempt: emit(({ context }) => ({
      type: 'round.guessed' as const,
      attempt: context.attempts[context.attempts.length - 1],
    })),
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => ({
    answer: input.answer,
    maxAttempts: input.maxAttempts,
    attempts: input.attempts ?? [],
  }),
  initial: 'inProgress',
  states: {
    inProgress: {
      // Checked on entry too, so that a restored round that had already ended ends at once.
      always: [
        { guard: 'isSolved', target: 'won' },
        { guard: 'isOutOfAttempts', target: 'lost' },
      ],
      on: {
        'round.guess': [
          { guard: 'isRepeatedGuess' },
          { actions: ['recordGuess', 'announceAttempt'] },
        ],
      },
    },
    won: { type: 'final', tags: ['ended'] },
    lost: { type: 'final', tags: ['ended'] },
  },
  output: ({ context }) => ({
    won: isSolved(context.attempts),
    attempts: context.attempts,
  }),
});
