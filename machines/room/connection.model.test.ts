import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { activeLeafIds, transitionPaths } from '../test/graphCoverage.ts';
import { connectionMachine, socketLogic, type SocketHandlers } from './connection.ts';
import type { ClientMessage, RoomView } from './protocol.ts';
import { reconnectDelay } from './reconnect.ts';

/*
 * Every transition of the connection's chart, replayed against the real machine and its socket actor
 * over a fake socket, with the connection's rules checked after each step as a small model states them:
 * every socket says hello first, with the seat the device holds; at most one socket is open; a view is
 * stale from a drop until the next view; closed leaves no socket open.
 */

const SEAT = 'seat-token-0123456789';
const ROOM: RoomView = {
  code: 'ABCD',
  settings: { mode: 'map', rounds: 3, seconds: 15 },
  phase: 'lobby',
  you: 'p1',
  hostId: 'p1',
  players: [],
  counts: { seats: 0, ranked: 0, playing: 0, answered: 0 },
  joinsClosed: false,
  blockedWords: [],
  screens: 0,
  game: 1,
  round: null,
  reveal: null,
};
const AFTER_BACKOFF = 'xstate.after.backoff.roomConnection.reconnecting';

const EVENTS: AnyEventObject[] = [
  { type: 'socket.open' },
  { type: 'socket.closed', code: 1006 },
  { type: 'server.welcome', you: { playerId: 'p1', seat: SEAT } },
  { type: 'server.welcome', you: null },
  { type: 'server.room', room: ROOM },
  { type: 'server.error', code: 'removed', message: 'Removed.', fatal: true },
  { type: 'server.error', code: 'not-now', message: 'Not now.', fatal: false },
  { type: 'room.join', name: 'Kai' },
  { type: 'room.start' },
  { type: 'room.leave' },
  { type: 'room.retry' },
  { type: AFTER_BACKOFF },
];

const eventKey = (event: AnyEventObject) =>
  event.type === 'server.welcome'
    ? `welcome(${event.you ? 'seat' : 'none'})`
    : event.type === 'server.error'
      ? `error(${event.code})`
      : event.type;

const { paths, leafStates } = transitionPaths(connectionMachine, {
  input: { code: 'ABCD', url: 'ws://test', seat: SEAT },
  events: () => EVENTS,
  key: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.stale, snapshot.context.seat !== null]),
  eventKey,
});

interface FakeSocket {
  sent: ClientMessage[];
  closed: boolean;
  opened: boolean;
  on: SocketHandlers;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the connection chart, every transition', () => {
  it('has paths that reach every state', () => {
    const reached = new Set(
      paths.flatMap((path) => {
        const last = path.steps.at(-1)!.state;
        // A final state is not atomic, so activeLeafIds leaves it out.
        return last.status === 'done' ? ['roomConnection.closed'] : activeLeafIds(last);
      }),
    );
    // `leaving` is passed through, never rested in: the path that leaves goes through it to closed.
    const resting = leafStates.filter((id) => id !== 'roomConnection.online.leaving');
    expect([...reached].sort()).toEqual([...resting].sort());
    expect(paths.some((path) => /online.*joined.*--room.leave--> \["closed"/.test(path.edge))).toBe(
      true,
    );
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    const sockets: FakeSocket[] = [];
    const machine = connectionMachine.provide({
      actors: {
        socket: socketLogic((_url, on) => {
          const socket: FakeSocket = { sent: [], closed: false, opened: false, on };
          sockets.push(socket);
          return {
            send: (text) => socket.sent.push(JSON.parse(text) as ClientMessage),
            close: () => {
              socket.closed = true;
            },
          };
        }),
      },
    });
    const actor = createActor(machine, {
      input: { code: 'ABCD', url: 'ws://test', seat: SEAT },
    }).start();
    // The model: the seat the device holds, and whether its view is stale.
    let seat: string | null = SEAT;
    let stale = false;
    const live = () => sockets.filter((socket) => !socket.closed);
    const current = () => live().at(-1);

    for (const step of path.steps) {
      const { event } = step;
      const socket = current();
      switch (event.type) {
        case 'socket.open':
          socket!.opened = true;
          socket!.on.open();
          // Hello first, with the seat the device holds now (or none).
          expect(socket!.sent.find((message) => message.type !== 'ping')).toEqual(
            seat ? { type: 'hello', seat } : { type: 'hello' },
          );
          break;
        case 'socket.closed':
          socket!.closed = true;
          socket!.on.close(1006);
          stale = true;
          break;
        case 'server.welcome':
        case 'server.room':
        case 'server.error': {
          const { type, ...rest } = event;
          socket!.on.message(JSON.stringify({ type: type.slice('server.'.length), ...rest }));
          if (type === 'server.welcome') seat = event.you?.seat ?? null;
          if (type === 'server.room') stale = false;
          if (type === 'server.error' && event.fatal) seat = null;
          break;
        }
        case AFTER_BACKOFF:
          vi.advanceTimersByTime(reconnectDelay(actor.getSnapshot().context.attempt, 0.5));
          break;
        default:
          actor.send(event as never);
          if (event.type === 'room.leave') seat = null;
      }
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual((step.state as AnyMachineSnapshot).value);
      // The rules, checked after every step.
      expect(live().length).toBeLessThanOrEqual(1);
      if (snapshot.status === 'done') expect(live()).toEqual([]);
      expect(snapshot.context.stale || snapshot.status === 'done').toBe(
        stale || snapshot.status === 'done',
      );
      if (snapshot.status !== 'done') expect(snapshot.context.seat).toBe(seat);
      for (const each of sockets.filter((s) => s.opened)) {
        const first = each.sent.find((message) => message.type !== 'ping');
        expect(first?.type).toBe('hello');
      }
    }
    actor.stop();
  });
});
