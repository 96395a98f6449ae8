import { describe, expect, it } from 'vitest';
import { assign, createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { activeLeafIds, transitionPaths } from '../../test/graphCoverage';
import { dealFrom, guessInRun, startRun, type InfiniteRun, type RunClip } from '../../infinite/run';
import { infiniteMachine, type InfiniteEmitted, type InfiniteInput } from './infiniteMachine';

const pool: RunClip[] = ['a', 'b', 'c', 'd'].map((id) => ({ mode: 'map', id }));
/** Offline, the clips saved on the device: part of the pool. */
const saved = pool.slice(1, 3);
const input: InfiniteInput = { choice: 'map', pool, seed: 42 };
const WRONG = 'not-an-item';
const idOf = (event: AnyEventObject) => (event as unknown as { id: string }).id;

function start(overrides: Partial<InfiniteInput> = {}, machine = infiniteMachine) {
  const actor = createActor(machine, { input: { ...input, ...overrides } });
  const emitted: InfiniteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

type InfiniteActor = ReturnType<typeof start>['actor'];

const runOf = (actor: InfiniteActor) => actor.getSnapshot().context.run;
const guessRight = (actor: InfiniteActor) =>
  actor.send({ type: 'infinite.guess', id: runOf(actor).current!.id });
const guessWrong = (actor: InfiniteActor) => actor.send({ type: 'infinite.guess', id: WRONG });

describe('infinite', () => {
  it('starts a run of the choice with three lives, no score and a clip from the pool', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().value).toBe('playing');
    expect(runOf(actor)).toMatchObject({ choice: 'map', lives: 3, score: 0, missed: [] });
    expect(pool).toContainEqual(runOf(actor).current);
    expect(emitted).toEqual([]);
  });

  it('scores a right guess and costs a life for a wrong one, saying so each time', () => {
    const { actor, emitted } = start();
    guessRight(actor);
    const missed = runOf(actor).current;
    guessWrong(actor);
    expect(runOf(actor)).toMatchObject({ lives: 2, score: 1, missed: [missed] });
    expect(emitted).toEqual([
      { type: 'run.changed', run: expect.objectContaining({ score: 1, lives: 3 }) },
      { type: 'run.changed', run: runOf(actor) },
    ]);
  });

  it('is over when the third life goes, and says it ended once', () => {
    const { actor, emitted } = start();
    guessRight(actor);
    for (let i = 0; i < 3; i++) guessWrong(actor);
    expect(actor.getSnapshot().value).toBe('over');
    expect(runOf(actor)).toMatchObject({ lives: 0, score: 1, current: null });
    expect(emitted.filter((event) => event.type === 'run.ended')).toEqual([
      { type: 'run.ended', run: runOf(actor) },
    ]);
    guessWrong(actor);
    expect(runOf(actor).score).toBe(1);
    expect(emitted.filter((event) => event.type === 'run.ended')).toHaveLength(1);
  });

  it('starts a new run on Play again, with new randomness', () => {
    const { actor } = start();
    for (let i = 0; i < 3; i++) guessWrong(actor);
    const ended = runOf(actor);
    actor.send({ type: 'infinite.restart' });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(runOf(actor)).toMatchObject({ lives: 3, score: 0, missed: [], last: null });
    expect(runOf(actor).seed).not.toBe(ended.seed);
  });

  it('ignores Play again while a run is being played', () => {
    const { actor, emitted } = start();
    guessRight(actor);
    const run = runOf(actor);
    actor.send({ type: 'infinite.restart' });
    expect(runOf(actor)).toBe(run);
    expect(emitted).toHaveLength(1);
  });

  it('carries on with a resumed run in progress, exactly where it was', () => {
    let run = startRun('map', pool, 7);
    run = guessInRun(run, run.current!.id, pool);
    run = guessInRun(run, WRONG, pool);
    const { actor } = start({ resume: run });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(runOf(actor)).toEqual(run);
  });

  it('deals only from the clips saved while offline, and from every clip once back online', () => {
    const { actor, emitted } = start();
    const first = runOf(actor);
    actor.send({ type: 'infinite.pool', pool: saved, keepCurrent: false });
    expect(saved).toContainEqual(runOf(actor).current);
    expect(runOf(actor)).toMatchObject({ lives: 3, score: 0 });
    expect(runOf(actor).start).toBeUndefined();
    expect(emitted).toEqual([{ type: 'run.changed', run: runOf(actor) }]);
    for (let turn = 0; turn < 4; turn++) {
      guessRight(actor);
      expect(saved).toContainEqual(runOf(actor).current);
    }
    actor.send({ type: 'infinite.pool', pool, keepCurrent: false });
    const dealt = new Set<string>();
    for (let turn = 0; turn < 12; turn++) {
      guessRight(actor);
      dealt.add(runOf(actor).current!.id);
    }
    expect(dealt.size).toBe(pool.length);
    expect(first.start).toBe(42);
  });

  it('keeps the clip being guessed when the player holds it, and ignores the same pool again', () => {
    const { actor, emitted } = start();
    const current = runOf(actor).current;
    actor.send({
      type: 'infinite.pool',
      pool: [pool.find((clip) => clip !== current)!],
      keepCurrent: true,
    });
    expect(runOf(actor).current).toEqual(current);
    const run = runOf(actor);
    actor.send({
      type: 'infinite.pool',
      pool: [pool.find((clip) => clip !== current)!],
      keepCurrent: true,
    });
    actor.send({ type: 'infinite.pool', pool: [], keepCurrent: false });
    expect(runOf(actor)).toBe(run);
    expect(emitted).toHaveLength(1);
  });

  it('starts the next run from the saved clips, without a start seed, after a run ended offline', () => {
    const { actor, emitted } = start();
    for (let i = 0; i < 3; i++) guessWrong(actor);
    const ended = runOf(actor);
    const sent = emitted.length;
    actor.send({ type: 'infinite.pool', pool: saved, keepCurrent: false });
    expect(runOf(actor)).toBe(ended);
    expect(emitted).toHaveLength(sent);
    actor.send({ type: 'infinite.restart' });
    expect(saved).toContainEqual(runOf(actor).current);
    expect(runOf(actor).start).toBeUndefined();
  });

  it('opens a resumed run that had ended on its end, without ending it again', () => {
    let run: InfiniteRun = startRun('map', pool, 8);
    for (let i = 0; i < 3; i++) run = guessInRun(run, WRONG, pool);
    const { actor, emitted } = start({ resume: run });
    expect(actor.getSnapshot().value).toBe('over');
    expect(emitted).toEqual([]);
  });
});

describe('infinite, model-based', () => {
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const current = (snapshot.context.run as InfiniteRun).current;
    return [
      ...(current ? [{ type: 'infinite.guess', id: current.id }] : []),
      { type: 'infinite.guess', id: WRONG },
      { type: 'infinite.restart' },
      { type: 'infinite.pool', pool: saved, keepCurrent: false },
      { type: 'infinite.pool', pool, keepCurrent: false },
    ];
  };
  const dealing = (snapshot: AnyMachineSnapshot) =>
    (snapshot.context.pool as RunClip[]).length === pool.length ? 'every clip' : 'saved clips';
  // A run's score has no end: two points tell scoring apart from not, and no more is needed.
  const key = (snapshot: AnyMachineSnapshot) => {
    const run = snapshot.context.run as InfiniteRun;
    return `${JSON.stringify(snapshot.value)}/${run.lives} lives/${Math.min(run.score, 2)} points/${dealing(snapshot)}`;
  };
  const poolOf = (event: AnyEventObject) => (event as unknown as { pool: RunClip[] }).pool;
  const eventKey = (event: AnyEventObject) =>
    event.type === 'infinite.guess'
      ? idOf(event) === WRONG
        ? 'wrong guess'
        : 'right guess'
      : event.type === 'infinite.pool'
        ? poolOf(event).length === pool.length
          ? 'online'
          : 'offline'
        : event.type;
  const { paths, leafStates } = transitionPaths(infiniteMachine, { input, events, key, eventKey });

  it('has a path for every transition, and together they reach every state', () => {
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    // `resuming` is passed through at once: no snapshot ever rests there.
    expect([...reached].sort()).toEqual(
      leafStates.filter((id) => id !== 'infinite.resuming').sort(),
    );
    const kinds = new Set(paths.map((path) => path.edge.replace(/^.*--(.*)-->.*$/, '$1')));
    expect([...kinds].sort()).toEqual([
      'infinite.restart',
      'offline',
      'online',
      'right guess',
      'wrong guess',
    ]);
  });

  /**
   * Issue #10's rules, stated apart from the machine and checked after every step: three lives for
   * the whole run; a right guess scores a point, a wrong one costs a life and counts the clip as
   * missed; either way the next clip comes at once, and no clip comes twice until the pool is spent;
   * the run is over when the lives are gone, and says so once; Play again starts afresh. And issue
   * #29's: offline, only the clips saved are dealt (the clip on screen swapped for one of them, at
   * no cost), every clip again once back online, and a run dealt from part of the pool has no start
   * seed for a challenge; an ended run stays as it is.
   */
  const LIVES = 3;
  const inPool = (clips: readonly RunClip[], clip: RunClip | null) =>
    clip !== null && clips.some((each) => each.id === clip.id);
  function followRules(path: (typeof paths)[number], machine = infiniteMachine) {
    const { actor, emitted } = start({}, machine);
    let lives = LIVES;
    let score = 0;
    let missed: RunClip[] = [];
    let seen = [runOf(actor).current!];
    let clips: readonly RunClip[] = pool;
    // Whether the run on screen was ever dealt from part of the pool.
    let dealtFromPart = false;
    for (const step of path.steps) {
      const before = runOf(actor);
      const over = lives === 0;
      const event = step.event as AnyEventObject;
      const sent = emitted.length;
      let poolChanged = false;
      if (event.type === 'infinite.restart') {
        actor.send({ type: 'infinite.restart' });
        if (over) {
          lives = LIVES;
          score = 0;
          missed = [];
          seen = [runOf(actor).current!];
          dealtFromPart = clips.length < pool.length;
        }
      } else if (event.type === 'infinite.pool') {
        const next = poolOf(event);
        poolChanged = next.length !== clips.length;
        actor.send({ type: 'infinite.pool', pool: next, keepCurrent: false });
        if (poolChanged) {
          clips = next;
          if (!over) {
            dealtFromPart = true;
            seen = seen.filter((clip) => inPool(clips, clip));
            if (!inPool(clips, before.current)) {
              expect(runOf(actor).current).not.toEqual(before.current);
              if (seen.length === clips.length) seen = [];
              expect(seen).not.toContainEqual(runOf(actor).current);
              seen = [...seen, runOf(actor).current!];
            } else expect(runOf(actor).current).toEqual(before.current);
          }
        }
      } else {
        const right = idOf(event) !== WRONG;
        if (right) guessRight(actor);
        else guessWrong(actor);
        if (!over) {
          if (right) score += 1;
          else {
            lives -= 1;
            missed = [...missed, before.current!];
          }
        }
      }

      const snapshot = actor.getSnapshot();
      const run = runOf(actor);
      expect(run.lives).toBe(lives);
      expect(run.score).toBe(score);
      expect(run.missed).toEqual(missed);
      expect(snapshot.value).toBe(lives === 0 ? 'over' : 'playing');
      if (run.current) expect(clips).toContainEqual(run.current);
      expect(run.start === undefined).toBe(dealtFromPart);
      const changed = run !== before;
      expect(changed).toBe(
        event.type === 'infinite.restart'
          ? over
          : event.type === 'infinite.pool'
            ? poolChanged && !over
            : !over,
      );
      const news = emitted.slice(sent);
      if (!changed) expect(news).toEqual([]);
      else if (lives === 0) {
        expect(run.current).toBeNull();
        expect(news).toEqual([
          { type: 'run.changed', run },
          { type: 'run.ended', run },
        ]);
      } else {
        expect(news).toEqual([{ type: 'run.changed', run }]);
        if (event.type === 'infinite.guess') {
          expect(run.current).not.toEqual(before.current);
          seen = seen.filter((clip) => inPool(clips, clip));
          if (seen.length === clips.length) seen = [];
          expect(seen).not.toContainEqual(run.current);
          seen = [...seen, run.current!];
        }
      }
      // And the step is the one the path was planned with.
      expect(key(snapshot)).toBe(key(step.state as AnyMachineSnapshot));
    }
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'follows the rules: %s',
    (_, path) => followRules(path),
  );

  // Machines each with one rule broken: the rules above must catch every one.
  const mutants = {
    'Play again gives four lives': infiniteMachine.provide({
      actions: {
        restart: assign(({ context }) => ({
          run: { ...startRun(context.run.choice, context.pool, context.run.seed), lives: 4 },
        })),
      },
    }),
    'a wrong guess costs two lives': infiniteMachine.provide({
      actions: {
        guess: assign(({ context }, id: string) => {
          const run = guessInRun(context.run, id, context.pool);
          const lives = run.lives < context.run.lives ? Math.max(0, run.lives - 1) : run.lives;
          return { run: { ...run, lives, current: lives === 0 ? null : run.current } };
        }),
      },
    }),
    'a right guess scores nothing': infiniteMachine.provide({
      actions: {
        guess: assign(({ context }, id: string) => ({
          run: { ...guessInRun(context.run, id, context.pool), score: context.run.score },
        })),
      },
    }),
    'the end goes unannounced': infiniteMachine.provide({ actions: { announceEnd: () => {} } }),
    'offline, the run keeps dealing every clip': infiniteMachine.provide({
      actions: {
        changePool: assign(({ context }) => ({ run: { ...context.run, start: undefined } })),
      },
    }),
    'a run dealt offline keeps its start seed': infiniteMachine.provide({
      actions: {
        changePool: assign(({ context }, { pool }: { pool: readonly RunClip[] }) => ({
          pool,
          run: { ...dealFrom(context.run, pool, false), start: context.run.start },
        })),
      },
    }),
  };
  it.each(Object.entries(mutants))('turns red when %s', (_, mutant) => {
    expect(() => paths.forEach((path) => followRules(path, mutant))).toThrow();
  });
});
