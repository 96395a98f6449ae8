import { assign, emit, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import {
  addSample,
  EARLY_BURSTS_MS,
  estimateOffset,
  PING_SPACING_MS,
  PINGS_PER_BURST,
  RESAMPLE_MS,
  type ClockSample,
} from './clock.ts';
import { readServerMessage } from './incoming.ts';
import type { ClientMessage, RoomErrorCode, RoomSettings, RoomView } from './protocol.ts';
import { reconnectDelay } from './reconnect.ts';

/*
 * A device's connection to its room (docs/rooms.md): connecting → visitor or joined →
 * reconnecting (with backoff) → … → closed. The WebSocket belongs to the `socket` actor, invoked while
 * online, so a dropped socket is simply the actor's end and a new one is a new invocation; the context
 * keeps only what outlives a socket: the seat's token, the latest RoomView (marked stale while the
 * socket is down), the clock's samples.
 */

/** What a socket reports to its owner. The browser's WebSocket is wrapped to this (src/room/). */
export interface SocketHandlers {
  open(): void;
  message(text: unknown): void;
  close(code: number): void;
}
export interface SocketLike {
  send(text: string): void;
  close(): void;
}
/** Opens a socket to `url`; its handlers are called until it is closed. */
export type OpenSocket = (url: string, on: SocketHandlers) => SocketLike;

/** Why the connection ended for good. */
export type CloseReason = 'removed' | 'no-room' | 'closed' | 'full' | 'left';

/**
 * The errors after which trying again cannot help: the seat or the room is gone, or (`full`, fatal
 * only for a big screen) the room is on as many screens as it can be.
 */
const FINAL_ERRORS: readonly RoomErrorCode[] = ['removed', 'no-room', 'closed', 'full'];

export interface ConnectionInput {
  code: string;
  /** The socket's address (ws: or wss:). */
  url: string;
  /** The seat's token kept from an earlier visit or the room's creation, if any. */
  seat: string | null;
  /**
   * A big screen (`/room/CODE/screen`) that can be heard: it says so in its hello, holds no seat and
   * never joins (`room.screen` changes it).
   */
  screen?: boolean;
}

export interface ConnectionContext extends ConnectionInput {
  playerId: string | null;
  view: RoomView | null;
  /** True while the view is from a socket that is gone: a screen must not show it as live. */
  stale: boolean;
  /** Failed connections in a row (the backoff's step); 0 once the server welcomes the device. */
  attempt: number;
  samples: ClockSample[];
  /** Server clock − device clock, ms (clock.ts); 0 until the first pong. */
  offset: number;
  rtt: number | null;
  /** The round this device has sent its guess for (one a round, final). */
  guessed: { game: number; round: number } | null;
  /** The round whose clip this device has ready, and whether this socket has told the server. */
  ready: { game: number; round: number } | null;
  readySent: boolean;
  /** The server's last refusal in a player's words (a non-final error), until the next action. */
  notice: { code: RoomErrorCode; message: string } | null;
  reason: CloseReason | null;
}

/** What the screens send: the player's actions. */
export type PlayerEvent =
  | { type: 'room.join'; name: string }
  | { type: 'room.leave' }
  | { type: 'room.ready'; game: number; round: number }
  | { type: 'room.guess'; round: number; itemId: string }
  | { type: 'room.start' }
  | { type: 'room.next' }
  | { type: 'room.kick'; playerId: string }
  | { type: 'room.playAgain' }
  | { type: 'room.settings'; settings: RoomSettings }
  /** The host of an audience room opens or closes it to newcomers, or blocks words in names. */
  | { type: 'room.joins'; open: boolean }
  | { type: 'room.block'; words: string[] }
  /** The browser is back online: try now rather than at the end of the backoff. */
  | { type: 'room.retry' }
  /**
   * A big screen's sound can play (`on`) or cannot (the browser holds it back until a click): only a
   * screen that can be heard says it is one, so that the room waits for it and the phones leave the
   * clip to it. A change opens a new socket that says so.
   */
  | { type: 'room.screen'; on: boolean };

/** What the socket actor reports. */
export type SocketEvent =
  | { type: 'socket.open' }
  | { type: 'socket.closed'; code: number }
  | { type: 'socket.pong'; sample: ClockSample }
  | { type: 'server.welcome'; you: { playerId: string; seat: string } | null }
  | { type: 'server.room'; room: RoomView }
  | { type: 'server.error'; code: RoomErrorCode; message: string; fatal: boolean };

export type ConnectionEvent = PlayerEvent | SocketEvent;

/** What the connection tells its owner, who keeps the seat in the store. */
export type ConnectionEmitted =
  | { type: 'seat.kept'; code: string; seat: string; playerId: string }
  | { type: 'seat.forgotten'; code: string };

/** What the socket actor takes from the machine. */
export type SocketCommand = { type: 'socket.send'; message: ClientMessage };

/**
 * The actor that owns one WebSocket: it opens it, forwards the server's messages as events, sends a
 * burst of clock pings on open, twice more in its first seconds and every RESAMPLE_MS, and closes the socket on its way out (safe to
 * run twice, as StrictMode does). `now` is the device clock the pings are stamped with.
 */
export function socketLogic(open: OpenSocket, now: () => number = Date.now) {
  return fromCallback<SocketCommand, { url: string }, SocketEvent>(
    ({ input, sendBack, receive }) => {
      let done = false;
      let isOpen = false;
      const timers = new Set<ReturnType<typeof setTimeout>>();
      const pending = new Set<number>();
      let nextPing = 0;
      const later = (ms: number, run: () => void) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!done) run();
        }, ms);
        timers.add(timer);
      };
      const send = (message: ClientMessage) => {
        if (isOpen && !done) socket.send(JSON.stringify(message));
      };
      const burst = (schedule = true) => {
        const ping = () => {
          const id = nextPing++ % 2 ** 31;
          pending.add(id);
          send({ type: 'ping', id, sent: now() });
        };
        ping();
        for (let i = 1; i < PINGS_PER_BURST; i++) later(i * PING_SPACING_MS, ping);
        if (schedule) later(RESAMPLE_MS, burst);
      };
      const socket = open(input.url, {
        open: () => {
          if (done) return;
          isOpen = true;
          sendBack({ type: 'socket.open' });
          burst();
          for (const at of EARLY_BURSTS_MS) later(at, () => burst(false));
        },
        message: (text) => {
          if (done) return;
          const message = readServerMessage(text);
          if (!message) return;
          if (message.type === 'pong') {
            // Only a pong of this socket's own pings counts: its `sent` is then this device's time.
            if (!pending.delete(message.id)) return;
            sendBack({
              type: 'socket.pong',
              sample: { sent: message.sent, server: message.server, received: now() },
            });
          } else if (message.type === 'welcome') {
            sendBack({ type: 'server.welcome', you: message.you });
          } else if (message.type === 'room') {
            sendBack({ type: 'server.room', room: message.room });
          } else {
            const { code, fatal } = message;
            sendBack({ type: 'server.error', code, message: message.message, fatal });
          }
        },
        close: (code) => {
          if (done) return;
          done = true;
          for (const timer of timers) clearTimeout(timer);
          sendBack({ type: 'socket.closed', code });
        },
      });
      receive((command) => send(command.message));
      return () => {
        if (done && !isOpen) return;
        done = true;
        isOpen = false;
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        socket.close();
      };
    },
  );
}

/** The machine's socket until one is provided: it never opens (src/room/ provides the browser's). */
const noSocket: OpenSocket = () => ({ send: () => {}, close: () => {} });

const roundKey = (view: RoomView | null) =>
  view?.round ? { game: view.game, round: view.round.number } : null;
const sameRound = (a: { game: number; round: number } | null, view: RoomView | null) => {
  const b = roundKey(view);
  return a !== null && b !== null && a.game === b.game && a.round === b.round;
};

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    input: {} as ConnectionInput,
    events: {} as ConnectionEvent,
    emitted: {} as ConnectionEmitted,
  },
  actors: { socket: socketLogic(noSocket) },
  delays: {
    // src/room/ provides the jittered one (its randomness stays out of the machine).
    backoff: ({ context }) => reconnectDelay(context.attempt, 0.5),
  },
  guards: {
    isFinal: ({ event }) =>
      event.type === 'server.error' && event.fatal && FINAL_ERRORS.includes(event.code),
    changesScreen: ({ context, event }) =>
      event.type === 'room.screen' && event.on !== (context.screen ?? false),
    welcomesSeat: ({ event }) => event.type === 'server.welcome' && event.you !== null,
    refusesSeat: ({ event }) => event.type === 'server.welcome' && event.you === null,
    canGuess: ({ context, event }) =>
      event.type === 'room.guess' &&
      context.view?.phase === 'playing' &&
      context.view.round?.number === event.round &&
      context.view.round.yourGuess === null &&
      !sameRound(context.guessed, context.view),
  },
  actions: {
    sendHello: sendTo('socket', ({ context }): SocketCommand => ({
      type: 'socket.send',
      message: context.screen
        ? { type: 'hello', screen: true }
        : context.seat
          ? { type: 'hello', seat: context.seat }
          : { type: 'hello' },
    })),
    forward: sendTo('socket', ({ event }): SocketCommand => {
      switch (event.type) {
        case 'room.join':
          return { type: 'socket.send', message: { type: 'join', name: event.name } };
        case 'room.guess':
          return {
            type: 'socket.send',
            message: { type: 'guess', round: event.round, itemId: event.itemId },
          };
        case 'room.kick':
          return { type: 'socket.send', message: { type: 'kick', playerId: event.playerId } };
        case 'room.settings':
          return { type: 'socket.send', message: { type: 'settings', settings: event.settings } };
        case 'room.joins':
          return { type: 'socket.send', message: { type: 'joins', open: event.open } };
        case 'room.block':
          return { type: 'socket.send', message: { type: 'block', words: event.words } };
        case 'room.start':
          return { type: 'socket.send', message: { type: 'start' } };
        case 'room.next':
          return { type: 'socket.send', message: { type: 'next' } };
        case 'room.playAgain':
          return { type: 'socket.send', message: { type: 'playAgain' } };
        case 'room.leave':
          return { type: 'socket.send', message: { type: 'leave' } };
        default:
          throw new Error(`Nothing to send for ${event.type}`);
      }
    }),
    clearNotice: assign({ notice: null }),
    setScreen: assign({
      screen: ({ context, event }) => (event.type === 'room.screen' ? event.on : context.screen),
    }),
    rememberGuess: assign({
      guessed: ({ context }) => roundKey(context.view),
    }),
    /** Tells the server this device's clip is ready, once per socket and round, while it loads. */
    tellReady: enqueueActions(({ context, enqueue }) => {
      const { view, ready } = context;
      if (context.readySent || view?.phase !== 'loading' || !sameRound(ready, view)) return;
      enqueue.sendTo('socket', {
        type: 'socket.send',
        message: { type: 'ready', round: view.round!.number },
      } satisfies SocketCommand);
      enqueue.assign({ readySent: true });
    }),
    noteReady: assign(({ context, event }) => {
      if (event.type !== 'room.ready') return {};
      const next = { game: event.game, round: event.round };
      const changed = context.ready?.game !== next.game || context.ready.round !== next.round;
      return changed ? { ready: next, readySent: false } : {};
    }),
    newSocket: assign({ readySent: false }),
    keepView: assign(({ context, event }) => {
      if (event.type !== 'server.room') return {};
      // A new round: this socket has not told the server about it yet.
      const readySent = sameRound(context.ready, event.room) ? context.readySent : false;
      return { view: event.room, stale: false, readySent };
    }),
    keepSeat: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'server.welcome' || !event.you) return;
      const { playerId, seat } = event.you;
      enqueue.assign({ playerId, seat, attempt: 0 });
      enqueue.emit({ type: 'seat.kept', code: context.code, seat, playerId });
    }),
    forgetSeat: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ attempt: 0, playerId: null });
      if (context.seat === null) return;
      enqueue.assign({ seat: null });
      enqueue.emit({ type: 'seat.forgotten', code: context.code });
    }),
    addSample: assign(({ context, event }) => {
      if (event.type !== 'socket.pong') return {};
      const samples = addSample(context.samples, event.sample);
      return { samples, ...estimateOffset(samples) };
    }),
    keepNotice: assign({
      notice: ({ event }) =>
        event.type === 'server.error' ? { code: event.code, message: event.message } : null,
    }),
    closeWith: assign({
      reason: ({ event }): CloseReason =>
        event.type === 'server.error' ? (event.code as CloseReason) : 'left',
      stale: true,
    }),
    markStale: assign({ stale: true }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    endedSeat: emit(({ context }) => ({ type: 'seat.forgotten' as const, code: context.code })),
  },
}).createMachine({
  id: 'roomConnection',
  context: ({ input }) => ({
    ...input,
    playerId: null,
    view: null,
    stale: false,
    attempt: 0,
    samples: [],
    offset: 0,
    rtt: null,
    guessed: null,
    ready: null,
    readySent: false,
    notice: null,
    reason: null,
  }),
  initial: 'online',
  states: {
    online: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ url: context.url }) },
      initial: 'connecting',
      on: {
        'socket.closed': { target: 'reconnecting', actions: 'markStale' },
        'socket.pong': { actions: 'addSample' },
        'server.room': { actions: ['keepView', 'tellReady'] },
        'server.error': [
          { guard: 'isFinal', target: 'closed', actions: ['closeWith', 'endedSeat'] },
          { actions: 'keepNotice' },
        ],
        'room.ready': { actions: ['noteReady', 'tellReady'] },
        // A new socket, which says hello as what the device now is; the view stays on screen.
        'room.screen': {
          guard: 'changesScreen',
          target: 'online',
          reenter: true,
          actions: 'setScreen',
        },
      },
      states: {
        connecting: {
          entry: 'newSocket',
          on: {
            'socket.open': { actions: 'sendHello' },
            'server.welcome': [
              { guard: 'welcomesSeat', target: 'joined', actions: 'keepSeat' },
              { target: 'visitor', actions: 'forgetSeat' },
            ],
          },
        },
        visitor: {
          tags: 'live',
          on: {
            'room.join': { actions: ['clearNotice', 'forward'] },
            'server.welcome': {
              guard: 'welcomesSeat',
              target: 'joined',
              actions: 'keepSeat',
            },
          },
        },
        joined: {
          tags: 'live',
          on: {
            'room.guess': {
              guard: 'canGuess',
              actions: ['clearNotice', 'forward', 'rememberGuess'],
            },
            'room.start': { actions: ['clearNotice', 'forward'] },
            'room.next': { actions: ['clearNotice', 'forward'] },
            'room.kick': { actions: ['clearNotice', 'forward'] },
            'room.playAgain': { actions: ['clearNotice', 'forward'] },
            'room.settings': { actions: ['clearNotice', 'forward'] },
            'room.joins': { actions: ['clearNotice', 'forward'] },
            'room.block': { actions: ['clearNotice', 'forward'] },
            'room.leave': 'leaving',
            // The seat was refused (given up after its wait, say): the device is a visitor again.
            'server.welcome': {
              guard: 'refusesSeat',
              target: 'visitor',
              actions: 'forgetSeat',
            },
          },
        },
        // Its own state so that `leave` goes out before the socket is closed by online's exit.
        leaving: {
          entry: 'forward',
          always: { target: '#roomConnection.closed', actions: ['closeWith', 'endedSeat'] },
        },
      },
    },
    reconnecting: {
      exit: 'countAttempt',
      after: { backoff: 'online' },
      on: {
        'room.retry': 'online',
        'room.screen': { guard: 'changesScreen', actions: 'setScreen' },
      },
    },
    closed: { type: 'final' },
  },
});
