import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { RawData, WebSocket } from 'ws';
import { createActor, type Actor } from 'xstate';
import { dealRounds } from '../../machines/room/deal.ts';
import { isBlockedName } from '../../machines/room/names.ts';
import { persist, restore } from '../../machines/room/persist.ts';
import type { RoomSettings } from '../../machines/room/protocol.ts';
import type { DealtRound, RoomEvent } from '../../machines/room/roomEvents.ts';
import { roomMachine } from '../../machines/room/roomMachine.ts';
import {
  currentRound,
  isPhaseBoundary,
  phaseOf,
  viewsOf,
  type RoomSnapshot,
} from '../../machines/room/view.ts';
import type { Database } from '../db/database.ts';
import type { ClipPools } from './clips.ts';
import { CLOSE_RESTART, refuse } from './frames.ts';
import { Relay, RemoteSocket, type RoomSocket } from './relay.ts';
import { newProcessId, type RoomBus } from './bus.ts';
import {
  claimRooms,
  codeTaken,
  forgetRooms,
  holderOf,
  releaseRooms,
  renewLeases,
  saveRoom,
  type Claim,
} from './store.ts';
import { newCode, newPlayerId, newSeat, hashSeat, sameHash } from './tokens.ts';

/** The machine's delays a deployment may set (shorter in tests); the rest are the game's rules. */
export type RoomDelays = Partial<Record<'readyWait' | 'revealWait', number>>;

/**
 * A process holds its rooms for this long past its last renewal (every RENEW_MS, by the database's
 * clock): a process that dies (kill -9) loses them this long after, and another takes them.
 */
export const LEASE_MS = 3_000;
export const RENEW_MS = 1_000;
/** Rooms a process takes at once when their owner has gone (each is restored from its row). */
const CLAIM_AT_ONCE = 50;
/** Phases in which the current round's clip is served (the reveal replays it). */
const SERVING = ['loading', 'countIn', 'playing', 'reveal'];
/** A room is restored after a restart when it was written within this long. */
export const RESTORE_WITHIN_MS = 30 * 60_000;
/** A closed or finished room's row lasts this long. */
export const KEEP_ROWS_MS = 24 * 60 * 60_000;
/**
 * An audience room sends its players' views at most this often while a phase lasts (each guess or
 * join changes every view's counts); a new phase, round or game goes to everyone at once.
 */
export const AUDIENCE_VIEWS_MS = 500;
/** One device's socket in a room. */
export interface Connection {
  ws: RoomSocket;
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
  /**
   * The bus to the deployment's other processes (several share one PostgreSQL), or none: this
   * process is alone on its database.
   */
  bus?: RoomBus | null;
  /** Serves a device's socket in a room this process holds (socket.ts). */
  serve: (registry: Registry, code: string, ws: RoomSocket) => void;
}

type RoomActor = Actor<typeof roomMachine>;

export class NoClips extends Error {}
/** A room's maker asked for a name with a blocked word (names.ts). */
export class BlockedName extends Error {}
export class TooManyRooms extends Error {}

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
  /**
   * When (performance.now()) this process last knew its row was its own (written or taken), or null
   * before its first write: a renewal begun before then cannot say the room was taken.
   */
  heldAt: number | null = null;

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
    // The devices relayed from other processes first, their views put on the bus at once: theirs is
    // the longer way (deflated, across the bus, read and sent on by their process), which then runs
    // while this process builds its own devices' views.
    let relayed = false;
    for (const connection of this.connections) {
      if (!(connection.ws instanceof RemoteSocket)) continue;
      this.sendView(connection, views);
      relayed = true;
    }
    if (relayed) void this.registry.relay?.flush();
    for (const connection of this.connections) {
      if (!(connection.ws instanceof RemoteSocket)) this.sendView(connection, views);
    }
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
    const { db, self, now, log } = this.registry;
    this.writing = saveRoom(db, row, new Date(now()), self, LEASE_MS)
      .then((written) => {
        if (written) this.heldAt = performance.now();
        // Another process took the room (this one was cut off from the database for a while).
        else this.lost();
      })
      .catch((error: Error) => {
        log.warn({ room: this.code, reason: error.message }, 'room not saved');
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

  /**
   * Another process holds the room now (this one could not renew its lease in time): nothing is
   * written, and its sockets are closed with 1012 so that its devices come back, to the new owner.
   */
  lost(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.batch !== null) clearTimeout(this.batch);
    this.registry.log.warn({ room: this.code }, 'room taken by another process');
    for (const connection of this.connections) {
      connection.playerId = null;
      connection.ws.close(CLOSE_RESTART, 'The room moved to another server');
    }
    this.connections.clear();
    this.actor.stop();
    this.registry.drop(this);
  }

  /** The server stops: the room is written (then let go by the registry), its actor stopped. */
  async stop(): Promise<void> {
    this.closed = true;
    if (this.batch !== null) clearTimeout(this.batch);
    await this.writing;
    await this.save();
    this.actor.stop();
  }

  /** After `stop`: its sockets are closed with 1012, so that they come back, here or elsewhere. */
  sendAway(): void {
    for (const connection of this.connections) {
      connection.playerId = null;
      connection.ws.close(CLOSE_RESTART, 'The server is restarting');
    }
    this.connections.clear();
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
  /** This process's id: the `owner` of the rows of the rooms it holds. */
  readonly self: string;
  private readonly bus: RoomBus | null;
  /** The sockets relayed between this process and the owners of other rooms (with a bus). */
  readonly relay: Relay | null;
  private readonly serve: RegistryOptions['serve'];
  private leases: NodeJS.Timeout | null = null;
  /** Rooms being taken for a device now (holder), so that its room's other devices wait for it. */
  private readonly taking = new Map<string, Promise<number>>();
  private renewing = false;

  constructor(options: RegistryOptions) {
    this.db = options.db;
    this.pools = options.pools;
    this.now = options.now;
    this.log = options.log;
    this.maxRooms = options.maxRooms;
    this.machine = options.delays ? roomMachine.provide({ delays: options.delays }) : roomMachine;
    this.serve = options.serve;
    this.bus = options.bus ?? null;
    this.self = this.bus?.self ?? newProcessId();
    this.relay = this.bus
      ? new Relay({
          bus: this.bus,
          now: this.now,
          // A room it no longer holds (taken by another meanwhile): the device tries again, and
          // its process looks the room up again.
          serve: (code, socket) => {
            if (this.rooms.get(code)?.isClosed === false) this.serve(this, code, socket);
            else socket.close(CLOSE_RESTART, 'The room moved to another server');
          },
          clipOf: (code, n, game) => this.clipHere(code, n, game),
        })
      : null;
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
   * Brings back the rooms a stopped server left open (written within RESTORE_WITHIN_MS): with a bus,
   * those whose owner's lease ran out; alone on its database, every one. Then keeps this process's
   * leases and, with a bus, takes the rooms of processes that died (keepLeases).
   */
  async restoreOpen(): Promise<number> {
    return this.claim({ leased: this.bus === null, limit: this.maxRooms });
  }

  /**
   * Takes rooms (claimRooms) and restores each, told `room.resume` so that an interrupted round is
   * played again from its start. A row that cannot be restored is logged and left to housekeeping.
   * Sockets this process relayed to a taken room's old owner are closed: they come back here.
   */
  private async claim(claim: Partial<Claim>): Promise<number> {
    const free = this.maxRooms - this.rooms.size;
    if (free <= 0) return 0;
    const rows = await claimRooms(this.db, {
      owner: this.self,
      leaseMs: LEASE_MS,
      since: new Date(this.now() - RESTORE_WITHIN_MS),
      limit: Math.min(CLAIM_AT_ONCE, free),
      ...claim,
    });
    const heldAt = performance.now();
    let restored = 0;
    for (const row of rows) {
      if (this.rooms.has(row.code)) continue;
      try {
        const snapshot = restore(this.machine, row.snapshot);
        const { code, settings } = snapshot.context;
        // The input is read only by a new room; a restored one starts from its snapshot.
        const actor = createActor(this.machine, { snapshot, input: { code, settings, at: 0 } });
        const room = this.track(new Room(row.code, actor, row.seats, this));
        room.heldAt = heldAt;
        actor.start();
        // No device is connected yet: the machine marks every seat away, and replays a round in play.
        room.tell({ type: 'room.resume', at: this.now() });
        this.relay?.closeRoom(row.code);
        restored++;
      } catch (error) {
        this.log.warn({ room: row.code, reason: (error as Error).message }, 'room not restored');
      }
    }
    return restored;
  }

  /**
   * Every RENEW_MS: renews this process's leases (a room it no longer holds is let go, its devices
   * sent to the new owner) and, with a bus, takes the rooms whose owner stopped renewing. A failure
   * (the database unavailable) is logged and tried at the next turn.
   */
  keepLeases(): void {
    const turn = async () => {
      if (this.renewing) return;
      this.renewing = true;
      try {
        const began = performance.now();
        const held = new Set(await renewLeases(this.db, this.self, LEASE_MS));
        for (const room of [...this.rooms.values()]) {
          if (room.heldAt !== null && room.heldAt < began && !held.has(room.code)) room.lost();
        }
        if (this.bus) {
          const taken = await this.claim({});
          if (taken > 0) this.log.info({ taken }, 'rooms taken from a process that stopped');
        }
      } catch (error) {
        this.log.warn({ reason: (error as Error).message }, 'room leases not renewed this time');
      } finally {
        this.renewing = false;
      }
    };
    this.leases ??= setInterval(() => void turn(), RENEW_MS);
    this.leases.unref();
  }

  /**
   * A device's socket to room `code`: served here when this process holds the room (taking it if
   * nobody does), relayed to its owner when another does, else told there is no such room. Frames
   * that arrive while the room is looked up are kept and handled after, in order.
   */
  async connect(code: string, ws: WebSocket): Promise<void> {
    const here = this.rooms.get(code);
    if (!this.relay || (here && !here.isClosed)) {
      this.serve(this, code, ws);
      return;
    }
    const early: [RawData, boolean][] = [];
    const keep = (data: RawData, isBinary: boolean) => void early.push([data, isBinary]);
    ws.on('message', keep);
    let holder: string | null;
    try {
      holder = await this.holder(code);
    } catch (error) {
      this.log.warn({ room: code, reason: (error as Error).message }, 'room not looked up');
      // The device tries again in a moment.
      ws.close(CLOSE_RESTART, 'The room cannot be reached now');
      return;
    } finally {
      ws.off('message', keep);
    }
    if (ws.readyState !== ws.OPEN) return;
    if (holder !== null && holder !== this.self) this.relay.open(ws, code, holder);
    else this.serve(this, code, ws);
    for (const [data, isBinary] of early) ws.emit('message', data, isBinary);
  }

  /** Who holds room `code`: this process (having taken it if nobody held it), another, or null. */
  private async holder(code: string): Promise<string | null> {
    const holder = await holderOf(this.db, code);
    if (holder === undefined) return null;
    if (holder !== null && holder !== this.self) return holder;
    // Devices coming back together after a restart: one of them takes the room, the others wait.
    let taking = this.taking.get(code);
    if (!taking && !this.rooms.has(code)) {
      taking = this.claim({ code, leased: holder === this.self, limit: 1 }).finally(() =>
        this.taking.delete(code),
      );
      this.taking.set(code, taking);
    }
    await taking;
    return this.rooms.has(code) ? this.self : null;
  }

  /** The clip room `code`'s round `n` of game `game` plays, when this process serves it now. */
  clipHere(code: string, n: number, game: number): string | null {
    const room = this.rooms.get(code);
    if (!room || room.isClosed) return null;
    const snapshot = room.snapshot;
    if (!SERVING.includes(phaseOf(snapshot))) return null;
    if (snapshot.context.game !== game || snapshot.context.round !== n) return null;
    return currentRound(snapshot)?.clipPath ?? null;
  }

  /** The clip room `code`'s round plays now, asked of its owner when another process holds it. */
  async clipOf(code: string, n: number, game: number): Promise<string | null> {
    if (this.rooms.has(code) || !this.relay) return this.clipHere(code, n, game);
    // The owner its relayed sockets go to, else the room's row says (a device fetching first).
    const holder = this.relay.ownerOf(code) ?? (await holderOf(this.db, code));
    if (!holder || holder === this.self) return null;
    return this.relay.clipOf(holder, code, n, game);
  }

  /** Writes every room and closes its sockets with 1012 (clients reconnect to the next server). */
  async shutDown(): Promise<void> {
    if (this.leases) clearInterval(this.leases);
    this.leases = null;
    const rooms = [...this.rooms.values()];
    this.rooms.clear();
    await Promise.all(rooms.map((room) => room.stop()));
    // Written and let go before their devices are sent away: the next process a device reaches
    // takes its room at once, not after the lease.
    await releaseRooms(this.db, this.self).catch((error: Error) =>
      this.log.warn({ reason: error.message }, 'room leases not released'),
    );
    rooms.forEach((room) => room.sendAway());
    this.relay?.close();
    await this.bus?.flush();
  }

  /** Deletes the rows of rooms ended (or untouched) more than a day ago. */
  forgetOld(): Promise<number> {
    return forgetRooms(this.db, new Date(this.now() - KEEP_ROWS_MS));
  }
}
