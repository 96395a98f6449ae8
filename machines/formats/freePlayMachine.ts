import { assign, emit, sendTo, setup, type DoneActorEvent } from 'xstate';
import { popupMachine } from './popupMachine';
import { randomSeed } from '../random';
import { roundMachine, type RoundOutput } from '../round/roundMachine';
import { firstAnswer, pickNextAnswer, type Candidate } from '../rules/answers';
import { attemptsFor, type AttemptRules, type Difficulty } from '../rules/attempts';
import type { Attempt } from '../rules/verdict';

export const WIN_TITLE = 'You Won!';
export const LOSS_TITLE = 'Game Over';

export interface FreePlayInput {
  /** Items that can be the answer (those with a clip); every item stays guessable. */
  pool: readonly Candidate[];
  attemptRules: AttemptRules;
  difficulty?: Difficulty;
  /** Fixes the answers' randomness; a random seed when left out. */
  seed?: number;
  /** A round in progress to play on with (after a reload) instead of drawing a first answer. */
  resume?: { answer: Candidate; attempts: Attempt[] };
}

export interface FreePlayContext {
  pool: readonly Candidate[];
  attemptRules: AttemptRules;
  difficulty: Difficulty;
  maxAttempts: number;
  answer: Candidate;
  /** Already drawn so that its clip can be fetched while this round is played. */
  nextAnswer: Candidate;
  seed: number;
  /** The tries the round starts with: those of a resumed round, none for any later round. */
  startingAttempts: Attempt[];
}

export type FreePlayEvent =
  | { type: 'freePlay.difficulty'; difficulty: Difficulty }
  | { type: 'popup.closed' }
  | DoneActorEvent<RoundOutput, 'round'>;

export type FreePlayEmitted = { type: 'round.won' } | { type: 'round.started' };

/**
 * Free play, the spec's loop around rounds: a random answer, a round, the end-of-round popup, and
 * on closing it a new round with another answer. The popup lives as long as free play does; each
 * round is a new `round` actor.
 */
export const freePlayMachine = setup({
  types: {
    input: {} as FreePlayInput,
    context: {} as FreePlayContext,
    events: {} as FreePlayEvent,
    emitted: {} as FreePlayEmitted,
  },
  actors: { round: roundMachine, popup: popupMachine },
  actions: {
    setDifficulty: assign(({ context, event }) => {
      const difficulty =
        event.type === 'freePlay.difficulty' ? event.difficulty : context.difficulty;
      return { difficulty, maxAttempts: attemptsFor(context.attemptRules, difficulty) };
    }),
    takeNextAnswer: assign(({ context }) => {
      const answer = context.nextAnswer;
      const { answer: nextAnswer, seed } = pickNextAnswer(context.pool, answer, context.seed);
      return { answer, nextAnswer, seed, startingAttempts: [] };
    }),
    announceStart: emit({ type: 'round.started' }),
    announceWin: emit({ type: 'round.won' }),
    openPopup: sendTo('popup', ({ context }, result: RoundOutput) => ({
      type: 'popup.open' as const,
      title: result.won ? WIN_TITLE : LOSS_TITLE,
      won: result.won,
      answer: context.answer,
      attempts: result.attempts,
    })),
  },
  guards: {
    isWin: (_, result: RoundOutput) => result.won,
  },
}).createMachine({
  id: 'freePlay',
  context: ({ input }) => {
    const difficulty = input.difficulty ?? 'normal';
    const first = firstAnswer(input.pool, input.resume?.answer, input.seed ?? randomSeed());
    const { answer: nextAnswer, seed } = pickNextAnswer(input.pool, first.answer, first.seed);
    return {
      pool: input.pool,
      attemptRules: input.attemptRules,
      difficulty,
      maxAttempts: attemptsFor(input.attemptRules, difficulty),
      answer: first.answer,
      nextAnswer,
      seed,
      startingAttempts: input.resume?.attempts ?? [],
    };
  },
  invoke: { id: 'popup', src: 'popup' },
  initial: 'round',
  states: {
    round: {
      // Entered again for every round: a new round actor with the answer of the moment.
      invoke: {
        id: 'round',
        src: 'round',
        input: ({ context }) => ({
          answer: context.answer,
          maxAttempts: context.maxAttempts,
          attempts: context.startingAttempts,
        }),
        onDone: [
          {
            guard: { type: 'isWin', params: ({ event }) => event.output },
            target: '.ended',
            actions: [{ type: 'openPopup', params: ({ event }) => event.output }, 'announceWin'],
          },
          { target: '.ended', actions: { type: 'openPopup', params: ({ event }) => event.output } },
        ],
      },
      initial: 'playing',
      states: {
        playing: {
          on: {
            'freePlay.difficulty': {
              target: '#freePlay.round',
              reenter: true,
              actions: ['setDifficulty', 'takeNextAnswer', 'announceStart'],
            },
          },
        },
        ended: {
          tags: ['ended'],
          on: {
            'popup.closed': {
              target: '#freePlay.round',
              reenter: true,
              actions: ['takeNextAnswer', 'announceStart'],
            },
          },
        },
      },
    },
  },
});
