import { describe, expect, it } from 'vitest';
import { assign, createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { MODES } from '../../modes';
import type { DailyMode } from '../../dailyModes';
import { activeLeafIds, transitionPaths, type TransitionPath } from '../../test/graphCoverage';
import type { Candidate } from '../../rules/answers';
import { skippedAttempt, type Attempt } from '../../rules/verdict';
import {
  dailyMachine,
  revealsAfter,
  type DailyEmitted,
  type DailyEvent,
  type DailyInput,
} from './dailyMachine';

// Seven of the answer's group (a Voice agent's role, an ability's agent) and seven of another: a
// guess can be right, of the right group, or wrong, on every one of the six tries.
const answer: Candidate = { id: 'answer', name: 'Answer', group: 'duelist' };
const sameGroup = Array.from({ length: 7 }, (_, k) => ({
  id: `same-${k}`,
  name: `Same ${k}`,
  group: 'duelist',
}));
const otherGroup = Array.from({ length: 7 }, (_, k) => ({
  id: `other-${k}`,
  name: `Other ${k}`,
  group: 'controller',
}));
const everyone = [answer, ...sameGroup, ...otherGroup];

const guess = (candidate: Candidate): DailyEvent => ({ type: 'daily.guess', guess: candidate });
const skip: DailyEvent = { type: 'daily.skip' };

function start(input: Partial<DailyInput> = {}, machine = dailyMachine) {
  const actor = createActor(machine, { input: { mode: 'voice', answer, ...input } });
  const emitted: DailyEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
}

/**
 * The daily rules, written again without the machine or machines/daily (what a player reads in How
 * to play): six tries; a try is a guess or a skip; a guess already made costs nothing; a guess is
 * right (the answer), partial (another of the answer's group) or wrong; a right guess solves the
 * puzzle, the sixth try spent without one fails it, and nothing counts after that. Voice's tries 1-2
 * hear the death line, 3-4 add hello, 5-6 add Agent Select, and all three once it is over. A clip
 * revealed by seconds: try k (from 1) hears the ladder's k-th figure, but no more than k sixths of
 * the clip and no less than a quarter second (never more than the clip); try 6 and the end hear it
 * whole.
 */
interface Referee {
  tries: Attempt[];
  state: 'playing' | 'solved' | 'failed';
  duration: number;
}

function refereeStep(ref: Referee, event: DailyEvent): Referee {
  if (event.type === 'daily.duration') {
    return event.duration > 0 ? { ...ref, duration: event.duration } : ref;
  }
  if (ref.state !== 'playing') return ref;
  let tried: Attempt;
  if (event.type === 'daily.skip') tried = { id: null, name: 'Skipped', verdict: 'skipped' };
  else {
    const { id, name, group } = event.guess;
    if (ref.tries.some((each) => each.id === id)) return ref;
    const verdict = id === answer.id ? 'correct' : group === answer.group ? 'partial' : 'wrong';
    tried = { id, name, verdict };
  }
  const tries = [...ref.tries, tried];
  const state = tried.verdict === 'correct' ? 'solved' : tries.length === 6 ? 'failed' : 'playing';
  return { ...ref, tries, state };
}

function refereeStart(input: Partial<DailyInput>): Referee {
  const tries = input.attempts ?? [];
  const state = tries.some((each) => each.verdict === 'correct')
    ? 'solved'
    : tries.length === 6
      ? 'failed'
      : 'playing';
  return { tries, state, duration: input.clipDuration ?? 0 };
}

/**
 * What try number `n` (from 1) hears, or the end (`n` null). A clip revealed by seconds: the ladder's
 * n-th figure, but no more than n sixths of the clip; the first at least a quarter second, each next
 * at least 0.3 s and 40 % more than the one before (to the hundredth); a try that would leave less
 * than 0.3 s unheard (the first: nothing) hears it whole, and so does every try after it. While the
 * clip's length is unknown, the ladder's own figure.
 */
function refereeHears(mode: DailyMode, n: number | null, duration: number) {
  if (mode === 'voice')
    return { kind: 'lines', lines: n === null ? 3 : n <= 2 ? 1 : n <= 4 ? 2 : 3 };
  if (n === null || n >= 6) return { kind: 'seconds', seconds: null };
  const daily = MODES.find((each) => each.id === mode)!.daily as { ladder: readonly number[] };
  if (!(duration > 0)) return { kind: 'seconds', seconds: daily.ladder[n - 1] };
  let heard = 0;
  for (let m = 1; m <= n; m++) {
    if (heard === duration) break;
    const least = m === 1 ? 0.25 : heard + Math.max(0.3, 0.4 * heard);
    const wanted =
      Math.round(Math.max(least, Math.min(daily.ladder[m - 1], (duration * m) / 6)) * 100) / 100;
    heard = wanted >= (m === 1 ? duration : duration - 0.3) ? duration : wanted;
  }
  return { kind: 'seconds', seconds: heard === duration ? null : heard };
}

function expectAgrees(
  mode: DailyMode,
  actor: ReturnType<typeof start>['actor'],
  ref: Referee,
  emitted: DailyEmitted[],
  keptBefore: number,
) {
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  expect(snapshot.value).toBe(ref.state);
  expect(snapshot.hasTag('ended')).toBe(ref.state !== 'playing');
  expect(context.attempts).toEqual(ref.tries);
  // Every try played here is told, once, to be kept; those it resumed with are not told again.
  expect(emitted).toEqual(
    ref.tries.slice(keptBefore).map((attempt) => ({ type: 'daily.tried', attempt })),
  );
  const playing = ref.state === 'playing';
  const n = ref.tries.length + 1;
  expect(context.reveal).toEqual(refereeHears(mode, playing ? n : null, ref.duration));
  expect(context.nextReveal).toEqual(playing ? refereeHears(mode, n + 1, ref.duration) : null);
}

const variants: { name: string; mode: DailyMode; input: Partial<DailyInput> }[] = [
  { name: 'Voice, revealed by lines', mode: 'voice', input: {} },
  { name: 'Ability, a 3 s clip', mode: 'ability', input: { clipDuration: 3 } },
  {
    name: 'Ability, a 1.3 s clip heard whole before the last try',
    mode: 'ability',
    input: { clipDuration: 1.3 },
  },
  { name: 'Map, its length learnt once loaded', mode: 'map', input: {} },
  {
    name: 'Voice, resumed after a partial guess and a skip',
    mode: 'voice',
    input: {
      attempts: [
        { id: sameGroup[0].id, name: sameGroup[0].name, verdict: 'partial' },
        { id: null, name: 'Skipped', verdict: 'skipped' },
      ],
    },
  },
];

describe('daily machine', () => {
  it('starts with six tries to play, the first stage of the reveal, and nothing told', () => {
    const { actor, emitted } = start({ mode: 'map', clipDuration: 30 });
    expect(actor.getSnapshot().value).toBe('playing');
    expect(actor.getSnapshot().context).toMatchObject({
      attempts: [],
      reveal: { kind: 'seconds', seconds: 1 },
      nextReveal: { kind: 'seconds', seconds: 2 },
    });
    expect(emitted).toEqual([]);
  });

  it('tells a Voice guess of the answer’s role apart as partial, and solves on the answer', () => {
    const { actor } = start();
    actor.send(guess(sameGroup[1]));
    actor.send(guess(otherGroup[1]));
    actor.send(guess(answer));
    expect(actor.getSnapshot().context.attempts.map((each) => each.verdict)).toEqual([
      'partial',
      'wrong',
      'correct',
    ]);
    expect(actor.getSnapshot().value).toBe('solved');
    expect(actor.getSnapshot().context.reveal).toEqual({ kind: 'lines', lines: 3 });
  });

  it('fails on the sixth try spent, skips included, and takes no try after', () => {
    const { actor, emitted } = start({ mode: 'ace', clipDuration: 6 });
    for (let k = 0; k < 5; k++) actor.send(skip);
    expect(actor.getSnapshot().context.reveal).toEqual({ kind: 'seconds', seconds: null });
    actor.send(guess(otherGroup[0]));
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(guess(answer));
    actor.send(skip);
    expect(actor.getSnapshot().context.attempts).toHaveLength(6);
    expect(emitted).toHaveLength(6);
  });

  it('opens a puzzle kept as solved or failed on its end, telling nothing again', () => {
    const right = { id: answer.id, name: answer.name, verdict: 'correct' as const };
    const skipped = { id: null, name: 'Skipped', verdict: 'skipped' as const };
    const solved = start({ attempts: [skipped, right] });
    expect(solved.actor.getSnapshot().value).toBe('solved');
    const failed = start({ attempts: Array.from({ length: 6 }, () => skipped) });
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect([...solved.emitted, ...failed.emitted]).toEqual([]);
  });
});

describe.each(variants)('daily machine, model-based: $name', ({ mode, input }) => {
  // The k-th try's guesses are fresh whatever came before (each try has its own), so a state is
  // told apart by its count of tries, its last verdict (a repeat guesses the last item again) and
  // whether the clip's length is known.
  const freshGuesses = (k: number) => [guess(answer), guess(sameGroup[k]), guess(otherGroup[k])];
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const attempts = snapshot.context.attempts as Attempt[];
    const last = attempts.at(-1);
    return [
      ...freshGuesses(attempts.length),
      ...(last?.id ? [guess(everyone.find((each) => each.id === last.id)!)] : []),
      skip,
      // Only a clip revealed by seconds cares for its length.
      ...(mode === 'map' ? [{ type: 'daily.duration', duration: 20 }] : []),
    ];
  };
  const key = (snapshot: AnyMachineSnapshot) => {
    const attempts = snapshot.context.attempts as Attempt[];
    return `${JSON.stringify(snapshot.value)}/${attempts.length}/${attempts.at(-1)?.verdict ?? '-'}/${snapshot.context.clipDuration}`;
  };
  const eventKey = (event: AnyEventObject, snapshot: AnyMachineSnapshot) => {
    if (event.type !== 'daily.guess') return event.type;
    const { id } = (event as DailyEvent & { type: 'daily.guess' }).guess;
    const repeat = (snapshot.context.attempts as Attempt[]).some((each) => each.id === id);
    return repeat ? 'repeated guess' : id === answer.id ? 'right' : `guess ${id.split('-')[0]}`;
  };
  const { paths, leafStates } = transitionPaths(dailyMachine, {
    input: { mode, answer, ...input },
    events,
    key,
    eventKey,
  });

  function followRules(path: TransitionPath, machine = dailyMachine) {
    const { actor, emitted } = start({ mode, ...input }, machine);
    let ref = refereeStart(input);
    const keptBefore = ref.tries.length;
    expectAgrees(mode, actor, ref, emitted, keptBefore);
    for (const step of path.steps) {
      const event = step.event as DailyEvent;
      actor.send(event);
      ref = refereeStep(ref, event);
      expectAgrees(mode, actor, ref, emitted, keptBefore);
      // And the step is the one the path was planned with.
      expect(key(actor.getSnapshot())).toBe(key(step.state));
    }
  }

  it('has a path for every transition, and together they reach every state', () => {
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    // Resuming is passed through at once: no path stops there.
    expect([...reached, 'daily.resuming'].sort()).toEqual([...leafStates].sort());
    const kinds = new Set(paths.map((path) => path.edge.replace(/^.*--(.*)-->.*$/, '$1')));
    expect([...kinds].sort()).toEqual(
      [
        'right',
        'guess same',
        'guess other',
        'repeated guess',
        'daily.skip',
        ...(mode === 'map' ? ['daily.duration'] : []),
      ].sort(),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))(
    'follows the rules: %s',
    (_, path) => followRules(path),
  );

  // Machines each with one rule broken: the rules above must catch every one.
  const mutants = {
    'a skip reveals no more than the try before it': dailyMachine.provide({
      actions: {
        recordSkip: assign(({ context }) => ({
          attempts: [...context.attempts, skippedAttempt()],
          // The reveal of the tries before the skip, one short.
          ...revealsAfter(context.rule, context.attempts, context.clipDuration),
        })),
      },
    }),
    'a guess of the right group is wrong': dailyMachine.provide({
      actions: {
        recordGuess: assign(({ context, event }) => {
          if (event.type !== 'daily.guess') return {};
          const { id, name } = event.guess;
          const verdict = id === context.answer.id ? ('correct' as const) : ('wrong' as const);
          const attempts = [...context.attempts, { id, name, verdict }];
          return { attempts, ...revealsAfter(context.rule, attempts, context.clipDuration) };
        }),
      },
    }),
    'a puzzle gives seven tries': dailyMachine.provide({
      guards: { isOutOfTries: ({ context }) => context.attempts.length >= 7 },
    }),
    'a puzzle gives five tries': dailyMachine.provide({
      guards: { isOutOfTries: ({ context }) => context.attempts.length >= 5 },
    }),
    'a repeated guess costs a try': dailyMachine.provide({
      guards: { isRepeatedGuess: () => false },
    }),
    'a try goes unkept': dailyMachine.provide({ actions: { announceTry: () => {} } }),
  };
  it.each(Object.entries(mutants))('turns red when %s', (_, mutant) => {
    expect(() => paths.forEach((path) => followRules(path, mutant))).toThrow();
  });
});
