import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { nextRandom } from '../random';
import type { Candidate } from '../rules/answers';
import type { Attempt } from '../rules/verdict';
import { roundMachine, type RoundEvent, type RoundInput } from './roundMachine';

// Three abilities for each of three agents: a guess can be right, the right agent's other ability,
// or another agent's.
const pool: Candidate[] = ['jett', 'sage', 'omen'].flatMap((agent) =>
  ['q', 'e', 'x'].map((key) => ({ id: `${agent}-${key}`, name: `${agent} ${key}`, group: agent })),
);
const byId = (id: string) => pool.find((candidate) => candidate.id === id)!;
const answer = byId('sage-e');
const correct = answer;
const partial = byId('sage-q');
const otherPartial = byId('sage-x');
const wrong = byId('jett-q');
const otherWrong = byId('omen-x');

function start(input: Partial<RoundInput> = {}) {
  return createActor(roundMachine, { input: { answer, maxAttempts: 3, ...input } }).start();
}

const guess = (candidate: Candidate): RoundEvent => ({ type: 'round.guess', guess: candidate });

/**
 * Runs `act`, in which events are sent to rounds that have ended, and returns how many were: XState
 * tells the console of each (in development), which is expected here and nothing else is.
 */
function sentAfterEnd(act: () => void): number {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    act();
    for (const [message] of warn.mock.calls) expect(message).toMatch(/was sent to stopped actor/);
    return warn.mock.calls.length;
  } finally {
    warn.mockRestore();
  }
}

describe('round machine', () => {
  it('starts in progress with the given answer and no attempts', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('inProgress');
    expect(snapshot.context.answer).toEqual(answer);
    expect(snapshot.context.attempts).toEqual([]);
    expect(snapshot.hasTag('ended')).toBe(false);
  });

  it('wins on the answer, and outputs the win with its tries', () => {
    const actor = start();
    actor.send(guess(wrong));
    actor.send(guess(correct));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('won');
    expect(snapshot.hasTag('ended')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({
      won: true,
      attempts: [
        { id: wrong.id, name: wrong.name, verdict: 'wrong' },
        { id: correct.id, name: correct.name, verdict: 'correct' },
      ],
    });
  });

  it('gives each try its verdict: the right agent is partial, another agent is wrong', () => {
    const actor = start();
    actor.send(guess(partial));
    actor.send(guess(wrong));
    expect(actor.getSnapshot().context.attempts.map((attempt) => attempt.verdict)).toEqual([
      'partial',
      'wrong',
    ]);
  });

  it('loses on the last attempt, not before', () => {
    const actor = start();
    actor.send(guess(wrong));
    actor.send(guess(partial));
    expect(actor.getSnapshot().value).toBe('inProgress');
    actor.send(guess(otherWrong));
    expect(actor.getSnapshot().value).toBe('lost');
    expect(actor.getSnapshot().output).toEqual({
      won: false,
      attempts: actor.getSnapshot().context.attempts,
    });
  });

  it('wins when the right guess is the last attempt', () => {
    const actor = start({ maxAttempts: 2 });
    actor.send(guess(wrong));
    actor.send(guess(correct));
    expect(actor.getSnapshot().value).toBe('won');
  });

  it('loses at once with a single attempt missed (hard)', () => {
    const actor = start({ maxAttempts: 1 });
    actor.send(guess(partial));
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('does not count the same guess twice in one round', () => {
    const actor = start();
    actor.send(guess(wrong));
    actor.send(guess(wrong));
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
    expect(actor.getSnapshot().can(guess(wrong))).toBe(false);
  });

  it('ignores guesses once the round is won', () => {
    const actor = start();
    actor.send(guess(correct));
    expect(sentAfterEnd(() => actor.send(guess(wrong)))).toBe(1);
    expect(actor.getSnapshot().value).toBe('won');
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
  });

  it('ignores guesses once the round is lost', () => {
    const actor = start({ maxAttempts: 1 });
    actor.send(guess(wrong));
    expect(sentAfterEnd(() => actor.send(guess(correct)))).toBe(1);
    expect(actor.getSnapshot().value).toBe('lost');
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
  });

  it('emits round.guessed with each counted try', () => {
    const actor = start();
    const seen: Attempt[] = [];
    actor.on('round.guessed', (event) => seen.push(event.attempt));
    actor.send(guess(wrong));
    actor.send(guess(wrong));
    actor.send(guess(partial));
    actor.send(guess(correct));
    expect(seen.map((attempt) => attempt.verdict)).toEqual(['wrong', 'partial', 'correct']);
  });

  it('resumes a round in progress with its tries', () => {
    const attempts: Attempt[] = [
      { id: wrong.id, name: wrong.name, verdict: 'wrong' },
      { id: otherWrong.id, name: otherWrong.name, verdict: 'wrong' },
    ];
    const actor = start({ attempts });
    expect(actor.getSnapshot().value).toBe('inProgress');
    actor.send(guess(wrong));
    expect(actor.getSnapshot().context.attempts).toEqual(attempts);
    actor.send(guess(partial));
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('resumes a finished round as finished', () => {
    const won = start({ attempts: [{ id: correct.id, name: correct.name, verdict: 'correct' }] });
    expect(won.getSnapshot().value).toBe('won');
    const lost = start({
      maxAttempts: 1,
      attempts: [{ id: wrong.id, name: wrong.name, verdict: 'wrong' }],
    });
    expect(lost.getSnapshot().value).toBe('lost');
  });
});

/**
 * The rules of a round, written again without the machine: what a player could state. The
 * model-based suite checks the machine against this, so a rule broken in the machine (the last
 * attempt counted one off, a repeated guess counted, a partial taken for wrong) turns it red.
 */
function referee(
  rules: { maxAttempts: number; attempts?: Attempt[] },
  events: readonly RoundEvent[],
): { state: 'inProgress' | 'won' | 'lost'; attempts: Attempt[] } {
  const attempts = [...(rules.attempts ?? [])];
  const stateAfter = (): 'inProgress' | 'won' | 'lost' => {
    if (attempts.some((attempt) => attempt.id === answer.id)) return 'won';
    return attempts.length === rules.maxAttempts ? 'lost' : 'inProgress';
  };
  let state = stateAfter();
  for (const event of events) {
    if (state !== 'inProgress') continue;
    const { id, name, group } = event.guess;
    if (attempts.some((attempt) => attempt.id === id)) continue;
    const verdict = id === answer.id ? 'correct' : group === answer.group ? 'partial' : 'wrong';
    attempts.push({ id, name, verdict });
    state = stateAfter();
  }
  return { state, attempts };
}

type RoundSnapshot = SnapshotFrom<typeof roundMachine>;

/** What a player can do at any point: every kind of guess the rules tell apart. */
function playerMoves(snapshot: RoundSnapshot): RoundEvent[] {
  const tried = new Set(snapshot.context.attempts.map((attempt) => attempt.id));
  const fresh = (candidates: Candidate[]) => candidates.find((c) => !tried.has(c.id));
  const repeated = snapshot.context.attempts[0];
  return [
    guess(correct),
    ...[fresh([partial, otherPartial]), fresh([wrong, otherWrong])]
      .filter((candidate) => candidate !== undefined)
      .map(guess),
    ...(repeated ? [guess(byId(repeated.id!))] : []),
  ];
}

const serializeState = (snapshot: RoundSnapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.attempts.map((a) => a.verdict).join(',')}`;

const variants: { name: string; input: RoundInput }[] = [
  { name: 'one attempt (hard)', input: { answer, maxAttempts: 1 } },
  { name: 'three attempts (normal)', input: { answer, maxAttempts: 3 } },
  { name: 'two attempts (footsteps)', input: { answer, maxAttempts: 2 } },
  {
    name: 'a resumed round',
    input: {
      answer,
      maxAttempts: 4,
      attempts: [
        { id: partial.id, name: partial.name, verdict: 'partial' },
        { id: wrong.id, name: wrong.name, verdict: 'wrong' },
      ],
    },
  },
];

describe.each(variants)('round machine, model-based: $name', ({ input }) => {
  const model = createTestModel(roundMachine, {
    input,
    events: playerMoves,
    serializeState,
  });
  const paths = model.getSimplePaths();
  const rules = { maxAttempts: input.maxAttempts };

  it('reaches won and lost', () => {
    const ends = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(ends).toContain('"won"');
    expect(ends).toContain('"lost"');
  });

  it.each(paths.map((path) => [path.description, path] as const))(
    'follows the rules: %s',
    (_, path) => {
      const actor = createActor(roundMachine, { input }).start();
      const played: RoundEvent[] = [];
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) continue;
        actor.send(step.event);
        played.push(step.event);
        const expected = referee({ ...rules, attempts: input.attempts }, played);
        expect(actor.getSnapshot().value).toBe(expected.state);
        expect(actor.getSnapshot().context.attempts).toEqual(expected.attempts);
      }
    },
  );
});

describe('round machine, random plays against the rules', () => {
  it('agrees with the rules over many random sequences of moves', () => {
    let seed = 99;
    const roll = (n: number) => {
      const next = nextRandom(seed);
      seed = next.seed;
      return Math.floor(next.value * n);
    };
    const afterEnd = sentAfterEnd(() => {
      for (let play = 0; play < 300; play++) {
        const rules = { maxAttempts: 1 + roll(6) };
        const actor = createActor(roundMachine, { input: { answer, ...rules } }).start();
        const played: RoundEvent[] = [];
        for (let move = 0; move < 10; move++) {
          const event = guess(pool[roll(pool.length)]);
          actor.send(event);
          played.push(event);
        }
        const expected = referee(rules, played);
        expect(actor.getSnapshot().value).toBe(expected.state);
        expect(actor.getSnapshot().context.attempts).toEqual(expected.attempts);
      }
    });
    // Many plays ended before their tenth move: the moves after were ignored.
    expect(afterEnd).toBeGreaterThan(0);
  });
});
