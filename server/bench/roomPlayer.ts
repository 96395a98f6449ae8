import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ClientMessage, RoomView, ServerMessage } from '../../machines/room/protocol.ts';
import { reconnectDelay } from '../../machines/room/reconnect.ts';
import { ITEM_GROUPS } from './roomScores.ts';

/**
 * One simulated player of `npm run bench:rooms` on a `ws` socket, as the game's client behaves: hello
 * (with its seat when it made the room), join, a few clock pings (the best by round trip), `ready` as
 * soon as a round is dealt, and one guess a round at a random moment of it, a random item of the
 * round's mode (it learns the answer only at the reveal). A watcher says hello and nothing more: it
 * only receives the room. Everything it receives is timed on arrival, for the spreads.
 */

/** The local clock in ms since the epoch, to the microsecond: arrival times are compared across sockets. */
export const localNow = () => performance.timeOrigin + performance.now();

/**
 * Every socket's frames, timed as they arrive and read afterwards: the arrival of the last socket's
 * copy of a message is not delayed by parsing the copies before it, so a spread measures the server
 * and the network, as little as possible the bench's own parsing (the two share the machine's cores).
 */
export class Inbox {
  received = 0;
  receivedBytes = 0;
  sent = 0;
  private queue: { player: SimPlayer; at: number; data: Buffer }[] = [];
  private scheduled = false;

  push(player: SimPlayer, data: Buffer) {
    this.queue.push({ player, at: localNow(), data });
    this.received++;
    this.receivedBytes += data.length;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.drain);
    }
  }

  private drain = () => {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (const { player, at, data } of batch) {
      const text = data.toString('utf8');
      player.receive(at, JSON.parse(text) as ServerMessage, text);
    }
  };
}

export interface PlayerOptions {
  /** The room's socket: ws://HOST:PORT/api/v1/rooms/CODE/socket. */
  url: string;
  name: string;
  /** The loopback address it connects from (each player its own, as players at home have). */
  localAddress: string;
  /** The host's seat token, from creating the room. */
  seat?: string;
  /** A watcher never joins: it receives the room as a visitor does. */
  watch?: boolean;
  /** Keeps the text of every view of a round before its reveal (for the answer's check). */
  keepFrames?: boolean;
  /** The host moves on this long after a reveal (the room moves on by itself after REVEAL_MS). */
  hostNextMs?: number;
  /** Pings the server this often all along (ms), recording each round trip: the server's lag. */
  pingEveryMs?: number;
  /** The share of rounds it leaves unanswered. */
  skip: number;
  /** When in a round it guesses: uniformly between these, in ms after the clip's start. */
  guessFromMs: number;
  guessToMs: number;
  inbox: Inbox;
  random: () => number;
  /**
   * Where it connects again when its socket drops before the game's end (a server killed, or 1012
   * from one that lost the room), after the client's own back-off (machines/room/reconnect.ts);
   * unset, a drop ends its game.
   */
  reconnectTo?: () => string;
}

export interface SentGuess {
  itemId: string;
  /** Local time it was sent, and the server's time then by this player's clock offset. */
  sentAt: number;
  serverAt: number;
}

/** A round is known by its game and number (Play again starts at round 1 again). */
export const roundKey = (view: RoomView) => `${view.game}:${view.round?.number ?? 0}`;

const PINGS = 5;
const PING_GAP_MS = 40;

export class SimPlayer {
  socket!: WebSocket;
  playerId: string | null = null;
  seat: string | null = null;
  /** The server's clock minus this player's, from the ping with the shortest round trip. */
  offset = 0;
  bestRoundTrip = Infinity;
  /** With pingEveryMs: every round trip after the first pings, in ms. */
  readonly roundTrips: number[] = [];
  view: RoomView | null = null;
  /** Local arrival times of each round's start (`startsAt` set) and its reveal, by round key. */
  readonly starts = new Map<string, number>();
  /** The `startsAt` of the start recorded for each round key (a replayed round has another). */
  private readonly startsAtOf = new Map<string, number>();
  readonly reveals = new Map<string, { at: number; view: RoomView }>();
  readonly guesses = new Map<string, SentGuess>();
  /** With keepFrames: the text of each view received of a round before its reveal, by round key. */
  readonly framesBefore = new Map<string, string[]>();
  readonly errors: string[] = [];
  finished: RoomView | null = null;
  closedEarly: string | null = null;
  /** With reconnectTo: when each drop happened and when its welcome back came (local times). */
  readonly drops: { at: number; back: number | null }[] = [];
  readonly welcomed: Promise<void>;
  readonly done: Promise<void>;
  private readonly readied = new Set<string>();
  private closing = false;
  private attempts = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private joinSent = false;
  private pinging: NodeJS.Timeout | undefined;
  private onWelcome!: () => void;
  private onDone!: () => void;

  constructor(private readonly options: PlayerOptions) {
    this.welcomed = new Promise((resolve) => (this.onWelcome = resolve));
    this.done = new Promise((resolve) => (this.onDone = resolve));
    this.connect(options.url, options.seat);
  }

  private connect(url: string, seat: string | undefined) {
    const { options } = this;
    this.socket = new WebSocket(url, {
      localAddress: options.localAddress,
      perMessageDeflate: false,
      handshakeTimeout: 30_000,
    });
    this.socket.on('open', () => {
      this.send(seat ? { type: 'hello', seat } : { type: 'hello' });
      for (let id = 0; id < PINGS; id++) {
        this.later(id * PING_GAP_MS, () => this.send({ type: 'ping', id, sent: localNow() }));
      }
      if (options.pingEveryMs && !this.pinging) {
        this.pinging = setInterval(
          () => this.send({ type: 'ping', id: PINGS, sent: localNow() }),
          options.pingEveryMs,
        );
      }
    });
    this.socket.on('message', (data: Buffer) => options.inbox.push(this, data));
    this.socket.on('error', (error) => {
      if (!this.closing) this.errors.push(`socket: ${error.message}`);
    });
    this.socket.on('close', (code, reason) => {
      if (this.finished || this.closing) return;
      if (options.reconnectTo && this.seat && (code === 1006 || code === 1012)) {
        // A failed attempt is the next of the same drop.
        const pending = this.drops.at(-1)?.back === null;
        this.comeBack(options.reconnectTo, pending ? this.attempts + 1 : 0);
        return;
      }
      this.closedEarly = `closed ${code} ${reason.toString()}`.trim();
      this.onWelcome();
      this.onDone();
    });
  }

  /** Connects again with its seat, as the client does (0.5 s, then 1 s, 2 s… each ±20 %). */
  private comeBack(reconnectTo: () => string, attempt: number) {
    this.attempts = attempt;
    if (attempt === 0) this.drops.push({ at: localNow(), back: null });
    const wait = reconnectDelay(attempt, this.options.random());
    this.later(wait, () => this.connect(reconnectTo(), this.seat!));
  }

  get watching() {
    return this.options.watch === true;
  }

  receive(at: number, message: ServerMessage, text: string) {
    switch (message.type) {
      case 'welcome':
        if (message.you) {
          const drop = this.drops.at(-1);
          if (drop && drop.back === null) {
            drop.back = at;
            // A new socket: the round being loaded is readied again, as the client does.
            this.readied.clear();
          }
          this.playerId = message.you.playerId;
          this.seat = message.you.seat;
          this.onWelcome();
        } else if (this.watching) {
          this.onWelcome();
        } else if (!this.joinSent) {
          this.joinSent = true;
          this.send({ type: 'join', name: this.options.name });
        }
        return;
      case 'pong': {
        const roundTrip = at - message.sent;
        if (message.id === PINGS) this.roundTrips.push(roundTrip);
        if (roundTrip < this.bestRoundTrip) {
          this.bestRoundTrip = roundTrip;
          this.offset = message.server - (message.sent + roundTrip / 2);
        }
        return;
      }
      case 'error':
        // The host's Next may cross the room's own move on: that refusal is expected.
        if (!(message.code === 'not-now' && this.options.hostNextMs !== undefined)) {
          this.errors.push(`${message.code}: ${message.message}`);
        }
        return;
      case 'room':
        this.onRoom(at, message.room);
        if (this.options.keepFrames && message.room.round && !message.room.reveal) {
          const key = roundKey(message.room);
          this.framesBefore.set(key, [...(this.framesBefore.get(key) ?? []), text]);
        }
    }
  }

  private onRoom(at: number, view: RoomView) {
    this.view = view;
    const key = roundKey(view);
    const me = view.players.find((player) => player.id === this.playerId);
    const playing = me?.playing === true;
    const { round } = view;
    const replayed =
      round &&
      this.starts.has(key) &&
      !this.reveals.has(key) &&
      (round.startsAt === null || round.startsAt !== this.startsAtOf.get(key));
    if (replayed) {
      // The round is played again from its loading (its room was taken over after a crash, seen
      // in loading or, back late, already started again): what the player did of it is forgotten,
      // as the server forgot it.
      this.starts.delete(key);
      this.guesses.delete(key);
      this.readied.delete(key);
    }
    if (round && round.startsAt === null && playing && !this.readied.has(key)) {
      this.readied.add(key);
      // Fetching and decoding the clip, on a device: a few tens of milliseconds to a few hundred.
      this.later(20 + this.options.random() * 200, () =>
        this.send({ type: 'ready', round: round.number }),
      );
    }
    if (round && round.startsAt !== null && !this.starts.has(key)) {
      this.starts.set(key, at);
      this.startsAtOf.set(key, round.startsAt);
      if (playing && this.options.random() >= this.options.skip) this.planGuess(view);
    }
    if (view.phase === 'reveal' && view.reveal && !this.reveals.has(key)) {
      this.reveals.set(key, { at, view });
      if (this.options.hostNextMs !== undefined && view.hostId === this.playerId) {
        this.later(this.options.hostNextMs, () => {
          if (this.view && roundKey(this.view) === key && this.view.phase === 'reveal') {
            this.send({ type: 'next' });
          }
        });
      }
    }
    if (view.phase === 'finished' && !this.finished) {
      this.finished = view;
      this.onDone();
    }
  }

  private planGuess(view: RoomView) {
    const round = view.round!;
    const key = roundKey(view);
    const { guessFromMs, guessToMs, random } = this.options;
    const serverAt = round.startsAt! + guessFromMs + random() * (guessToMs - guessFromMs);
    const items = [...ITEM_GROUPS[round.mode].keys()];
    const itemId = items[Math.floor(random() * items.length)]!;
    this.later(serverAt - this.offset - localNow(), () => {
      // A guess is not made while the socket is down (the client's buttons wait for the room), nor
      // for a round that has started again since.
      if (this.socket.readyState !== WebSocket.OPEN) return;
      if (this.startsAtOf.get(key) !== round.startsAt) return;
      const now = localNow();
      this.guesses.set(key, { itemId, sentAt: now, serverAt: now + this.offset });
      this.send({ type: 'guess', round: round.number, itemId });
    });
  }

  /** The host starts the game. */
  start() {
    this.send({ type: 'start' });
  }

  send(message: ClientMessage) {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(message));
    this.options.inbox.sent++;
  }

  private later(ms: number, run: () => void) {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        run();
      },
      Math.max(0, ms),
    );
    this.timers.add(timer);
  }

  close(): Promise<void> {
    this.closing = true;
    clearInterval(this.pinging);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close(1000);
    });
  }
}
