import { randomBytes } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/*
 * The rooms' bus between API processes (docs/rooms.md, "Several servers"): PostgreSQL's LISTEN/NOTIFY,
 * so that a deployment needs no server beyond its database. Each process listens on a channel named
 * after its id; a frame for a process goes to that channel. Frames from one process arrive in the
 * order they were sent (one connection sends them, one statement at a time).
 */

/** What processes tell each other about the sockets one of them relays to a room another owns. */
export type BusFrame =
  /** Relay → owner: a device opened a socket to room `room`; `c` names it from now on. */
  | { k: 'open'; c: string; room: string }
  /** Relay → owner: a frame from the device (`b`: it was binary or too long: its text is not sent). */
  | { k: 'in'; c: string; d: string; b?: true }
  /** Relay → owner: the device's socket closed. */
  | { k: 'gone'; c: string }
  /** Relay → owner, every second: the sockets it still relays. Owner → relay: the answer. */
  | { k: 'alive'; c: string[] }
  /** Owner → relay: a frame for the device. */
  | { k: 'out'; c: string; d: string }
  /** Owner → relay: close the device's socket. */
  | { k: 'end'; c: string; code: number; reason: string }
  /** Relay → owner: which clip does round `n` of game `game` play, if it is served now? */
  | { k: 'clip?'; q: string; room: string; n: number; game: number }
  /** Owner → relay: the clip's path in the pack, or null. */
  | { k: 'clip'; q: string; path: string | null };

export interface RoomBus {
  /** This process's id: its channel, and the owner the rooms' rows name. */
  readonly self: string;
  /** Queues `frame` for process `to`; frames go out together once the current task is done. */
  send(to: string, frame: BusFrame): void;
  /** Where frames for this process go. */
  onFrame(handler: (from: string, frame: BusFrame) => void): void;
  /** Called when the bus lost its connection (frames may have been lost) and has it again. */
  onReset(handler: () => void): void;
  /** Sends what is queued. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** A process's id: lower-case letters and digits (a channel's name and the rows' `owner`). */
export const newProcessId = () => randomBytes(8).toString('hex');

/** NOTIFY takes a payload shorter than 8,000 bytes: a batch longer than this is cut in parts. */
export const MAX_PAYLOAD = 7_900;
/** A batch this long is deflated first (views and names compress to a fifth or less). */
const DEFLATE_OVER = 1_000;
/** A batch's parts not all arrived within this long are dropped. */
export const PARTS_WITHIN_MS = 10_000;
/** How long the bus waits before it connects again after losing its connection. */
export const RECONNECT_MS = 1_000;

/** A process's channel (PostgreSQL takes it as an identifier: lower-case letters, digits, _). */
export const channelOf = (id: string) => `earshot_rooms_${id}`;

/**
 * A batch of frames as NOTIFY payloads: `from batch part parts body`, the body JSON (`j`) or deflated
 * JSON in base64 (`z`), cut into parts of at most MAX_PAYLOAD bytes (base64 is one byte a character).
 */
export function encodeBatch(
  from: string,
  batch: number,
  frames: BusFrame[],
  maxPayload = MAX_PAYLOAD,
): string[] {
  const json = JSON.stringify(frames);
  const room = maxPayload - 64;
  const body =
    json.length > DEFLATE_OVER || Buffer.byteLength(json) > room
      ? `z${deflateRawSync(json).toString('base64')}`
      : `j${json}`;
  const parts = Math.max(1, Math.ceil(body.length / room));
  if (parts > 1 && body[0] !== 'z') throw new Error('A long batch is always deflated');
  return Array.from(
    { length: parts },
    (_, i) => `${from} ${batch} ${i} ${parts} ${body.slice(i * room, (i + 1) * room)}`,
  );
}

/** Puts payloads back together into batches of frames (parts of one batch may come between others'). */
export class BatchReader {
  private readonly partial = new Map<string, { parts: string[]; got: number; since: number }>();

  /** The sender and its frames once a batch is whole, else null. A malformed payload throws. */
  read(payload: string, now: number): { from: string; frames: BusFrame[] } | null {
    const [from, batch, part, count] = payload.split(' ', 4);
    const head = `${from} ${batch} ${part} ${count} `;
    const i = Number(part);
    const parts = Number(count);
    if (!from || !Number.isInteger(i) || !Number.isInteger(parts) || i < 0 || i >= parts) {
      throw new Error('not a batch');
    }
    const text = payload.slice(head.length);
    let body = text;
    if (parts > 1) {
      const key = `${from} ${batch}`;
      const kept = this.partial.get(key) ?? { parts: [], got: 0, since: now };
      if (kept.parts[i] === undefined) kept.got++;
      kept.parts[i] = text;
      this.partial.set(key, kept);
      if (kept.got < parts) return null;
      this.partial.delete(key);
      body = kept.parts.join('');
    }
    const json =
      body[0] === 'z'
        ? inflateRawSync(Buffer.from(body.slice(1), 'base64')).toString()
        : body.slice(1);
    return { from, frames: JSON.parse(json) as BusFrame[] };
  }

  /** Drops batches whose parts stopped coming (a sender that died halfway). */
  forgetStale(now: number): void {
    for (const [key, kept] of this.partial) {
      if (now - kept.since > PARTS_WITHIN_MS) this.partial.delete(key);
    }
  }
}

/** How a bus's batches travel: PostgreSQL's NOTIFY, or Redis's PUBLISH (redisBus.ts). */
export interface Transport {
  /** Sends one payload to process `to`'s channel; one process's payloads arrive in order. */
  publish(to: string, payload: string): Promise<void>;
  /** The longest payload it takes (bytes). */
  maxPayload: number;
  close(): Promise<void>;
}

/** What a transport tells the bus it carries. */
export interface BusCore {
  bus: RoomBus;
  /** A payload arrived on this process's channel. */
  receive(payload: string): void;
  /** The transport lost its connection and has it again: frames may have been lost. */
  reset(): void;
}

/**
 * A bus over a transport: frames queued per process and sent together once the current task is done,
 * one batch at a time in order, put back together on arrival.
 */
export function busOver(self: string, transport: Transport, log: FastifyBaseLogger): BusCore {
  const queued = new Map<string, BusFrame[]>();
  const reader = new BatchReader();
  const frameHandlers: ((from: string, frame: BusFrame) => void)[] = [];
  const resetHandlers: (() => void)[] = [];
  let batch = 0;
  let sending: Promise<void> = Promise.resolve();
  /** Flushes whose payloads are not all sent yet. */
  let pending = 0;
  let flushSoon: NodeJS.Immediate | null = null;

  const flush = (): Promise<void> => {
    if (flushSoon) clearImmediate(flushSoon);
    flushSoon = null;
    const batches = [...queued].map(([to, frames]) => ({
      to,
      payloads: encodeBatch(self, batch++, frames, transport.maxPayload),
    }));
    queued.clear();
    if (batches.length === 0) return sending;
    const publish = async () => {
      for (const { to, payloads } of batches) {
        for (const payload of payloads) {
          await transport
            .publish(to, payload)
            .catch((error: Error) =>
              log.warn({ reason: error.message }, 'rooms bus: a frame not sent'),
            );
        }
      }
    };
    // Nothing on its way: the first payload leaves now, before the caller's next line (a room's
    // views to relayed devices go before it builds its own devices'); else after what is.
    pending++;
    sending = (pending === 1 ? publish() : sending.then(publish)).finally(() => pending--);
    return sending;
  };

  const tidy = setInterval(() => reader.forgetStale(Date.now()), PARTS_WITHIN_MS);
  tidy.unref();

  return {
    bus: {
      self,
      send(to, frame) {
        const frames = queued.get(to);
        if (frames) frames.push(frame);
        else queued.set(to, [frame]);
        flushSoon ??= setImmediate(() => void flush());
      },
      onFrame: (handler) => void frameHandlers.push(handler),
      onReset: (handler) => void resetHandlers.push(handler),
      flush,
      async close() {
        await flush();
        clearInterval(tidy);
        await transport.close();
      },
    },
    receive(payload) {
      try {
        const whole = reader.read(payload, Date.now());
        if (!whole) return;
        for (const frame of whole.frames) {
          frameHandlers.forEach((handle) => handle(whole.from, frame));
        }
      } catch (error) {
        log.warn({ reason: (error as Error).message }, 'rooms bus: a payload not read');
      }
    },
    reset: () => resetHandlers.forEach((handle) => handle()),
  };
}

/**
 * The bus over PostgreSQL: one connection of its own (a session: LISTEN needs one, so not through
 * PgBouncer's transaction mode), which listens on this process's channel and sends with pg_notify,
 * one statement at a time. A lost connection is opened again after a second; then the bus resets.
 */
export async function openPostgresBus(url: string, log: FastifyBaseLogger): Promise<RoomBus> {
  const self = newProcessId();
  let client: pg.Client | null = null;
  let closed = false;
  const core = busOver(
    self,
    {
      maxPayload: MAX_PAYLOAD,
      async publish(to, payload) {
        // Lost: the frame is dropped, and both sides reset their sockets once it is back.
        if (client) await client.query('SELECT pg_notify($1, $2)', [channelOf(to), payload]);
      },
      async close() {
        closed = true;
        await client?.end().catch(() => {});
        client = null;
      },
    },
    log,
  );

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, application_name: 'earshot-rooms-bus' });
    next.on('notification', (message) => {
      if (message.payload !== undefined) core.receive(message.payload);
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = null;
      log.warn('rooms bus: connection lost; connecting again');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN ${channelOf(self)}`);
    client = next;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
      core.reset();
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'rooms bus: not connected; trying again');
      setTimeout(() => void reconnect(), RECONNECT_MS).unref();
    }
  };
  await connect();
  return core.bus;
}
