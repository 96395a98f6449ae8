import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { createActor, type Actor } from 'xstate';
import { dealRounds } from '../../machines/room/deal.ts';
import { isBlockedName } from '../../machines/room/names.ts';
import { persist, restore } from '../../machines/room/persist.ts';
import type { RoomSettings, ServerMessage } from '../../machines/room/protocol.ts';
import type { DealtRound, RoomEvent } from '../../machines/room/roomEvents.ts';
import { roomMachine } from '../../machines/room/roomMachine.ts';
import { isPhaseBoundary, phaseOf, viewsOf, type RoomSnapshot } from '../../machines/room/view.ts';
import type { Database } from '../db/database.ts';
import type { ClipPools } from './clips.ts';
import { codeTaken, forgetRooms, openRooms, saveRoom } from './store.ts';
import { newCode, newPlayerId, newSeat, hashSeat, sameHash } from './tokens.ts';

/** The machine's delays a deployment may set (shorter in tests); the rest are the game's rules. */
export type RoomDelays = Partial<Record<'readyWait' | 'revealWait', number>>;

/** A room is restored after a restart when it was written within this long. */
export const RESTORE_WITHIN_MS = 30 * 60_000;
/** A closed or finished room's row lasts this long. */
export const KEEP_ROWS_MS = 24 * 60 * 60_000;
/**
 * An audience room sends its players' views at most this often while a phase lasts (each guess or
 * join changes every view's counts); a new phase, round or game goes to everyone at once.
 */
export const AUDIENCE_VIEWS_MS = 500;
/** WebSocket close codes: a restart (RFC 6455), and the app's own for a seat opened elsewhere. */
export const CLOSE_RESTART = 1012;
export const CLOSE_POLICY = 1008;
export const CLOSE_TAKEN_OVER = 4001;
export const CLOSE_DONE = 1000;

/** One device's socket in a room. */
export interface Connection {
  ws: WebSocket;
  /** The seat it holds, or null for a visitor who has not joined (or no hello yet). */
  playerId: string | null;
  /** A big screen's id (it holds no seat), or null for a player's device. */
  screenId: string | null;
  /** The last view sent (JSON), to send a view only when it changed. */
  lastSent: string | null;
}

export interface RegistryOptions {
  db: Database;
  pools: ClipPools;
  now: () => number;
  log: FastifyBaseLogger;
  maxRooms: number;
  delays?: RoomDelays;
}

type RoomActor = Actor<typeof roomMachine>;

export class NoClips extends Error {}
/** A room's maker asked for a name with a blocked word (names.ts). */
export class BlockedName extends Error {}
export class TooManyRooms extends Error {}

export const send = (ws: WebSocket, message: ServerMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

/** Sends a refusal that ends the socket, then ends it. */
export const refuse = (
  ws: WebSocket,
  code: Extract<ServerMessage, { type: 'error' }>['code'],
  message: string,
  closeCode = CLOSE_DONE,
) => {
  send(ws, { type: 'error', code, message, fatal: true });
  ws.close(closeCode);
};

/**
 * One live room: its actor (the authority on everything), the hashes of its seats' tokens, and the
 * sockets of its players. Every snapshot of the actor is sent to each socket as that player may see
 * it (view.ts) when it changed for them, and written to the database at its phase boundaries and
 * when its seats change.
 */
export class Room {
  readonly connections = new Set<Connection>();
  /** playerId → SHA-256 of the seat's token. */
  readonly seats: Map<string, string>;
  private previous: RoomSnapshot;
  /** While an event's outcome is being checked, views wait (a welcome goes before its view). */
  private holding = false;
  private writing: Promise<void> | null = null;
  private writeAgain = false;
  private closed = false;
  /** An audience room's next batch of views, while one is due. */
  private batch: NodeJS.Timeout | null = null;
  /** The last snapshot before the room closed: what its row keeps for the day it lasts. */
  private lastOpen: RoomSnapshot;

  constructor(
    readonly code: string,
    readonly actor: RoomActor,
    seats: Record<string, string>,
    private readonly registry: Registry,
  ) {
    this.seats = new Map(Object.entries(seats));
    this.previous = actor.getSnapshot();
    this.lastOpen = this.previous;
    actor.subscribe({
      next: (snapshot) => this.changed(snapshot),
      error: (error) => registry.log.error({ reason: String(error) }, 'room actor failed'),
    });
  }

  get snapshot(): RoomSnapshot {
    return this.actor.getSnapshot();
  }

  /** Sends the machine an event, then each socket its view if it changed. */
  tell(event: RoomEvent): void {
    this.actor.send(event);
  }

  /**
   * Runs `work` with views held back, then sends them: what `work` sends first arrives first. The
   * device's own view (`connection`) goes at once, even when the others' wait for their batch.
   */
  holdViews<T>(work: () => T, connection?: Connection): T {
    this.holding = true;
    try {
      return work();
    } finally {
      this.holding = false;
      if (connection) this.sendView(connection);
      this.sendViewsSoon(false);
    }
  }

  private changed(snapshot: RoomSnapshot): void {
    const before = this.previous;
    this.previous = snapshot;
    const seatsChanged =
      before.context.seats.map((seat) => seat.id).join() !==
      snapshot.context.seats.map((seat) => seat.id).join();
    if (seatsChanged) this.forgetGoneSeats(snapshot);
    if (phaseOf(snapshot) !== 'closed') this.lastOpen = snapshot;
    else {
      this.close();
      return;
    }
    const boundary = isPhaseBoundary(before, snapshot);
    if (seatsChanged || boundary) this.save();
    if (!this.holding) this.sendViewsSoon(boundary);
  }

  /**
   * Sends the views now in a room of friends, or at a phase boundary; an audience room's others wait
   * for the batch (AUDIENCE_VIEWS_MS), so 2,000 guesses do not each send 2,000 views.
   */
  private sendViewsSoon(boundary: boolean): void {
    if (boundary || this.snapshot.context.settings.audience !== true) {
      this.sendViews();
      return;
    }
    this.batch ??= setTimeout(() => {
      this.batch = null;
      this.sendViews();
    }, AUDIENCE_VIEWS_MS);
  }

  /** Drops the tokens of seats the machine gave up; a socket of a removed player is told and closed. */
  private forgetGoneSeats(snapshot: RoomSnapshot): void {
    const present = new Set(snapshot.context.seats.map((seat) => seat.id));
    for (const playerId of [...this.seats.keys()]) {
      if (!present.has(playerId)) this.seats.delete(playerId);
    }
    for (const connection of this.connections) {
      if (connection.playerId === null || present.has(connection.playerId)) continue;
      const kicked = snapshot.context.kicked.includes(connection.playerId);
      connection.playerId = null;
      connection.lastSent = null;
      if (kicked) refuse(connection.ws, 'removed', 'The host removed you from this room.');
    }
  }

  sendViews(): void {
    if (this.batch !== null) {
      clearTimeout(this.batch);
      this.batch = null;
    }
    if (this.closed) return;
    const views = viewsOf(this.snapshot);
    for (const connection of this.connections) this.sendView(connection, views);
  }

  sendView(connection: Connection, views = viewsOf(this.snapshot)): void {
    const json = JSON.stringify({ type: 'room', room: views(connection.playerId) });
    if (json === connection.lastSent || connection.ws.readyState !== connection.ws.OPEN) return;
    connection.lastSent = json;
    connection.ws.send(json);
  }

  /** The player whose seat `token` opens, or null. */
  seatOf(token: string): string | null {
    const hash = hashSeat(token);
    for (const [playerId, kept] of this.seats) if (sameHash(hash, kept)) return playerId;
    return null;
  }

  /** A new seat's id and token, kept (as its hash) before the machine is told of the join. */
  newSeat(): { playerId: string; seat: string } {
    let playerId = newPlayerId();
    while (this.seats.has(playerId)) playerId = newPlayerId();
    const seat = newSeat();
    this.seats.set(playerId, hashSeat(seat));
    return { playerId, seat };
  }

  /** A game's rounds, dealt with the kernel's randomness from the clips the server has. */
  deal(settings: RoomSettings): DealtRound[] {
    try {
      return dealRounds(this.registry.pools, settings, randomInt(2 ** 31)).rounds;
    } catch {
      throw new NoClips();
    }
  }

  /**
   * Writes the room; one write at a time, and one more after it if the room changed meanwhile. A
   * failure is logged (the room's code, no address) and the row is written at the next boundary.
   */
  save(): Promise<void> {
    if (this.writing) {
      this.writeAgain = true;
      return this.writing;
    }
    const snapshot = this.snapshot;
    const phase = phaseOf(snapshot);
    const row = {
      code: this.code,
      // A closed room keeps its last open state for the day its row lasts; it is never restored.
      snapshot: persist(phase === 'closed' ? this.lastOpen : snapshot),
      seats: Object.fromEntries(this.seats),
      phase,
    };
    this.writing = saveRoom(this.registry.db, row, new Date(this.registry.now()))
      .catch((error: Error) => {
        this.registry.log.warn({ room: this.code, reason: error.message }, 'room not saved');
      })
      .finally(() => {
        this.writing = null;
        if (this.writeAgain) {
          this.writeAgain = false;
          void this.save();
        }
      });
    return this.writing;
  }

  /** The machine closed the room (idle, empty): its sockets are told, its row marked closed. */
  private close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.batch !== null) clearTimeout(this.batch);
    for (const connection of this.connections) {
      refuse(connection.ws, 'closed', 'This room has closed.');
    }
    this.connections.clear();
    void this.save();
    this.registry.drop(this);
  }

  /** The server stops: the room is written, then its sockets closed so that they come back. */
  async shutDown(): Promise<void> {
    this.closed = true;
    if (this.batch !== null) clearTimeout(this.batch);
    await this.writing;
    await this.save();
    for (const connection of this.connections) {
      connection.playerId = null;
      connection.ws.close(CLOSE_RESTART, 'The server is restarting');
    }
    this.connections.clear();
    this.actor.stop();
  }

  get isClosed(): boolean {
    return this.closed;
  }
}

/** The rooms this process runs: one actor each, by code. */
export class Registry {
  private readonly rooms = new Map<string, Room>();
  readonly db: Database;
  readonly pools: ClipPools;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  private readonly machine: typeof roomMachine;
  private readonly maxRooms: number;

  constructor(options: RegistryOptions) {
    this.db = options.db;
    this.pools = options.pools;
    this.now = options.now;
    this.log = options.log;
    this.maxRooms = options.maxRooms;
    this.machine = options.delays ? roomMachine.provide({ delays: options.delays }) : roomMachine;
  }

  get size(): number {
    return this.rooms.size;
  }

  get(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  drop(room: Room): void {
    if (this.rooms.get(room.code) === room) this.rooms.delete(room.code);
  }

  private track(room: Room): Room {
    this.rooms.set(room.code, room);
    return room;
  }

  /** A new room with its creator seated as host; its code is one no room (here or kept) has. */
  async create(
    settings: RoomSettings,
    name: string,
  ): Promise<{ code: string; playerId: string; seat: string }> {
    if (this.rooms.size >= this.maxRooms) throw new TooManyRooms();
    if (isBlockedName(name, [])) throw new BlockedName();
    const playable =
      settings.mode === 'mixed'
        ? Object.values(this.pools).some((pool) => pool.length > 0)
        : this.pools[settings.mode].length > 0;
    if (!playable) throw new NoClips();
    let code = newCode();
    // 31^6 codes: a collision is rare until rooms number in the hundreds of thousands.
    while (this.rooms.has(code) || (await codeTaken(this.db, code))) code = newCode();
    const at = this.now();
    const actor = createActor(this.machine, { input: { code, settings, at } });
    const room = this.track(new Room(code, actor, {}, this));
    actor.start();
    const { playerId, seat } = room.newSeat();
    room.tell({ type: 'room.join', playerId, name, at });
    await room.save();
    return { code, playerId, seat };
  }

  /**
   * Brings back the rooms a stopped server left open (written within RESTORE_WITHIN_MS), each told
   * `room.resume` so that an interrupted round is played again from its start. A row that cannot be
   * restored is logged and left to housekeeping.
   */
  async restoreOpen(): Promise<number> {
    const rows = await openRooms(this.db, new Date(this.now() - RESTORE_WITHIN_MS));
    let restored = 0;
    for (const row of rows) {
      if (this.rooms.has(row.code)) continue;
      try {
        const snapshot = restore(this.machine, row.snapshot);
        const { code, settings } = snapshot.context;
        // The input is read only by a new room; a restored one starts from its snapshot.
        const actor = createActor(this.machine, { snapshot, input: { code, settings, at: 0 } });
        const room = this.track(new Room(row.code, actor, row.seats, this));
        actor.start();
        // No device is connected yet: the machine marks every seat away, and replays a round in play.
        room.tell({ type: 'room.resume', at: this.now() });
        restored++;
      } catch (error) {
        this.log.warn({ room: row.code, reason: (error as Error).message }, 'room not restored');
      }
    }
    return restored;
  }

  /** Writes every room and closes its sockets with 1012 (clients reconnect to the next server). */
  async shutDown(): Promise<void> {
    await Promise.all([...this.rooms.values()].map((room) => room.shutDown()));
    this.rooms.clear();
  }

  /** Deletes the rows of rooms ended (or untouched) more than a day ago. */
  forgetOld(): Promise<number> {
    return forgetRooms(this.db, new Date(this.now() - KEEP_ROWS_MS));
  }
}
