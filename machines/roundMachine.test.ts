import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyEventObject } from 'xstate';
import { activeLeafIds, transitionPaths } from './graphCoverage';
import { LOSS_TITLE, WIN_TITLE, roundMachine, type RoundInput } from './roundMachine';
import type { Candidate } from './rules/answers';

const pool: Candidate[] = ['jett', 'sage', 'omen'].flatMap((agent) =>
  [1, 2, 3, 4].map((slot) => ({ id: `${agent}-${slot}`, name: `${agent} ${slot}`, group: agent })),
);
const input: RoundInput = { pool, attemptRules: { normal: 3, hard: 1 }, seed: 1234 };

function start(overrides: Partial<RoundInput> = {}) {
  return createActor(roundMachine, { input: { ...input, ...overrides } }).start();
}

function wrongGuesses(answerId: string) {
  return pool.filter((candidate) => candidate.id !== answerId);
}

function popupOf(actor: ReturnType<typeof start>) {
  return actor.getSnapshot().children.popup!;
}

describe('round machine', () => {
  it('starts in progress with a random answer from the pool and no attempts', () => {
    const answers = new Set(
      Array.from({ length: 40 }, (_, seed) => start({ seed }).getSnapshot().context.answer.id),
    );
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('inProgress');
    expect(snapshot.context.attempts).toEqual([]);
    expect(snapshot.context.maxAttempts).toBe(3);
    expect(answers.size).toBeGreaterThan(5);
  });

  it('wins when a guess has the answer id, and opens the popup titled You Won!', () => {
    const actor = start();
    const { answer } = actor.getSnapshot().context;
    actor.send({ type: 'round.guess', guess: { id: answer.id, name: answer.name } });
    expect(actor.getSnapshot().value).toBe('won');
    expect(actor.getSnapshot().context.attempts).toEqual([{ id: answer.id, name: answer.name }]);
    expect(popupOf(actor).getSnapshot().value).toBe('open');
    expect(popupOf(actor).getSnapshot().context).toEqual({
      title: WIN_TITLE,
      won: true,
      answer,
      attempts: [{ id: answer.id, name: answer.name }],
    });
  });

  it('appends each wrong guess and loses when no attempts are left', () => {
    const actor = start();
    const [first, second, third] = wrongGuesses(actor.getSnapshot().context.answer.id);
    actor.send({ type: 'round.guess', guess: first });
    actor.send({ type: 'round.guess', guess: second });
    expect(actor.getSnapshot().value).toBe('inProgress');
    expect(actor.getSnapshot().context.attempts.map((a) => a.id)).toEqual([first.id, second.id]);
    actor.send({ type: 'round.guess', guess: third });
    expect(actor.getSnapshot().value).toBe('lost');
    expect(popupOf(actor).getSnapshot().context).toMatchObject({
      title: LOSS_TITLE,
      won: false,
      answer: actor.getSnapshot().context.answer,
    });
    expect(popupOf(actor).getSnapshot().context.attempts).toHaveLength(3);
  });

  it('ignores guesses once the round is won', () => {
    const actor = start();
    const { answer } = actor.getSnapshot().context;
    actor.send({ type: 'round.guess', guess: answer });
    actor.send({ type: 'round.guess', guess: wrongGuesses(answer.id)[0] });
    expect(actor.getSnapshot().value).toBe('won');
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
  });

  it('ignores guesses once the round is lost', () => {
    const actor = start({ difficulty: 'hard' });
    const [wrong, another] = wrongGuesses(actor.getSnapshot().context.answer.id);
    actor.send({ type: 'round.guess', guess: wrong });
    actor.send({ type: 'round.guess', guess: another });
    expect(actor.getSnapshot().value).toBe('lost');
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
  });

  it('does not count the same guess twice in one round', () => {
    const actor = start();
    const [wrong] = wrongGuesses(actor.getSnapshot().context.answer.id);
    actor.send({ type: 'round.guess', guess: wrong });
    actor.send({ type: 'round.guess', guess: wrong });
    expect(actor.getSnapshot().context.attempts).toHaveLength(1);
  });

  it('gives one attempt on hard, and changing difficulty restarts the round', () => {
    const actor = start();
    const [wrong] = wrongGuesses(actor.getSnapshot().context.answer.id);
    actor.send({ type: 'round.guess', guess: wrong });
    const before = actor.getSnapshot().context.answer;
    actor.send({ type: 'round.difficulty', difficulty: 'hard' });
    const after = actor.getSnapshot();
    expect(after.value).toBe('inProgress');
    expect(after.context.attempts).toEqual([]);
    expect(after.context.maxAttempts).toBe(1);
    expect(after.context.answer.group).not.toBe(before.group);
    actor.send({ type: 'round.difficulty', difficulty: 'normal' });
    expect(actor.getSnapshot().context.maxAttempts).toBe(3);
  });

  it('closing the popup starts a new round with an answer of another agent', () => {
    const actor = start();
    for (let round = 0; round < 20; round++) {
      const { answer } = actor.getSnapshot().context;
      actor.send({ type: 'round.guess', guess: answer });
      popupOf(actor).send({ type: 'popup.close' });
      const next = actor.getSnapshot();
      expect(next.value).toBe('inProgress');
      expect(next.context.attempts).toEqual([]);
      expect(next.context.answer.group).not.toBe(answer.group);
      expect(popupOf(actor).getSnapshot().value).toBe('closed');
    }
  });

  it('draws the next answer ahead, and the next round plays it', () => {
    const actor = start();
    for (let round = 0; round < 10; round++) {
      const { answer, nextAnswer } = actor.getSnapshot().context;
      expect(nextAnswer.group).not.toBe(answer.group);
      actor.send({ type: 'round.guess', guess: answer });
      popupOf(actor).send({ type: 'popup.close' });
      expect(actor.getSnapshot().context.answer).toEqual(nextAnswer);
    }
  });

  it('keeps the popup showing the finished round while the next one starts', () => {
    const actor = start();
    const { answer } = actor.getSnapshot().context;
    actor.send({ type: 'round.guess', guess: answer });
    popupOf(actor).send({ type: 'popup.close' });
    expect(actor.getSnapshot().context.answer.id).not.toBe(answer.id);
    expect(popupOf(actor).getSnapshot().context.answer).toEqual(answer);
  });

  it('emits round.guessed for every counted guess, round.won on a win, round.started after', () => {
    const actor = start();
    const seen: string[] = [];
    actor.on('*', (event) => seen.push(event.type));
    const { answer } = actor.getSnapshot().context;
    actor.send({ type: 'round.guess', guess: wrongGuesses(answer.id)[0] });
    actor.send({ type: 'round.guess', guess: answer });
    popupOf(actor).send({ type: 'popup.close' });
    expect(seen).toEqual(['round.guessed', 'round.guessed', 'round.won', 'round.started']);
  });
});

describe('round machine, model-based', () => {
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const { answer, attempts } = snapshot.context;
    const wrong = wrongGuesses(answer.id).filter(
      (c) => !attempts.some((a: { id: string }) => a.id === c.id),
    );
    return [
      { type: 'round.guess', guess: answer },
      { type: 'round.guess', guess: wrong[0] },
      ...(attempts.length > 0 ? [{ type: 'round.guess', guess: attempts[0] }] : []),
      { type: 'round.difficulty', difficulty: 'normal' },
      { type: 'round.difficulty', difficulty: 'hard' },
      { type: 'popup.closed' },
    ];
  };
  const key = (snapshot: AnyMachineSnapshot) =>
    `${JSON.stringify(snapshot.value)}/${snapshot.context.difficulty}/${snapshot.context.attempts.length}`;
  const eventKey = (event: AnyEventObject, snapshot: AnyMachineSnapshot) => {
    if (event.type !== 'round.guess') return JSON.stringify(event);
    const { guess } = event as unknown as { guess: { id: string } };
    if (guess.id === snapshot.context.answer.id) return 'round.guess(correct)';
    const repeated = snapshot.context.attempts.some((a: { id: string }) => a.id === guess.id);
    return repeated ? 'round.guess(repeated)' : 'round.guess(wrong)';
  };
  const { paths, leafStates } = transitionPaths(roundMachine, { input, events, key, eventKey });

  it('has a path for every transition, and together they reach every state', () => {
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    expect([...reached].sort()).toEqual([...leafStates].sort());
    const kinds = new Set(paths.map((path) => path.edge.replace(/^.*--(.*)-->.*$/, '$1')));
    expect([...kinds].sort()).toEqual(
      [
        '{"type":"popup.closed"}',
        '{"type":"round.difficulty","difficulty":"hard"}',
        '{"type":"round.difficulty","difficulty":"normal"}',
        'round.guess(correct)',
        'round.guess(repeated)',
        'round.guess(wrong)',
      ].sort(),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    const actor = start();
    for (const step of path.steps) {
      if (step.event.type === 'popup.closed') {
        // The real way a round ends: the player closes the popup.
        popupOf(actor).send({ type: 'popup.close' });
      } else {
        actor.send(step.event as never);
      }
      expect(key(actor.getSnapshot())).toBe(key(step.state as AnyMachineSnapshot));
      expect(actor.getSnapshot().context.answer.id).toBe(step.state.context.answer.id);
      const popupOpen = actor.getSnapshot().hasTag('ended');
      expect(popupOf(actor).getSnapshot().value).toBe(popupOpen ? 'open' : 'closed');
    }
  });
});
