import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from './db/database.ts';

/**
 * Where the per-minute rate limits count (an @fastify/rate-limit store). Counts are kept per fixed
 * minute of the API's clock, per route and per network key (a keyed hash: server/privacy.ts), and a
 * count is forgotten only when its minute is over, never to make room: no flood from other networks
 * can make the limiter forget a network it holds back.
 *
 * - On a PostgreSQL server, in the database (`rate_hits`), shared by every process of every machine:
 *   the same limit whether one process or four answer. One statement a request.
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

class SharedCounts extends RouteCounts {
  constructor(
    private readonly db: Database,
    private readonly route: string,
    private readonly now: () => Date,
  ) {
    super();
  }

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

/** The store class @fastify/rate-limit is given (`store`), counting where `options` say. */
export function rateStore(options: RateStoreOptions) {
  return class RateStore implements FastifyRateLimitStore {
    incr(_key: string, callback: Callback) {
      callback(new Error('Every limited route has a store of its own (child).'));
    }

    child(childOptions: ChildOptions): FastifyRateLimitStore {
      const params = childOptions as unknown as RouteParams;
      return options.db && !params.local
        ? new SharedCounts(options.db, routeName(params), options.now)
        : new MemoryCounts(options.now);
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
