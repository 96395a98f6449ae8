import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  connectionMachine,
  socketLogic,
  type ConnectionEmitted,
  type SocketHandlers,
} from './connection.ts';
import type { ClientMessage, RoomView, ServerMessage } from './protocol.ts';
import { EARLY_BURSTS_MS, PINGS_PER_BURST, PING_SPACING_MS, RESAMPLE_MS } from './clock.ts';

/** A socket the test drives: what the device sent, and the server's side to play. */
interface FakeSocket {
  url: string;
  sent: ClientMessage[];
  closed: boolean;
  on: SocketHandlers;
}

const SEAT = 'seat-token-0123456789';

function room(overrides: Partial<RoomView> = {}): RoomView {
  return {
    code: 'ABCD',
    settings: { mode: 'map', rounds: 5, seconds: 20 },
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
    ...overrides,
  };
}

const playing = (number = 1, yourGuess: string | null = null): RoomView =>
  room({
    phase: 'playing',
    round: {
      number,
      mode: 'map',
      clip: `/api/v1/rooms/ABCD/games/1/rounds/${number}/clip`,
      peaks: `/api/v1/rooms/ABCD/games/1/rounds/${number}/peaks`,
      startsAt: 1_000,
      endsAt: 21_000,
      yourGuess,
    },
  });

let sockets: FakeSocket[];
let clock: number;

function start(seat: string | null = null, screen = false) {
  const machine = connectionMachine.provide({
    actors: {
      socket: socketLogic(
        (url, on) => {
          const socket: FakeSocket = { url, sent: [], closed: false, on };
          sockets.push(socket);
          return {
            send: (text) => socket.sent.push(JSON.parse(text) as ClientMessage),
            close: () => {
              socket.closed = true;
            },
          };
        },
        () => clock,
      ),
    },
  });
  const emitted: ConnectionEmitted[] = [];
  const actor = createActor(machine, {
    input: { code: 'ABCD', url: 'ws://test/api/v1/rooms/ABCD/socket', seat, screen },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

const latest = () => sockets[sockets.length - 1];
const serverSays = (message: ServerMessage, socket = latest()) =>
  socket.on.message(JSON.stringify(message));
const sentTypes = (socket = latest()) =>
  socket.sent.filter((message) => message.type !== 'ping').map((message) => message.type);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  clock = 50_000;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the room connection', () => {
  it('says hello with the kept seat as the socket opens, and is seated by the welcome', () => {
    const { actor, emitted } = start(SEAT);
    expect(actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello', seat: SEAT });
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    expect(actor.getSnapshot().matches({ online: 'joined' })).toBe(true);
    expect(actor.getSnapshot().context.playerId).toBe('p1');
    expect(emitted).toEqual([{ type: 'seat.kept', code: 'ABCD', seat: SEAT, playerId: 'p1' }]);
  });

  it('is a visitor without a seat, and joins by name', () => {
    const { actor, emitted } = start();
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello' });
    serverSays({ type: 'welcome', you: null });
    expect(actor.getSnapshot().matches({ online: 'visitor' })).toBe(true);
    actor.send({ type: 'room.start' }); // a visitor has no controls
    actor.send({ type: 'room.join', name: 'Kai' });
    expect(sentTypes()).toEqual(['hello', 'join']);
    expect(latest().sent).toContainEqual({ type: 'join', name: 'Kai' });
    serverSays({ type: 'welcome', you: { playerId: 'p2', seat: SEAT } });
    expect(actor.getSnapshot().matches({ online: 'joined' })).toBe(true);
    expect(emitted.map((event) => event.type)).toEqual(['seat.kept']);
  });

  it('forgets a seat the server no longer holds', () => {
    const { actor, emitted } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: null });
    expect(actor.getSnapshot().context.seat).toBeNull();
    expect(emitted).toEqual([{ type: 'seat.forgotten', code: 'ABCD' }]);
  });

  it('keeps the latest room view', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'room', room: room() });
    serverSays({ type: 'room', room: playing() });
    expect(actor.getSnapshot().context.view?.phase).toBe('playing');
  });

  it('ignores frames that are not the server’s messages', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    latest().on.message('<html>Bad gateway</html>');
    latest().on.message(JSON.stringify({ type: 'room', room: { code: 'ABCD' } }));
    latest().on.message(JSON.stringify({ type: 'welcome', you: { playerId: 3 } }));
    expect(actor.getSnapshot().matches({ online: 'connecting' })).toBe(true);
    expect(actor.getSnapshot().context.view).toBeNull();
  });

  it('sends one guess a round: a second one, or one for another round, is not sent', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'room', room: playing(2) });
    actor.send({ type: 'room.guess', round: 1, itemId: 'ascent' });
    actor.send({ type: 'room.guess', round: 2, itemId: 'ascent' });
    actor.send({ type: 'room.guess', round: 2, itemId: 'bind' });
    // The server's view has not yet caught up with the guess: still only one.
    serverSays({ type: 'room', room: playing(2) });
    actor.send({ type: 'room.guess', round: 2, itemId: 'haven' });
    expect(latest().sent.filter((message) => message.type === 'guess')).toEqual([
      { type: 'guess', round: 2, itemId: 'ascent' },
    ]);
  });

  it('sends no guess once the view says the round has one', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'room', room: playing(1, 'bind') });
    actor.send({ type: 'room.guess', round: 1, itemId: 'ascent' });
    expect(sentTypes()).toEqual(['hello']);
  });

  it('tells the server the clip is ready while the round loads, again on a new socket', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    const loading = { ...playing(1), phase: 'loading' as const };
    serverSays({ type: 'room', room: loading });
    actor.send({ type: 'room.ready', game: 1, round: 1 });
    actor.send({ type: 'room.ready', game: 1, round: 1 });
    serverSays({ type: 'room', room: loading });
    expect(latest().sent.filter((message) => message.type === 'ready')).toEqual([
      { type: 'ready', round: 1 },
    ]);
    // The server restarted: the round is loaded again, and this device says so on its new socket.
    latest().on.close(1012);
    vi.advanceTimersByTime(10_000);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'room', room: loading });
    expect(sentTypes()).toEqual(['hello', 'ready']);
  });

  it('becomes a big screen on a new socket once it can be heard, and a visitor again if not', () => {
    const { actor } = start();
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello' });
    serverSays({ type: 'welcome', you: null });
    serverSays({ type: 'room', room: { ...playing(1), you: null, phase: 'loading' } });
    actor.send({ type: 'room.screen', on: false });
    expect(sockets).toHaveLength(1);
    actor.send({ type: 'room.screen', on: true });
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closed).toBe(true);
    // The view stays on screen, live, while the new socket opens.
    expect(actor.getSnapshot().context.view?.phase).toBe('loading');
    expect(actor.getSnapshot().context.stale).toBe(false);
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello', screen: true });
    actor.send({ type: 'room.screen', on: true });
    expect(sockets).toHaveLength(2);
    actor.send({ type: 'room.screen', on: false });
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello' });
  });

  it('says hello as a big screen, which never joins yet tells the server its clip is ready', () => {
    const { actor } = start(null, true);
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello', screen: true });
    serverSays({ type: 'welcome', you: null });
    expect(actor.getSnapshot().matches({ online: 'visitor' })).toBe(true);
    serverSays({ type: 'room', room: { ...playing(1), you: null, phase: 'loading' } });
    actor.send({ type: 'room.ready', game: 1, round: 1 });
    expect(sentTypes()).toEqual(['hello', 'ready']);
    // Back after a drop: a screen again, on the new socket.
    latest().on.close(1006);
    vi.advanceTimersByTime(10_000);
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello', screen: true });
  });

  it('stops for good when the room is on as many screens as it can be', () => {
    const { actor } = start(null, true);
    latest().on.open();
    serverSays({ type: 'error', code: 'full', message: 'Full.', fatal: true });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.reason).toBe('full');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('marks the view stale when the socket drops, and live again with the next view', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'room', room: playing() });
    latest().on.close(1006);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
    expect(actor.getSnapshot().context.stale).toBe(true);
    vi.advanceTimersByTime(1_000);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    expect(actor.getSnapshot().context.stale).toBe(true);
    serverSays({ type: 'room', room: playing() });
    expect(actor.getSnapshot().context.stale).toBe(false);
  });

  it('retries with a growing wait, saying hello with its seat on every new socket', () => {
    start(SEAT);
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      latest().on.close(1006);
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    latest().on.open();
    expect(latest().sent[0]).toEqual({ type: 'hello', seat: SEAT });
  });

  it('starts the backoff over once the server welcomes it back', () => {
    start(SEAT);
    latest().on.close(1006);
    vi.advanceTimersByTime(500);
    latest().on.close(1006);
    vi.advanceTimersByTime(1_000);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    latest().on.close(1006);
    const before = sockets.length;
    vi.advanceTimersByTime(500);
    expect(sockets.length).toBe(before + 1);
  });

  it('tries at once when the browser is back online', () => {
    const { actor } = start(SEAT);
    latest().on.close(1006);
    actor.send({ type: 'room.retry' });
    expect(sockets).toHaveLength(2);
  });

  it.each(['removed', 'no-room', 'closed'] as const)(
    'closes for good after a fatal “%s”, forgetting the seat',
    (code) => {
      const { actor, emitted } = start(SEAT);
      latest().on.open();
      serverSays({ type: 'error', code, message: 'Gone.', fatal: true });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().context.reason).toBe(code);
      expect(latest().closed).toBe(true);
      expect(emitted).toContainEqual({ type: 'seat.forgotten', code: 'ABCD' });
      vi.advanceTimersByTime(60_000);
      expect(sockets).toHaveLength(1);
    },
  );

  it('keeps trying after any other error, and shows it until the next action', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    serverSays({ type: 'error', code: 'not-now', message: 'Not now.', fatal: false });
    expect(actor.getSnapshot().context.notice).toEqual({ code: 'not-now', message: 'Not now.' });
    actor.send({ type: 'room.start' });
    expect(actor.getSnapshot().context.notice).toBeNull();
    serverSays({ type: 'error', code: 'too-many', message: 'Slow down.', fatal: true });
    latest().on.close(1008);
    expect(actor.getSnapshot().matches('reconnecting')).toBe(true);
  });

  it('sends leave before it closes the socket', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    actor.send({ type: 'room.leave' });
    expect(sentTypes()).toEqual(['hello', 'leave']);
    expect(latest().closed).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('left');
  });

  it('after leave forgets the seat and never reconnects, whatever the socket does next', () => {
    const { actor, emitted } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    actor.send({ type: 'room.leave' });
    expect(emitted).toContainEqual({ type: 'seat.forgotten', code: 'ABCD' });
    expect(actor.getSnapshot().status).toBe('done');
    // A close that was already on its way, a browser back online, and long past any backoff.
    latest().on.close(1000);
    actor.send({ type: 'room.retry' });
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(sentTypes()).toEqual(['hello', 'leave']);
  });

  it('forwards the host’s controls as their messages', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'welcome', you: { playerId: 'p1', seat: SEAT } });
    actor.send({ type: 'room.start' });
    actor.send({ type: 'room.next' });
    actor.send({ type: 'room.kick', playerId: 'p2' });
    actor.send({ type: 'room.playAgain' });
    actor.send({ type: 'room.settings', settings: { mode: 'voice', rounds: 3, seconds: 30 } });
    expect(latest().sent.filter((m) => m.type !== 'ping' && m.type !== 'hello')).toEqual([
      { type: 'start' },
      { type: 'next' },
      { type: 'kick', playerId: 'p2' },
      { type: 'playAgain' },
      { type: 'settings', settings: { mode: 'voice', rounds: 3, seconds: 30 } },
    ]);
  });
});

describe('the connection’s clock', () => {
  /** Answers every ping not yet answered as a server `ahead` ms ahead, after `rtt` ms. */
  function answerPings(socket: FakeSocket, from: number, ahead: number, rtt: number) {
    for (const message of socket.sent.slice(from)) {
      if (message.type !== 'ping') continue;
      clock = message.sent + rtt;
      serverSays(
        {
          type: 'pong',
          id: message.id,
          sent: message.sent,
          server: message.sent + rtt / 2 + ahead,
        },
        socket,
      );
    }
    return socket.sent.length;
  }

  it('sends a burst of pings on open, two more in its first seconds, then every half minute', () => {
    start(SEAT);
    latest().on.open();
    const pings = () => latest().sent.filter((m) => m.type === 'ping').length;
    vi.advanceTimersByTime(PINGS_PER_BURST * PING_SPACING_MS);
    expect(pings()).toBe(PINGS_PER_BURST);
    vi.advanceTimersByTime(EARLY_BURSTS_MS[1]);
    expect(pings()).toBe(PINGS_PER_BURST * 3);
    vi.advanceTimersByTime(RESAMPLE_MS - EARLY_BURSTS_MS[1]);
    expect(pings()).toBe(PINGS_PER_BURST * 4);
    vi.advanceTimersByTime(RESAMPLE_MS);
    expect(pings()).toBe(PINGS_PER_BURST * 5);
  });

  it('estimates the server’s clock from the pongs, the fastest one kept', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    vi.advanceTimersByTime(PINGS_PER_BURST * PING_SPACING_MS);
    const pings = latest().sent.filter((m) => m.type === 'ping');
    const trips = [400, 30, 250, 90, 600];
    pings.forEach((ping, index) => {
      if (ping.type !== 'ping') return;
      clock = ping.sent + trips[index];
      // The slow pongs' server time is skewed by a slow way out; the fast one's is right.
      const skew = trips[index] === 30 ? 15 : trips[index] - 10;
      serverSays({ type: 'pong', id: ping.id, sent: ping.sent, server: ping.sent + skew + 7_000 });
    });
    expect(actor.getSnapshot().context.offset).toBe(7_000);
    expect(actor.getSnapshot().context.rtt).toBe(30);
  });

  it('takes no pong for a ping it did not send', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    serverSays({ type: 'pong', id: 999, sent: clock, server: clock + 5_000 });
    expect(actor.getSnapshot().context.rtt).toBeNull();
    vi.advanceTimersByTime(PINGS_PER_BURST * PING_SPACING_MS);
    answerPings(latest(), 0, 2_000, 20);
    expect(actor.getSnapshot().context.offset).toBe(2_000);
  });

  it('stops pinging once the socket is gone', () => {
    const { actor } = start(SEAT);
    latest().on.open();
    const first = latest();
    actor.stop();
    vi.advanceTimersByTime(RESAMPLE_MS * 2);
    expect(first.sent.filter((m) => m.type === 'ping')).toHaveLength(1);
    expect(first.closed).toBe(true);
  });
});
