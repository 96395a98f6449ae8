import { assign, emit, sendTo, setup } from 'xstate';
import { popupMachine } from './popupMachine';
import { randomSeed } from './random';
import { isCorrect, pickNextAnswer, type Candidate, type Guess } from './rules/answers';
import { attemptsFor, type AttemptRules, type Difficulty } from './rules/attempts';

export const WIN_TITLE = 'You Won!';
export const LOSS_TITLE = 'Game Over';

export interface RoundInput {
  /** Items that can be the answer (those with a clip); every item stays guessable. */
  pool: readonly Candidate[];
  attemptRules: AttemptRules;
  difficulty?: Difficulty;
  /** Fixes the round's randomness; a random seed when left out. */
  seed?: number;
}

export interface RoundContext {
  pool: readonly Candidate[];
  attemptRules: AttemptRules;
  difficulty: Difficulty;
  maxAttempts: number;
  answer: Candidate;
  /** Already drawn so that its clip can be fetched while this round is played. */
  nextAnswer: Candidate;
  attempts: Guess[];
  seed: number;
}

export type RoundEvent =
  | { type: 'round.guess'; guess: Guess }
  | { type: 'round.difficulty'; difficulty: Difficulty }
  | { type: 'popup.closed' };

export type RoundEmitted =
  { type: 'round.guessed' } | { type: 'round.won' } | { type: 'round.started' };

export const roundMachine = setup({
  types: {
    input: {} as RoundInput,
    context: {} as RoundContext,
    events: {} as RoundEvent,
    emitted: {} as RoundEmitted,
  },
  actors: { popup: popupMachine },
  guards: {
    isRepeatedGuess: ({ context, event }) =>
      event.type === 'round.guess' &&
      context.attempts.some((attempt) => attempt.id === event.guess.id),
    isCorrectGuess: ({ context, event }) =>
      event.type === 'round.guess' && isCorrect(event.guess, context.answer),
    isLastAttempt: ({ context }) => context.attempts.length + 1 >= context.maxAttempts,
  },
  actions: {
    recordGuess: assign({
      attempts: ({ context, event }) =>
        event.type === 'round.guess'
          ? [...context.attempts, { id: event.guess.id, name: event.guess.name }]
          : context.attempts,
    }),
    announceGuess: emit({ type: 'round.guessed' }),
    announceWin: emit({ type: 'round.won' }),
    setDifficulty: assign(({ context, event }) => {
      const difficulty = event.type === 'round.difficulty' ? event.difficulty : context.difficulty;
      return { difficulty, maxAttempts: attemptsFor(context.attemptRules, difficulty) };
    }),
    startNextRound: assign(({ context }) => {
      const answer = context.nextAnswer;
      const { answer: nextAnswer, seed } = pickNextAnswer(context.pool, answer, context.seed);
      return { answer, nextAnswer, seed, attempts: [] };
    }),
    announceStart: emit({ type: 'round.started' }),
    openPopup: sendTo('popup', ({ context }, params: { won: boolean }) => ({
      type: 'popup.open' as const,
      title: params.won ? WIN_TITLE : LOSS_TITLE,
      won: params.won,
      answer: context.answer,
      attempts: context.attempts,
    })),
  },
}).createMachine({
  id: 'round',
  context: ({ input }) => {
    const difficulty = input.difficulty ?? 'normal';
    const first = pickNextAnswer(input.pool, null, input.seed ?? randomSeed());
    const { answer: nextAnswer, seed } = pickNextAnswer(input.pool, first.answer, first.seed);
    return {
      pool: input.pool,
      attemptRules: input.attemptRules,
      difficulty,
      maxAttempts: attemptsFor(input.attemptRules, difficulty),
      answer: first.answer,
      nextAnswer,
      attempts: [],
      seed,
    };
  },
  invoke: { id: 'popup', src: 'popup' },
  initial: 'inProgress',
  on: {
    'round.difficulty': {
      target: '.inProgress',
      reenter: true,
      actions: ['setDifficulty', 'startNextRound', 'announceStart'],
    },
  },
  states: {
    inProgress: {
      on: {
        'round.guess': [
          { guard: 'isRepeatedGuess' },
          { guard: 'isCorrectGuess', target: 'won', actions: ['recordGuess', 'announceGuess'] },
          { guard: 'isLastAttempt', target: 'lost', actions: ['recordGuess', 'announceGuess'] },
          { actions: ['recordGuess', 'announceGuess'] },
        ],
      },
    },
    won: {
      tags: ['ended'],
      entry: [{ type: 'openPopup', params: { won: true } }, 'announceWin'],
      on: {
        'popup.closed': { target: 'inProgress', actions: ['startNextRound', 'announceStart'] },
      },
    },
    lost: {
      tags: ['ended'],
      entry: { type: 'openPopup', params: { won: false } },
      on: {
        'popup.closed': { target: 'inProgress', actions: ['startNextRound', 'announceStart'] },
      },
    },
  },
});
