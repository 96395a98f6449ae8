import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { DatabaseUnavailable, type Database } from './db/database.ts';

/**
 * Where the per-minute rate limits count (an @fastify/rate-limit store). Counts are kept per fixed
 * minute of the API's clock, per route and per network key (a keyed hash: server/privacy.ts), and a
 * count is forgotten only when its minute is over, never to make room: no flood from other networks
 * can make the limiter forget a network it holds back.
 *
 * - On a PostgreSQL server, in the database (`rate_hits`), shared by every process of every machine:
 *   the same limit whether one process or four answer. A result's limit is counted exactly, one
 *   statement a request; the reads' limit (`batched`), twenty times as high and on requests that
 *   cost a statement of their own, is written in one statement a quarter-second per process, each
 *   process deciding on the shared count it last read plus its own since.
 * - In Redis or Valkey where the deployment names one (EARSHOT_API_REDIS_URL), shared the same way:
 *   one INCR a request for every route (Redis counts a hundred thousand a second), each minute's
 *   key expiring with its minute.
 * - On the embedded database, which belongs to one process, in this process's memory.
 */

interface Hits {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, hits?: Hits) => void;

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * What the plugin hands `child` for a route (its types say the route's options; it is the route's
 * merged rate-limit options, the route's own under `routeInfo`).
 */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Ours: counted in this process's memory even with a shared store (the health check's limit). */
  local?: boolean;
  /** Ours: with a shared store, written in batches (BatchedCounts). */
  batched?: boolean;
}

/**
 * The most network keys one route's minute holds in memory (some 100 bytes each). Past it, the
 * networks not yet seen that minute share one count: a flood from more networks than this slows the
 * newcomers of that minute, rather than making room by forgetting the ones already held back.
 */
export const MEMORY_KEYS_PER_MINUTE = 200_000;
const SHARED_OVERFLOW_KEY = '*';

export interface RateStoreOptions {
  /** The shared database; null counts in memory. */
  db: Database | null;
  /** Redis or Valkey, where configured: counted there instead of the database. */
  redis?: Redis | null;
  now: () => Date;
}

const routeName = ({ routeInfo }: RouteParams) =>
  `${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`;

/** A minute's window: its number and the milliseconds left in it. */
function windowOf(now: Date, timeWindow: number) {
  const ms = now.getTime();
  const number = Math.floor(ms / timeWindow);
  return { number, ttl: (number + 1) * timeWindow - ms };
}

/** A store that is one route's already: a child of it counts the same. */
abstract class RouteCounts implements FastifyRateLimitStore {
  abstract incr(key: string, callback: Callback, timeWindow: number): void;
  child(): FastifyRateLimitStore {
    return this;
  }
}

class MemoryCounts extends RouteCounts {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(private readonly now: () => Date) {
    super();
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    const { number, ttl } = windowOf(this.now(), timeWindow);
    if (number !== this.window) {
      this.window = number;
      this.counts = new Map();
    }
    const counted =
      this.counts.has(key) || this.counts.size < MEMORY_KEYS_PER_MINUTE ? key : SHARED_OVERFLOW_KEY;
    const current = (this.counts.get(counted) ?? 0) + 1;
    this.counts.set(counted, current);
    callback(null, { current, ttl });
  }
}

/** A route's counts in the database's `rate_hits`, shared by every process. */
abstract class DatabaseCounts extends RouteCounts {
  constructor(
    protected readonly db: Database,
    protected readonly route: string,
    protected readonly now: () => Date,
  ) {
    super();
  }
}

/** Exact: one statement a request. */
class SharedCounts extends DatabaseCounts {
  incr(key: string, callback: Callback, timeWindow: number) {
    const { number, ttl } = windowOf(this.now(), timeWindow);
    this.db
      .query<{ hits: number }>(
        `INSERT INTO rate_hits AS h (route, minute, key, hits)
         VALUES ($1::text, $2::bigint, $3::bytea, 1)
         ON CONFLICT (minute, route, key) DO UPDATE SET hits = h.hits + 1
         RETURNING hits`,
        [this.route, number, Buffer.from(key, 'base64url')],
      )
      .then(
        ([row]) => callback(null, { current: row!.hits, ttl }),
        (error: Error) => callback(error),
      );
  }
}

/** Redis down or too slow: answered as the database's outage is (503), its reason kept short. */
const unavailable = (error: Error) =>
  new DatabaseUnavailable(`rate counts in Redis: ${error.message.slice(0, 60)}`);

/** A route's counts in Redis or Valkey: a key a network a minute, gone a second after its minute. */
class RedisCounts extends RouteCounts {
  constructor(
    private readonly redis: Redis,
    private readonly route: string,
    private readonly now: () => Date,
  ) {
    super();
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    const { number, ttl } = windowOf(this.now(), timeWindow);
    const name = `earshot:rate:${this.route}:${number}:${key}`;
    this.redis
      .multi()
      .incr(name)
      .pexpire(name, ttl + 1000)
      .exec()
      .then(
        (results) => {
          const [error, hits] = results?.[0] ?? [new Error('no answer'), null];
          if (error) callback(unavailable(error));
          else callback(null, { current: Number(hits), ttl });
        },
        (error: Error) => callback(unavailable(error)),
      );
  }
}

/** How often a process writes its batched counts and reads back the shared ones. */
export const BATCH_MS = 250;

/**
 * Shared counts written in batches: each process counts its own requests since its last write, sends
 * them every BATCH_MS in one statement (keys in order, so two processes' batches never deadlock) and
 * keeps the totals it gets back. A network over the limit on any process is held back by every
 * process within one batch; until then another process may let through what it received in that
 * quarter-second. A database that fails keeps the counts for the next batch.
 */
class BatchedCounts extends DatabaseCounts {
  private window = -1;
  /** The shared count of each key, as last read back. */
  private known = new Map<string, number>();
  /** This process's requests since its last write. */
  private waiting = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;

  incr(key: string, callback: Callback, timeWindow: number) {
    const { number, ttl } = windowOf(this.now(), timeWindow);
    if (number !== this.window) {
      this.window = number;
      this.known = new Map();
      this.waiting = new Map();
    }
    const mine = (this.waiting.get(key) ?? 0) + 1;
    this.waiting.set(key, mine);
    this.timer ??= setTimeout(() => void this.write(), BATCH_MS).unref();
    callback(null, { current: (this.known.get(key) ?? 0) + mine, ttl });
  }

  private async write() {
    this.timer = null;
    const { window } = this;
    const batch = [...this.waiting].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.waiting = new Map();
    if (batch.length === 0) return;
    try {
      const rows = await this.db.query<{ key: Buffer; hits: number }>(
        `INSERT INTO rate_hits AS h (route, minute, key, hits)
         SELECT $1::text, $2::bigint, b.key, b.hits
           FROM unnest($3::bytea[], $4::integer[]) AS b (key, hits)
         ON CONFLICT (minute, route, key) DO UPDATE SET hits = h.hits + EXCLUDED.hits
         RETURNING key, hits`,
        [
          this.route,
          window,
          batch.map(([key]) => Buffer.from(key, 'base64url')),
          batch.map(([, hits]) => hits),
        ],
      );
      if (window !== this.window) return;
      for (const { key, hits } of rows) {
        const name = Buffer.from(key).toString('base64url');
        // What came since this batch left is counted on top of the total it brought back.
        if (this.known.has(name) || this.known.size < MEMORY_KEYS_PER_MINUTE) {
          this.known.set(name, hits);
        }
      }
    } catch {
      if (window !== this.window) return;
      for (const [key, hits] of batch) this.waiting.set(key, (this.waiting.get(key) ?? 0) + hits);
      this.timer ??= setTimeout(() => void this.write(), BATCH_MS).unref();
    }
  }
}

/** The store class @fastify/rate-limit is given (`store`), counting where `options` say. */
export function rateStore(options: RateStoreOptions) {
  return class RateStore implements FastifyRateLimitStore {
    incr(_key: string, callback: Callback) {
      callback(new Error('Every limited route has a store of its own (child).'));
    }

    child(childOptions: ChildOptions): FastifyRateLimitStore {
      const params = childOptions as unknown as RouteParams;
      if (params.local) return new MemoryCounts(options.now);
      if (options.redis) return new RedisCounts(options.redis, routeName(params), options.now);
      if (!options.db) return new MemoryCounts(options.now);
      return params.batched
        ? new BatchedCounts(options.db, routeName(params), options.now)
        : new SharedCounts(options.db, routeName(params), options.now);
    }
  };
}

/** How many of a minute's rows one clean-up statement deletes: each statement stays short. */
const FORGET_BATCH = 5000;

/** Deletes the shared counts of minutes that are over, in short statements. */
export async function forgetPastMinutes(db: Database, now: Date, timeWindow = 60_000) {
  const { number } = windowOf(now, timeWindow);
  for (;;) {
    const [{ deleted } = { deleted: 0 }] = await db.query<{ deleted: number }>(
      `WITH gone AS (
         DELETE FROM rate_hits WHERE ctid = ANY (ARRAY(
           SELECT ctid FROM rate_hits WHERE minute < $1::bigint LIMIT $2::integer))
         RETURNING 1
       )
       SELECT count(*)::integer AS deleted FROM gone`,
      [number, FORGET_BATCH],
    );
    if (deleted < FORGET_BATCH) return;
  }
}
