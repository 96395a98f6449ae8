import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { activeLeafIds, transitionPaths } from '../test/graphCoverage';
import type { Candidate } from '../rules/answers';
import { LOSS_TITLE, WIN_TITLE, freePlayMachine, type FreePlayInput } from './freePlayMachine';

const pool: Candidate[] = ['jett', 'sage', 'omen'].flatMap((agent) =>
  [1, 2, 3, 4].map((slot) => ({ id: `${agent}-${slot}`, name: `${agent} ${slot}`, group: agent })),
);
const input: FreePlayInput = { pool, attemptRules: { normal: 3, hard: 1 }, seed: 1234 };

function start(overrides: Partial<FreePlayInput> = {}) {
  return createActor(freePlayMachine, { input: { ...input, ...overrides } }).start();
}

type FreePlayActor = ReturnType<typeof start>;

const roundOf = (actor: FreePlayActor) => actor.getSnapshot().children.round!;
const popupOf = (actor: FreePlayActor) => actor.getSnapshot().children.popup!;
const answerOf = (actor: FreePlayActor) => actor.getSnapshot().context.answer;

function wrongGuesses(answer: Candidate) {
  return pool.filter((candidate) => candidate.group !== answer.group);
}

function win(actor: FreePlayActor) {
  roundOf(actor).send({ type: 'round.guess', guess: answerOf(actor) });
}

function lose(actor: FreePlayActor) {
  const wrong = wrongGuesses(answerOf(actor));
  for (let i = 0; i < actor.getSnapshot().context.maxAttempts; i++) {
    roundOf(actor).send({ type: 'round.guess', guess: wrong[i] });
  }
}

describe('free play', () => {
  it('starts a round with a random answer from the pool, and the popup closed', () => {
    const answers = new Set(
      Array.from({ length: 40 }, (_, seed) => start({ seed }).getSnapshot().context.answer.id),
    );
    const actor = start();
    expect(actor.getSnapshot().value).toEqual({ round: 'playing' });
    expect(roundOf(actor).getSnapshot().context).toMatchObject({
      answer: answerOf(actor),
      maxAttempts: 3,
      attempts: [],
    });
    expect(popupOf(actor).getSnapshot().value).toBe('closed');
    expect(answers.size).toBeGreaterThan(5);
  });

  it('opens the popup titled You Won! with the tries when the round is won', () => {
    const actor = start();
    const answer = answerOf(actor);
    roundOf(actor).send({ type: 'round.guess', guess: wrongGuesses(answer)[0] });
    win(actor);
    expect(actor.getSnapshot().hasTag('ended')).toBe(true);
    expect(popupOf(actor).getSnapshot().value).toBe('open');
    expect(popupOf(actor).getSnapshot().context).toEqual({
      title: WIN_TITLE,
      won: true,
      answer,
      attempts: [
        { id: wrongGuesses(answer)[0].id, name: wrongGuesses(answer)[0].name, verdict: 'wrong' },
        { id: answer.id, name: answer.name, verdict: 'correct' },
      ],
    });
  });

  it('opens the popup titled Game Over when no attempts are left', () => {
    const actor = start();
    lose(actor);
    expect(popupOf(actor).getSnapshot().context).toMatchObject({
      title: LOSS_TITLE,
      won: false,
      answer: answerOf(actor),
    });
    expect(popupOf(actor).getSnapshot().context.attempts).toHaveLength(3);
  });

  it('keeps the finished round on screen behind the popup', () => {
    const actor = start();
    win(actor);
    expect(roundOf(actor).getSnapshot().value).toBe('won');
    expect(roundOf(actor).getSnapshot().context.attempts).toHaveLength(1);
  });

  it('closing the popup starts a new round with an answer of another agent', () => {
    const actor = start();
    for (let round = 0; round < 20; round++) {
      const answer = answerOf(actor);
      if (round % 2) win(actor);
      else lose(actor);
      popupOf(actor).send({ type: 'popup.close' });
      expect(actor.getSnapshot().value).toEqual({ round: 'playing' });
      expect(roundOf(actor).getSnapshot().context.attempts).toEqual([]);
      expect(answerOf(actor).group).not.toBe(answer.group);
      expect(roundOf(actor).getSnapshot().context.answer).toEqual(answerOf(actor));
      expect(popupOf(actor).getSnapshot().value).toBe('closed');
    }
  });

  it('draws the next answer ahead, and the next round plays it', () => {
    const actor = start();
    for (let round = 0; round < 10; round++) {
      const { answer, nextAnswer } = actor.getSnapshot().context;
      expect(nextAnswer.group).not.toBe(answer.group);
      win(actor);
      popupOf(actor).send({ type: 'popup.close' });
      expect(answerOf(actor)).toEqual(nextAnswer);
    }
  });

  it('keeps the popup showing the finished round while the next one starts', () => {
    const actor = start();
    const answer = answerOf(actor);
    win(actor);
    popupOf(actor).send({ type: 'popup.close' });
    expect(answerOf(actor).id).not.toBe(answer.id);
    expect(popupOf(actor).getSnapshot().context.answer).toEqual(answer);
  });

  it('gives one attempt on hard, and changing difficulty restarts the round', () => {
    const actor = start();
    roundOf(actor).send({ type: 'round.guess', guess: wrongGuesses(answerOf(actor))[0] });
    const before = answerOf(actor);
    actor.send({ type: 'freePlay.difficulty', difficulty: 'hard' });
    expect(actor.getSnapshot().context.maxAttempts).toBe(1);
    expect(roundOf(actor).getSnapshot().context).toMatchObject({ attempts: [], maxAttempts: 1 });
    expect(answerOf(actor).group).not.toBe(before.group);
    roundOf(actor).send({ type: 'round.guess', guess: wrongGuesses(answerOf(actor))[0] });
    expect(popupOf(actor).getSnapshot().context.title).toBe(LOSS_TITLE);
    popupOf(actor).send({ type: 'popup.close' });
    actor.send({ type: 'freePlay.difficulty', difficulty: 'normal' });
    expect(roundOf(actor).getSnapshot().context.maxAttempts).toBe(3);
  });

  it('keeps the same popup actor across difficulty changes and rounds', () => {
    const actor = start();
    const popup = popupOf(actor);
    actor.send({ type: 'freePlay.difficulty', difficulty: 'hard' });
    win(actor);
    popupOf(actor).send({ type: 'popup.close' });
    actor.send({ type: 'freePlay.difficulty', difficulty: 'normal' });
    expect(popupOf(actor)).toBe(popup);
  });

  it('plays on with a resumed round: its answer and its tries, then new rounds as usual', () => {
    const answer = pool[5];
    const attempts = [{ id: pool[0].id, name: pool[0].name, verdict: 'wrong' as const }];
    const actor = start({ resume: { answer, attempts } });
    expect(answerOf(actor)).toEqual(answer);
    expect(roundOf(actor).getSnapshot().context).toMatchObject({ answer, attempts });
    expect(actor.getSnapshot().context.nextAnswer.group).not.toBe(answer.group);
    win(actor);
    popupOf(actor).send({ type: 'popup.close' });
    expect(roundOf(actor).getSnapshot().context.attempts).toEqual([]);
    actor.send({ type: 'freePlay.difficulty', difficulty: 'hard' });
    expect(roundOf(actor).getSnapshot().context.attempts).toEqual([]);
  });

  it('emits round.won on a win and round.started when the next round starts', () => {
    const actor = start();
    const seen: string[] = [];
    actor.on('*', (event) => seen.push(event.type));
    lose(actor);
    popupOf(actor).send({ type: 'popup.close' });
    win(actor);
    popupOf(actor).send({ type: 'popup.close' });
    actor.send({ type: 'freePlay.difficulty', difficulty: 'hard' });
    expect(seen).toEqual(['round.started', 'round.won', 'round.started', 'round.started']);
  });
});

describe('free play, model-based', () => {
  const doneRound = (won: boolean): AnyEventObject => ({
    type: 'xstate.done.actor.round',
    output: { won, attempts: [] },
  });
  // A round ends once: its done event only comes while it is played.
  const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => [
    ...(snapshot.hasTag('ended') ? [] : [doneRound(true), doneRound(false)]),
    { type: 'freePlay.difficulty', difficulty: 'normal' },
    { type: 'freePlay.difficulty', difficulty: 'hard' },
    { type: 'popup.closed' },
  ];
  const key = (snapshot: AnyMachineSnapshot) =>
    `${JSON.stringify(snapshot.value)}/${snapshot.context.difficulty}`;
  const eventKey = (event: AnyEventObject) =>
    event.type === 'xstate.done.actor.round'
      ? `round ${(event as unknown as { output: { won: boolean } }).output.won ? 'won' : 'lost'}`
      : JSON.stringify(event);
  const { paths, leafStates } = transitionPaths(freePlayMachine, {
    input,
    events,
    key,
    eventKey,
  });

  it('has a path for every transition, and together they reach every state', () => {
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    expect([...reached].sort()).toEqual([...leafStates].sort());
    const kinds = new Set(paths.map((path) => path.edge.replace(/^.*--(.*)-->.*$/, '$1')));
    expect([...kinds].sort()).toEqual(
      [
        '{"type":"popup.closed"}',
        '{"type":"freePlay.difficulty","difficulty":"hard"}',
        '{"type":"freePlay.difficulty","difficulty":"normal"}',
        'round won',
        'round lost',
      ].sort(),
    );
  });

  /**
   * The spec's free-play rules, stated apart from the machine and checked after every step: a
   * round's tries come from its difficulty; a round that ends opens the popup with its result;
   * closing the popup, or switching difficulty mid-round, starts a new round with no tries and an
   * answer of another group, the one drawn ahead; the popup is one actor all along.
   */
  it.each(paths.map((path) => [path.description, path] as const))(
    'follows the rules: %s',
    (_, path) => {
      const actor = start();
      const popup = popupOf(actor);
      let difficulty = 'normal';
      let ended: { won: boolean } | null = null;
      for (const step of path.steps) {
        const before = actor.getSnapshot().context;
        const event = step.event as AnyEventObject;
        let startsNewRound = false;
        if (event.type === 'xstate.done.actor.round') {
          // The real way a round ends: the player guesses.
          const won = (event as unknown as { output: { won: boolean } }).output.won;
          if (won) win(actor);
          else lose(actor);
          ended = { won };
        } else if (event.type === 'popup.closed') {
          popupOf(actor).send({ type: 'popup.close' });
          startsNewRound = ended !== null;
          ended = null;
        } else {
          actor.send(event as never);
          if (ended === null) {
            difficulty = (event as unknown as { difficulty: string }).difficulty;
            startsNewRound = true;
          }
        }

        const snapshot = actor.getSnapshot();
        expect(key(snapshot)).toBe(key(step.state as AnyMachineSnapshot));
        expect(popupOf(actor)).toBe(popup);
        expect(snapshot.hasTag('ended')).toBe(ended !== null);
        expect(popupOf(actor).getSnapshot().value).toBe(ended ? 'open' : 'closed');
        if (ended) {
          expect(popupOf(actor).getSnapshot().context).toMatchObject({
            title: ended.won ? 'You Won!' : 'Game Over',
            won: ended.won,
            answer: snapshot.context.answer,
          });
        }
        const round = roundOf(actor).getSnapshot();
        expect(round.context.maxAttempts).toBe(difficulty === 'hard' ? 1 : 3);
        expect(round.context.answer).toEqual(snapshot.context.answer);
        if (startsNewRound) {
          expect(round.context.attempts).toEqual([]);
          expect(snapshot.context.answer).toEqual(before.nextAnswer);
          expect(snapshot.context.answer.group).not.toBe(before.answer.group);
        } else {
          expect(snapshot.context.answer).toEqual(before.answer);
        }
      }
    },
  );
});
