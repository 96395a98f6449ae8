import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { RoomPhase, RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import {
  COUNT_IN_MS,
  IDLE_MS,
  LEAD_MS,
  REVEAL_MS,
  SEAT_WAIT_MS,
  roomMachine,
} from './roomMachine.ts';
import { persist, restore, RoomRestoreError, type PersistedRoom } from './persist.ts';
import { phaseOf, type RoomSnapshot } from './view.ts';

const T0 = 9_000_000;
const settings: RoomSettings = { mode: 'map', rounds: 3, seconds: 20 };
const rounds: DealtRound[] = ['ascent', 'bind', 'haven'].map((map) => ({
  mode: 'map',
  answer: map,
  group: map,
  clipPath: `maps/${map}.mp3`,
}));

function clockAt(time: number) {
  const clock = new SimulatedClock();
  clock.set(time);
  const wait = (ms: number) => {
    for (let left = ms; left > 0; left -= 250) clock.increment(Math.min(250, left));
  };
  return { clock, wait };
}

/** A two-player room taken to `phase`, with round 1 scored (p1 right) when the phase is past it. */
function roomIn(phase: Exclude<RoomPhase, 'closed'>) {
  const { clock, wait } = clockAt(T0);
  const actor = createActor(roomMachine, {
    clock,
    input: { code: 'PERSIST', settings, at: T0 },
  }).start();
  const at = () => clock.now();
  const readyAll = () =>
    ['p1', 'p2'].forEach((playerId) =>
      actor.send({
        type: 'room.ready',
        playerId,
        round: actor.getSnapshot().context.round,
        at: at(),
      }),
    );
  actor.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: at() });
  actor.send({ type: 'room.join', playerId: 'p2', name: 'Ana', at: at() });
  const steps: Record<string, () => void> = {
    start: () => actor.send({ type: 'room.start', playerId: 'p1', rounds, at: at() }),
    ready: readyAll,
    countIn: () => wait(COUNT_IN_MS),
    answer: () => {
      wait(5000);
      actor.send({
        type: 'room.guess',
        playerId: 'p1',
        round: 1,
        itemId: 'ascent',
        group: 'ascent',
        at: at(),
      });
      actor.send({
        type: 'room.guess',
        playerId: 'p2',
        round: 1,
        itemId: 'bind',
        group: 'bind',
        at: at(),
      });
    },
    next: () => {
      wait(REVEAL_MS);
      readyAll();
      wait(LEAD_MS);
      actor.send({
        type: 'room.guess',
        playerId: 'p2',
        round: 2,
        itemId: 'bind',
        group: 'bind',
        at: at(),
      });
    },
  };
  const until: Record<typeof phase, string[]> = {
    lobby: [],
    loading: ['start'],
    countIn: ['start', 'ready'],
    playing: ['start', 'ready', 'countIn', 'answer', 'next'],
    reveal: ['start', 'ready', 'countIn', 'answer'],
    finished: ['start', 'ready', 'countIn', 'answer'],
  };
  for (const step of until[phase]) steps[step]();
  if (phase === 'finished') {
    for (const round of [2, 3]) {
      actor.send({ type: 'room.next', playerId: 'p1', at: at() });
      readyAll();
      wait(LEAD_MS);
      for (const playerId of ['p1', 'p2']) {
        actor.send({ type: 'room.guess', playerId, round, itemId: 'x', group: null, at: at() });
      }
    }
    actor.send({ type: 'room.next', playerId: 'p1', at: at() });
  }
  expect(phaseOf(actor.getSnapshot())).toBe(phase);
  return { actor, at };
}

/** Stored as the server stores it (JSON text), then brought back on another clock, later. */
function restarted(snapshot: RoomSnapshot, later = 60_000) {
  const row = JSON.stringify(persist(snapshot));
  const start = snapshot.context.now + later;
  const { clock, wait } = clockAt(start);
  const actor = createActor(roomMachine, {
    clock,
    snapshot: restore(roomMachine, JSON.parse(row)),
    // Read only by a new room: a restored one starts from its snapshot.
    input: { code: 'UNUSED', settings, at: 0 },
  }).start();
  actor.send({ type: 'room.resume', at: start });
  return { actor, wait, at: () => clock.now() };
}

const scores = (snapshot: RoomSnapshot) =>
  snapshot.context.seats.map((seat) => [seat.id, seat.score]);

describe('a room kept and restored', () => {
  it('keeps plain JSON of the state and its data, versioned', () => {
    const { actor } = roomIn('playing');
    const kept = persist(actor.getSnapshot());
    expect(kept.v).toBe(1);
    expect(kept.value).toBe('playing');
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
    expect(kept.context).toEqual(actor.getSnapshot().context);
  });

  it.each(['loading', 'countIn', 'playing'] as const)(
    'plays a round interrupted in %s again from its loading, scores as before it',
    (phase) => {
      const before = roomIn(phase).actor.getSnapshot();
      const room = restarted(before);
      const after = room.actor.getSnapshot();
      expect(phaseOf(after)).toBe('loading');
      expect(after.context.round).toBe(before.context.round);
      expect(after.context.guesses).toEqual([]);
      expect(after.context.startsAt).toBeNull();
      expect(scores(after)).toEqual(scores(before));
      for (const playerId of ['p1', 'p2']) {
        room.actor.send({ type: 'room.connect', playerId, at: room.at() });
        room.actor.send({
          type: 'room.ready',
          playerId,
          round: before.context.round,
          at: room.at(),
        });
      }
      expect(phaseOf(room.actor.getSnapshot())).toBe('countIn');
      room.wait(before.context.round === 1 ? COUNT_IN_MS : LEAD_MS);
      expect(phaseOf(room.actor.getSnapshot())).toBe('playing');
    },
  );

  it('shows an interrupted reveal again, without scoring its round twice', () => {
    const before = roomIn('reveal').actor.getSnapshot();
    const room = restarted(before);
    expect(phaseOf(room.actor.getSnapshot())).toBe('reveal');
    expect(scores(room.actor.getSnapshot())).toEqual(scores(before));
    expect(room.actor.getSnapshot().context.reveal).toEqual(before.context.reveal);
    room.wait(REVEAL_MS);
    expect(phaseOf(room.actor.getSnapshot())).toBe('loading');
    expect(room.actor.getSnapshot().context.round).toBe(2);
    expect(scores(room.actor.getSnapshot())).toEqual(scores(before));
  });

  it.each(['lobby', 'finished'] as const)('leaves a room in %s where it was', (phase) => {
    const before = roomIn(phase).actor.getSnapshot();
    const after = restarted(before).actor.getSnapshot();
    expect(phaseOf(after)).toBe(phase);
    expect(after.context.code).toBe('PERSIST');
    expect(scores(after)).toEqual(scores(before));
    expect(after.context.reveal).toEqual(before.context.reveal);
  });

  it('forgets the big screens, which open again, and restores a row written before there were any', () => {
    const { actor, at } = roomIn('loading');
    actor.send({ type: 'room.screenOn', screenId: 's1', at: at() });
    const before = actor.getSnapshot();
    expect(before.context.screens).toHaveLength(1);
    const room = restarted(before);
    expect(room.actor.getSnapshot().context.screens).toEqual([]);
    // The round does not wait for a screen that was on the stopped server.
    for (const playerId of ['p1', 'p2']) {
      room.actor.send({ type: 'room.connect', playerId, at: room.at() });
      room.actor.send({ type: 'room.ready', playerId, round: 1, at: room.at() });
    }
    expect(phaseOf(room.actor.getSnapshot())).toBe('countIn');

    const old = persist(before) as unknown as { context: Record<string, unknown> };
    delete old.context.screens;
    const restored = restore(roomMachine, JSON.parse(JSON.stringify(old)));
    expect(restored.context.screens).toEqual([]);
  });

  it('keeps an audience room’s closed joins and blocked words, and reads rows written before them', () => {
    const { actor, at } = roomIn('loading');
    actor.send({ type: 'room.joins', playerId: 'p1', open: false, at: at() });
    actor.send({ type: 'room.block', playerId: 'p1', words: ['spoiler'], at: at() });
    const before = actor.getSnapshot();
    const room = restarted(before);
    expect(room.actor.getSnapshot().context.joinsClosed).toBe(true);
    expect(room.actor.getSnapshot().context.blockedWords).toEqual(['spoiler']);

    const old = persist(before) as unknown as { context: Record<string, unknown> };
    delete old.context.joinsClosed;
    delete old.context.blockedWords;
    const restored = restore(roomMachine, JSON.parse(JSON.stringify(old)));
    expect(restored.context.joinsClosed).toBe(false);
    expect(restored.context.blockedWords).toEqual([]);
  });

  it('restores every seat as disconnected, waiting for its device', () => {
    const room = restarted(roomIn('playing').actor.getSnapshot());
    expect(room.actor.getSnapshot().context.seats.map((seat) => seat.connected)).toEqual([
      false,
      false,
    ]);
    room.actor.send({ type: 'room.connect', playerId: 'p2', at: room.at() });
    room.wait(SEAT_WAIT_MS);
    expect(room.actor.getSnapshot().context.seats.map((seat) => seat.id)).toEqual(['p2']);
    expect(room.actor.getSnapshot().context.hostId).toBe('p2');
  });

  it('closes a restored room that nobody comes back to', () => {
    const room = restarted(roomIn('lobby').actor.getSnapshot());
    room.wait(IDLE_MS - 1000);
    expect(phaseOf(room.actor.getSnapshot())).toBe('lobby');
    room.wait(1000);
    expect(phaseOf(room.actor.getSnapshot())).toBe('closed');
  });

  it('refuses to keep a closed room', () => {
    const { clock, wait } = clockAt(T0);
    const actor = createActor(roomMachine, {
      clock,
      input: { code: 'GONE', settings, at: T0 },
    }).start();
    wait(IDLE_MS);
    expect(() => persist(actor.getSnapshot())).toThrow();
  });
});

describe('a stored room that cannot come back', () => {
  const good = () => persist(roomIn('reveal').actor.getSnapshot());
  const broken: [string, (row: PersistedRoom) => unknown][] = [
    ['not an object', () => 'lobby'],
    ['null', () => null],
    ['another version', (row) => ({ ...row, v: 2 })],
    ['an unknown state', (row) => ({ ...row, value: 'dancing' })],
    ['a closed room', (row) => ({ ...row, value: 'closed' })],
    ['a nested state', (row) => ({ ...row, value: { reveal: 'x' } })],
    ['no context', (row) => ({ ...row, context: undefined })],
    [
      'a seat without a name',
      (row) => ({
        ...row,
        context: { ...row.context, seats: [{ ...row.context.seats[0], name: 3 }] },
      }),
    ],
    [
      'a negative score',
      (row) => ({
        ...row,
        context: { ...row.context, seats: [{ ...row.context.seats[0], score: -5 }] },
      }),
    ],
    [
      'impossible settings',
      (row) => ({
        ...row,
        context: { ...row.context, settings: { mode: 'map', rounds: 4, seconds: 20 } },
      }),
    ],
    ['a round beyond the deal', (row) => ({ ...row, context: { ...row.context, round: 4 } })],
    [
      'a deal of an unknown mode',
      (row) => ({
        ...row,
        context: {
          ...row.context,
          rounds: row.context.rounds.map((round) => ({ ...round, mode: 'sprays' })),
        },
      }),
    ],
    ['a host without a seat', (row) => ({ ...row, context: { ...row.context, hostId: 'ghost' } })],
    [
      'a seat twice',
      (row) => ({
        ...row,
        context: { ...row.context, seats: [row.context.seats[0], row.context.seats[0]] },
      }),
    ],
    [
      'more seats than a room has',
      (row) => ({
        ...row,
        context: {
          ...row.context,
          seats: Array.from({ length: 51 }, (_, i) => ({ ...row.context.seats[1], id: `s${i}` })),
          hostId: 's0',
        },
      }),
    ],
    [
      'a time that is not a number',
      (row) => ({ ...row, context: { ...row.context, endsAt: '12:00' } }),
    ],
  ];

  /** What each refusal names (so that no row is refused for another fault than its own). */
  const reasons: Record<string, RegExp> = {
    'not an object': /not an object/,
    null: /not an object/,
    'another version': /version 2/,
    'an unknown state': /state "dancing"/,
    'a closed room': /state "closed"/,
    'a nested state': /state \{/,
    'no context': /no context/,
    'a seat without a name': /bad seats/,
    'a negative score': /bad seats/,
    'impossible settings': /bad settings/,
    'a round beyond the deal': /round 4 of 3/,
    'a deal of an unknown mode': /bad rounds/,
    'a host without a seat': /host without a seat/,
    'a seat twice': /a seat twice/,
    'more seats than a room has': /51 seats/,
    'a time that is not a number': /bad endsAt/,
  };

  it.each(broken)('refuses %s with an error', (reason, corrupt) => {
    expect(() => restore(roomMachine, corrupt(good()))).toThrow(RoomRestoreError);
    expect(() => restore(roomMachine, corrupt(good()))).toThrow(reasons[reason]);
  });

  it('takes back what it kept', () => {
    expect(() => restore(roomMachine, good())).not.toThrow();
  });
});
