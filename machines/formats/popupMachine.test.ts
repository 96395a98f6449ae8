import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import { activeLeafIds, transitionPaths } from '../test/graphCoverage';
import { popupMachine } from './popupMachine';

/** A stand-in parent that records what the popup tells it. */
function withParent() {
  const heard: string[] = [];
  const parent = createActor(
    createMachine({
      invoke: { id: 'popup', src: popupMachine },
      on: { '*': { actions: ({ event }) => heard.push(event.type) } },
    }),
  ).start();
  return { popup: parent.getSnapshot().children.popup!, heard };
}

describe('popup machine', () => {
  it('starts closed', () => {
    expect(createActor(popupMachine).start().getSnapshot().value).toBe('closed');
  });

  it('opens with the title it is given', () => {
    const { popup } = withParent();
    const answer = { id: 'bind', name: 'Bind' };
    popup.send({ type: 'popup.open', title: 'Game Over', won: false, answer, attempts: [] });
    expect(popup.getSnapshot().value).toBe('open');
    expect(popup.getSnapshot().context).toEqual({
      title: 'Game Over',
      won: false,
      answer,
      attempts: [],
    });
  });

  it('tells its parent when it closes, once', () => {
    const { popup, heard } = withParent();
    const answer = { id: 'bind', name: 'Bind' };
    const attempts = [{ ...answer, verdict: 'correct' as const }];
    popup.send({ type: 'popup.open', title: 'You Won!', won: true, answer, attempts });
    popup.send({ type: 'popup.close' });
    popup.send({ type: 'popup.close' });
    expect(popup.getSnapshot().value).toBe('closed');
    expect(heard).toEqual(['popup.closed']);
  });
});

describe('popup machine, model-based', () => {
  // The graph is walked without a parent, so the message to it is left out there; the replay below
  // runs the real machine under a parent and checks the message.
  const detached = popupMachine.provide({ actions: { notifyClosed: () => {} } });
  const { paths, leafStates } = transitionPaths(detached, {
    events: () => [
      {
        type: 'popup.open',
        title: 'You Won!',
        won: true,
        answer: { id: 'a', name: 'A' },
        attempts: [],
      },
      { type: 'popup.close' },
    ],
    key: (snapshot) => JSON.stringify(snapshot.value),
  });

  it('has a path for every transition, and together they reach every state', () => {
    expect(paths.map((path) => path.edge).sort()).toEqual([
      '"closed" --popup.open--> "open"',
      '"open" --popup.close--> "closed"',
    ]);
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    expect([...reached].sort()).toEqual([...leafStates].sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    const { popup, heard } = withParent();
    for (const step of path.steps) {
      popup.send(step.event as never);
      expect(popup.getSnapshot().value).toEqual((step.state as AnyMachineSnapshot).value);
    }
    expect(heard).toEqual(
      path.steps.filter((s) => s.event.type === 'popup.close').map(() => 'popup.closed'),
    );
  });
});
