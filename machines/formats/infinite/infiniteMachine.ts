import { assign, emit, setup } from 'xstate';
import {
  dealFrom,
  guessInRun,
  isRunOver,
  sameClips,
  startRun,
  withoutStart,
  type InfiniteChoice,
  type InfiniteRun,
  type RunClip,
} from '../../infinite/run';
import { randomSeed } from '../../random';

export interface InfiniteInput {
  choice: InfiniteChoice;
  /** Every clip the choice can play. */
  pool: readonly RunClip[];
  /** Fixes the run's randomness; a random seed when left out. */
  seed?: number;
  /** A run kept from before a reload (in progress or ended) to carry on with instead of a new one. */
  resume?: InfiniteRun | null;
}

export interface InfiniteContext {
  /** Every clip the choice can play. */
  whole: readonly RunClip[];
  /** The clips the run deals from now: the whole pool, or offline those saved on the device. */
  pool: readonly RunClip[];
  run: InfiniteRun;
}

/**
 * `infinite.pool`: the clips the run may deal from now on (offline, those saved on the device; back
 * online, all of them); `keepCurrent` when the player already holds the clip being guessed.
 */
export type InfiniteEvent =
  | { type: 'infinite.guess'; id: string }
  | { type: 'infinite.restart' }
  | { type: 'infinite.pool'; pool: readonly RunClip[]; keepCurrent: boolean };

/**
 * `run.changed` after every guess and restart, with the run as it now is (to keep it); `run.ended`
 * once, when the last life goes (to record its best and its missed clips).
 */
export type InfiniteEmitted =
  { type: 'run.changed'; run: InfiniteRun } | { type: 'run.ended'; run: InfiniteRun };

/**
 * Infinite, the endless run: one clip after another, one guess each, three lives for the whole run
 * (the rules are machines/infinite/run.ts). The run is over when the lives are gone; Play again
 * starts a new one. What is kept, and where, is the caller's: the machine only says when.
 */
export const infiniteMachine = setup({
  types: {
    input: {} as InfiniteInput,
    context: {} as InfiniteContext,
    events: {} as InfiniteEvent,
    emitted: {} as InfiniteEmitted,
  },
  actions: {
    guess: assign(({ context }, id: string) => ({
      run: guessInRun(context.run, id, context.pool),
    })),
    // The next run goes on from the last one's randomness. Dealt from part of the pool, its start
    // seed would not deal a friend the same clips (see dealFrom): it has none.
    restart: assign(({ context }) => {
      const run = startRun(context.run.choice, context.pool, context.run.seed);
      return { run: sameClips(context.pool, context.whole) ? run : withoutStart(run) };
    }),
    changePool: assign(
      ({ context }, { pool, keepCurrent }: { pool: readonly RunClip[]; keepCurrent: boolean }) => ({
        pool,
        run: dealFrom(context.run, pool, keepCurrent),
      }),
    ),
    announceChange: emit(({ context }) => ({ type: 'run.changed' as const, run: context.run })),
    announceEnd: emit(({ context }) => ({ type: 'run.ended' as const, run: context.run })),
  },
  guards: {
    isOver: ({ context }) => isRunOver(context.run),
    // An empty pool has nothing to deal: the run keeps the one it has.
    isOtherPool: ({ context }, pool: readonly RunClip[]) =>
      pool.length > 0 && !sameClips(pool, context.pool),
  },
}).createMachine({
  id: 'infinite',
  context: ({ input }) => ({
    whole: input.pool,
    pool: input.pool,
    run: input.resume ?? startRun(input.choice, input.pool, input.seed ?? randomSeed()),
  }),
  initial: 'resuming',
  states: {
    // A run kept after it ended opens on its end again (until the next starts), without ending twice.
    resuming: {
      always: [{ guard: 'isOver', target: 'over' }, { target: 'playing' }],
    },
    playing: {
      tags: ['playing'],
      always: { guard: 'isOver', target: 'over', actions: 'announceEnd' },
      on: {
        'infinite.guess': {
          actions: [{ type: 'guess', params: ({ event }) => event.id }, 'announceChange'],
        },
        'infinite.pool': {
          guard: { type: 'isOtherPool', params: ({ event }) => event.pool },
          actions: [{ type: 'changePool', params: ({ event }) => event }, 'announceChange'],
        },
      },
    },
    // An ended run stays as it is; the next one deals from the pool given meanwhile.
    over: {
      tags: ['over'],
      on: {
        'infinite.restart': { target: 'playing', actions: ['restart', 'announceChange'] },
        'infinite.pool': {
          guard: { type: 'isOtherPool', params: ({ event }) => event.pool },
          actions: { type: 'changePool', params: ({ event }) => event },
        },
      },
    },
  },
});
