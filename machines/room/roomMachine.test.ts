import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DEFAULT_SETTINGS, type RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import {
  COUNT_IN_MS,
  IDLE_MS,
  LEAD_MS,
  READY_WAIT_MS,
  REVEAL_MS,
  SEAT_WAIT_MS,
  roomMachine,
} from './roomMachine.ts';

const T0 = 1_000_000;
const STEP_MS = 250;
const settings: RoomSettings = { ...DEFAULT_SETTINGS, mode: 'map', rounds: 3, seconds: 20 };
const rounds: DealtRound[] = ['ascent', 'bind', 'haven'].map((map) => ({
  mode: 'map',
  answer: map,
  group: map,
  clipPath: `maps/${map}.mp3`,
}));

/** A room on a simulated clock; `at()` is the server's time as events carry it. */
function room(overrides: Partial<RoomSettings> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(roomMachine, {
    clock,
    input: { code: 'ABCDEF', settings: { ...settings, ...overrides }, at: T0 },
  }).start();
  const at = () => clock.now();
  // In steps, as time passes: a delay the machine sets while one step fires counts from that moment.
  const wait = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) clock.increment(Math.min(STEP_MS, left));
  };
  const state = () => actor.getSnapshot();
  const seat = (id: string) => state().context.seats.find((one) => one.id === id);
  const join = (playerId: string, name = playerId) =>
    actor.send({ type: 'room.join', playerId, name, at: at() });
  const start = (by = 'p1', dealt = rounds) =>
    actor.send({ type: 'room.start', playerId: by, rounds: dealt, at: at() });
  const readyAll = () => {
    for (const one of state().context.seats) {
      actor.send({ type: 'room.ready', playerId: one.id, round: state().context.round, at: at() });
    }
  };
  const guess = (playerId: string, itemId: string, group: string | null = itemId) =>
    actor.send({
      type: 'room.guess',
      playerId,
      round: state().context.round,
      itemId,
      group,
      at: at(),
    });
  /** From the lobby to round 1 playing: everyone ready at once, then the count-in. */
  const toPlaying = () => {
    start();
    readyAll();
    wait(COUNT_IN_MS);
  };
  return { actor, clock, at, wait, state, seat, join, start, readyAll, guess, toPlaying };
}

describe('room: seats', () => {
  it('seats the first player as host and later ones after', () => {
    const r = room();
    r.join('p1', 'Kai');
    r.join('p2', 'Ana');
    expect(r.state().value).toBe('lobby');
    expect(r.state().context.hostId).toBe('p1');
    expect(r.state().context.seats.map((seat) => seat.name)).toEqual(['Kai', 'Ana']);
  });
});

describe('room: a round', () => {
  it('plays a whole game to the finished scoreboard', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    expect(r.state().value).toBe('playing');
    r.wait(5000);
    r.guess('p1', 'ascent');
    r.guess('p2', 'bind');
    expect(r.state().value).toBe('reveal');
    expect(r.seat('p1')?.score).toBe(750);
    r.wait(REVEAL_MS);
    expect(r.state().value).toBe('loading');
    r.wait(READY_WAIT_MS);
    expect(r.state().value).toBe('countIn');
    r.wait(LEAD_MS);
    r.wait(20_000);
    expect(r.state().value).toBe('reveal');
    r.wait(REVEAL_MS);
    r.readyAll();
    r.wait(LEAD_MS + 20_000 + REVEAL_MS);
    expect(r.state().value).toBe('finished');
    r.wait(IDLE_MS);
    expect(r.state().value).toBe('closed');
    void SEAT_WAIT_MS;
  });
});
