import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES } from '../../machines/room/protocol.ts';
import { bucket } from './bucket.ts';
import type { BusFrame, RoomBus } from './bus.ts';
import { CLOSE_RESTART, MESSAGE_BURST, MESSAGES_PER_SECOND, tooMany } from './frames.ts';

/*
 * A device's socket that landed on a process other than its room's owner (docs/rooms.md, "Several
 * servers"). Its process (the relay) keeps the socket and passes its frames to the owner over the bus;
 * the owner serves it as one of its own through a RemoteSocket, so that the room's rules, its rate
 * limit and what each device may see are decided in one place. Each side tells the other every
 * second that it is still there; one silent for SILENT_MS is taken for dead: the owner lets the
 * remote device go (away, as a dropped phone), the relay closes the device's socket with 1012 and the
 * device comes back, to the room's new owner.
 */

/** How often each side says it is there. */
export const ALIVE_MS = 1_000;
/** A side not heard from for this long is taken for dead. */
export const SILENT_MS = 3_500;
/** How long a relay waits for the owner to say which clip a round plays. */
const CLIP_ANSWER_MS = 2_000;
/** A clip's path is kept this long by a relay (a round's devices each ask for its clip and peaks). */
const CLIP_KEPT_MS = 10_000;

/** What serving a room needs of a socket: a `ws` socket, or a remote one. */
export interface RoomSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): this;
  on(event: 'close', listener: () => void): this;
}

/** The owner's end of a device's socket on another process: what it sends goes over the bus. */
export class RemoteSocket extends EventEmitter implements RoomSocket {
  readonly OPEN = 1;
  readyState = 1;
  heard: number;

  constructor(
    private readonly bus: RoomBus,
    readonly relay: string,
    readonly c: string,
    now: number,
  ) {
    super();
    this.heard = now;
  }

  send(data: string): void {
    if (this.readyState === this.OPEN) this.bus.send(this.relay, { k: 'out', c: this.c, d: data });
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState !== this.OPEN) return;
    this.bus.send(this.relay, { k: 'end', c: this.c, code, reason });
    this.ended();
  }

  /** A frame from the device. */
  receive(text: string, binary: boolean): void {
    if (this.readyState === this.OPEN) this.emit('message', Buffer.from(text), binary);
  }

  /** The device's socket closed, or its relay went silent. */
  ended(): void {
    if (this.readyState !== this.OPEN) return;
    this.readyState = 3;
    // As a `ws` socket's, the close is told after the current task.
    setImmediate(() => this.emit('close'));
  }
}

interface Relayed {
  ws: WebSocket;
  owner: string;
  room: string;
}

export interface RelayOptions {
  bus: RoomBus;
  now: () => number;
  /** Serves a remote device's socket as this process's own (the owner's side). */
  serve: (room: string, socket: RoomSocket) => void;
  /** The clip room `room`'s round `n` of game `game` plays, if it owns the room and serves it now. */
  clipOf: (room: string, n: number, game: number) => string | null;
}

/** Both ends of relayed sockets in one process: the devices it relays, and those relayed to it. */
export class Relay {
  /** Devices connected here whose rooms another process owns, by their id on the bus. */
  private readonly relayed = new Map<string, Relayed>();
  /** When each owner this process relays to was last heard from. */
  private readonly heard = new Map<string, number>();
  /** Devices on other processes in rooms this one owns, by `relay/c`. */
  private readonly remotes = new Map<string, RemoteSocket>();
  private readonly questions = new Map<string, (path: string | null) => void>();
  private readonly clips = new Map<string, { path: Promise<string | null>; until: number }>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly options: RelayOptions) {
    options.bus.onFrame((from, frame) => this.receive(from, frame));
    options.bus.onReset(() => this.reset());
    this.timer = setInterval(() => this.tick(), ALIVE_MS);
    this.timer.unref();
  }

  /** How many sockets this process relays to other owners, and how many it serves for others. */
  get counts(): { relayed: number; remote: number } {
    return { relayed: this.relayed.size, remote: this.remotes.size };
  }

  /**
   * Relays `ws` to room `room`'s owner. Frames are checked for rate and size here too, so that a
   * flood stops at the process it reached, before the bus.
   */
  open(ws: WebSocket, room: string, owner: string): void {
    const { bus, now } = this.options;
    const c = randomBytes(8).toString('hex');
    this.relayed.set(c, { ws, owner, room });
    if (!this.heard.has(owner)) this.heard.set(owner, now());
    bus.send(owner, { k: 'open', c, room });
    const rate = bucket(MESSAGES_PER_SECOND, MESSAGE_BURST, now());
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!this.relayed.has(c)) return;
      if (!rate.take(now())) {
        tooMany(ws);
        return;
      }
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
      if (isBinary || bytes.length > MAX_MESSAGE_BYTES)
        bus.send(owner, { k: 'in', c, d: '', b: true });
      else bus.send(owner, { k: 'in', c, d: bytes.toString('utf8') });
    });
    ws.on('close', () => {
      if (this.relayed.delete(c)) bus.send(owner, { k: 'gone', c });
    });
  }

  /** Closes the relayed sockets of `room` (this process has taken it): the devices come back here. */
  closeRoom(room: string): void {
    for (const [c, each] of this.relayed) {
      if (each.room === room) this.restart(c, each);
    }
  }

  /** Sends what is queued for the bus now, rather than once the current task is done. */
  flush(): Promise<void> {
    return this.options.bus.flush();
  }

  /** The owner this process relays room `room`'s sockets to, if it relays any. */
  ownerOf(room: string): string | null {
    for (const each of this.relayed.values()) if (each.room === room) return each.owner;
    return null;
  }

  /** The path of the clip a room owned elsewhere plays now (asked of its owner), or null. */
  clipOf(owner: string, room: string, n: number, game: number): Promise<string | null> {
    const key = `${room}/${game}/${n}`;
    const at = this.options.now();
    const kept = this.clips.get(key);
    if (kept && kept.until > at) return kept.path;
    const q = randomBytes(6).toString('hex');
    const path = new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        this.questions.delete(q);
        resolve(null);
      }, CLIP_ANSWER_MS);
      this.questions.set(q, (answer) => {
        clearTimeout(timer);
        this.questions.delete(q);
        resolve(answer);
      });
    });
    this.options.bus.send(owner, { k: 'clip?', q, room, n, game });
    this.clips.set(key, { path, until: at + CLIP_KEPT_MS });
    // A refusal is not kept: the round may begin a moment later.
    void path.then((answer) => {
      if (answer === null) this.clips.delete(key);
    });
    return path;
  }

  /** Every relayed socket closed with 1012 and every remote device let go (the process stops). */
  close(): void {
    clearInterval(this.timer);
    for (const [c, each] of this.relayed) this.restart(c, each);
    for (const remote of this.remotes.values()) remote.ended();
    this.remotes.clear();
  }

  private restart(c: string, each: Relayed): void {
    this.relayed.delete(c);
    this.options.bus.send(each.owner, { k: 'gone', c });
    each.ws.close(CLOSE_RESTART, 'The room moved to another server');
  }

  private receive(from: string, frame: BusFrame): void {
    const at = this.options.now();
    if (frame.k === 'open') {
      const socket = new RemoteSocket(this.options.bus, from, frame.c, at);
      this.remotes.set(`${from}/${frame.c}`, socket);
      socket.on('close', () => this.remotes.delete(`${from}/${frame.c}`));
      this.options.serve(frame.room, socket);
      return;
    }
    if (frame.k === 'in' || frame.k === 'gone') {
      const socket = this.remotes.get(`${from}/${frame.c}`);
      if (!socket) {
        if (frame.k === 'in')
          this.options.bus.send(from, { k: 'end', c: frame.c, code: CLOSE_RESTART, reason: '' });
        return;
      }
      socket.heard = at;
      if (frame.k === 'in') socket.receive(frame.d, frame.b === true);
      else socket.ended();
      return;
    }
    if (frame.k === 'clip?') {
      const path = this.options.clipOf(frame.room, frame.n, frame.game);
      this.options.bus.send(from, { k: 'clip', q: frame.q, path });
      return;
    }
    // The owner's side of a relayed socket: anything from an owner says it is there.
    this.heard.set(from, at);
    if (frame.k === 'alive') {
      if (frame.c.length > 0) {
        // A relay's list: the owner answers with the ones it does not serve (it restarted, or let
        // them go), which the relay closes.
        const unknown = frame.c.filter((c) => {
          const socket = this.remotes.get(`${from}/${c}`);
          if (socket) socket.heard = at;
          return !socket;
        });
        this.options.bus.send(from, { k: 'alive', c: [] });
        for (const c of unknown)
          this.options.bus.send(from, { k: 'end', c, code: CLOSE_RESTART, reason: '' });
      }
      return;
    }
    if (frame.k === 'clip') {
      this.questions.get(frame.q)?.(frame.path);
      return;
    }
    const each = this.relayed.get(frame.c);
    if (!each) return;
    if (frame.k === 'out') {
      if (each.ws.readyState === each.ws.OPEN) each.ws.send(frame.d);
      return;
    }
    this.relayed.delete(frame.c);
    each.ws.close(frame.code, frame.reason);
  }

  /** Says "still here" to each owner, and closes what went silent on either side. */
  private tick(): void {
    const at = this.options.now();
    const byOwner = new Map<string, string[]>();
    for (const [c, each] of this.relayed) {
      if (at - (this.heard.get(each.owner) ?? at) > SILENT_MS) {
        this.restart(c, each);
        continue;
      }
      const list = byOwner.get(each.owner);
      if (list) list.push(c);
      else byOwner.set(each.owner, [c]);
    }
    for (const owner of this.heard.keys()) if (!byOwner.has(owner)) this.heard.delete(owner);
    for (const [owner, list] of byOwner) this.options.bus.send(owner, { k: 'alive', c: list });
    for (const socket of this.remotes.values()) {
      if (at - socket.heard > SILENT_MS) socket.ended();
    }
    for (const [key, kept] of this.clips) if (kept.until <= at) this.clips.delete(key);
  }

  /** The bus lost frames: every relayed socket starts again, every remote device is let go. */
  private reset(): void {
    for (const [c, each] of this.relayed) this.restart(c, each);
    for (const remote of this.remotes.values()) remote.ended();
    this.remotes.clear();
  }
}
