import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { trustedProxies, type TrustProxy } from './http/trust.ts';
import { ROOT } from './root.ts';

/** The log's levels `EARSHOT_API_LOG` may name. */
export const LOG_LEVELS = ['info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Everything the API is told by its environment (see docs/community-api.md, "Configuration"), read
 * and checked here at once, before anything opens.
 */
export interface ApiConfig {
  /** Where `npm run api` listens. */
  host: string;
  port: number;
  logLevel: LogLevel;
  /** `npm run api`'s processes on this machine, each with a pool of `dbPoolSize` connections. */
  processes: number;
  /** A PostgreSQL server; unset, the embedded PGlite keeps its data in `dataDir`. */
  databaseUrl: string | null;
  /**
   * The PostgreSQL server whose LISTEN/NOTIFY carries the rooms between processes: a direct (session)
   * connection, where DATABASE_URL goes through a pooler in transaction mode. DATABASE_URL unless
   * told; null on PGlite.
   */
  roomsBusUrl: string | null;
  /**
   * Redis or Valkey (`redis://`, `rediss://`), where a deployment has one: the rooms' bus and the
   * per-minute limits' counts go there instead of PostgreSQL. Null: PostgreSQL carries both.
   */
  redisUrl: string | null;
  /** The embedded database's folder and the generated salt's, or `memory://` for neither. */
  dataDir: string;
  salt: string | undefined;
  /** Origins other than the API's own whose pages may call it (CORS). */
  allowedOrigins: string[];
  /** Which proxies' X-Forwarded-For to believe for a client's address (server/http/trust.ts). */
  trustProxy: TrustProxy;
  limits: ApiLimits;
  /** How long a statement may take before the API gives up on it and answers 503. */
  dbTimeoutMs: number;
  dbPoolSize: number;
  /**
   * How long the event loop may be held up before the process turns requests away with 503
   * (@fastify/under-pressure) and its health check says it is not ready.
   */
  maxEventLoopDelayMs: number;
  /** Where rooms' clips are read (a build's output or the sound pack), or null: rooms deal nothing. */
  clipsDir: string | null;
}

export interface ApiLimits {
  /** Requests to send a result, per address per minute. */
  resultsPerMinute: number;
  /** Results an address may add to one puzzle (a household, a school or a carrier's NAT shares one). */
  resultsPerPuzzle: number;
  /** Reads per address per minute. */
  readsPerMinute: number;
  /** Connections open at once per process: below the open-file limit (often 1,024). */
  connectionsPerProcess: number;
  /** Connections open at once per address (an IPv6 /64), trusted proxies aside. */
  connectionsPerAddress: number;
  /** Rooms an address may create per 10 minutes. */
  roomsPer10Minutes: number;
  /** Room sockets an address may open per minute (each a join attempt): codes cannot be walked. */
  roomJoinsPerMinute: number;
  /** Rooms open at once in one process (each an actor and its players' sockets). */
  maxRooms: number;
}

export const DEFAULT_LIMITS: ApiLimits = {
  resultsPerMinute: 30,
  resultsPerPuzzle: 200,
  readsPerMinute: 600,
  connectionsPerProcess: 800,
  connectionsPerAddress: 32,
  roomsPer10Minutes: 10,
  roomJoinsPerMinute: 60,
  maxRooms: 2000,
};

export const DEFAULT_DATA_DIR = path.join(ROOT, '.data', 'community');

export class ConfigError extends Error {}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw new ConfigError(`${name} must be a whole number above 0, not "${text}".`);
  }
  return Number(text);
}

function origins(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => {
      let url: URL;
      try {
        url = new URL(each);
      } catch {
        throw new ConfigError(`EARSHOT_API_ALLOWED_ORIGINS: "${each}" is not an origin.`);
      }
      if (url.origin !== each.replace(/\/$/, '')) {
        throw new ConfigError(`EARSHOT_API_ALLOWED_ORIGINS: "${each}" is not an origin.`);
      }
      return url.origin;
    });
}

/**
 * Nothing (`false`), a hop count (`1`: one proxy in front), or the proxies' addresses and ranges
 * (`loopback`, `10.0.0.0/8,127.0.0.1`). `true` is refused: it would believe whatever X-Forwarded-For
 * a client writes, and every limit would count the address it chose.
 */
function trustProxy(text: string | undefined): TrustProxy {
  const name = 'EARSHOT_API_TRUST_PROXY';
  if (!text || text === 'false') return false;
  if (text === 'true') {
    throw new ConfigError(
      `${name}=true would believe any X-Forwarded-For a client sends, so anyone could pass the ` +
        'limits by writing another address: name the proxies instead, by how many stand in front ' +
        '(1 for one) or by their addresses (loopback, 10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > 10) {
      throw new ConfigError(`${name}: a hop count is 1 to 10, not ${text}.`);
    }
    return { hops };
  }
  const addresses = text
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
  try {
    trustedProxies({ addresses });
  } catch {
    throw new ConfigError(
      `${name}: "${text}" is not a list of addresses, ranges (10.0.0.0/8) or loopback, linklocal, uniquelocal.`,
    );
  }
  return { addresses };
}

/**
 * Where rooms read their clips: EARSHOT_API_CLIPS; else the build's output (`dist/`, where the
 * delivery writes each clip at its pack path with its peaks beside it) when there is one; else the
 * sound pack SOUND_PACK names, relative to the project as the build resolves it; else none.
 */
function clipsDir(env: NodeJS.ProcessEnv, root = ROOT): string | null {
  if (env.EARSHOT_API_CLIPS) return path.resolve(env.EARSHOT_API_CLIPS);
  const built = path.join(root, 'dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  if (env.SOUND_PACK?.trim()) return path.resolve(root, env.SOUND_PACK.trim());
  return null;
}

function port(text: string | undefined): number {
  if (text === undefined || text === '') return 8787;
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new ConfigError(`PORT must be a port number (0 to 65535), not "${text}".`);
  }
  return Number(text);
}

function host(text: string | undefined): string {
  if (text === undefined || text === '') return '127.0.0.1';
  // An address, or a host name (localhost, a container's name): letters, digits, dots and dashes.
  if (isIP(text) === 0 && !/^[A-Za-z0-9]([A-Za-z0-9.-]{0,252})$/.test(text)) {
    throw new ConfigError(`HOST must be an address or a host name, not "${text}".`);
  }
  return text;
}

function logLevel(text: string | undefined): LogLevel {
  if (text === undefined || text === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(text)) {
    throw new ConfigError(`EARSHOT_API_LOG must be ${LOG_LEVELS.join(', ')}, not "${text}".`);
  }
  return text as LogLevel;
}

function processes(text: string | undefined, databaseUrl: string | null): number {
  const name = 'EARSHOT_API_PROCESSES';
  const count = text === 'cores' ? availableParallelism() : Number(text || 1);
  if (!/^(\d+|cores)?$/.test(text ?? '') || !Number.isInteger(count) || count < 1) {
    throw new ConfigError(`${name} must be a number or "cores", not "${text}".`);
  }
  if (count > 1 && databaseUrl === null) {
    throw new ConfigError(
      `${name}=${text}: several API processes need DATABASE_URL, as PGlite belongs to one process.`,
    );
  }
  return count;
}

function busUrl(text: string | undefined, databaseUrl: string | null): string | null {
  if (!text) return databaseUrl;
  if (databaseUrl === null) {
    throw new ConfigError(
      'EARSHOT_API_BUS_URL is for a deployment on PostgreSQL: set DATABASE_URL too (PGlite needs no bus).',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(text)) {
    throw new ConfigError('EARSHOT_API_BUS_URL must be a postgres:// connection string.');
  }
  return text;
}

function redisUrl(text: string | undefined, databaseUrl: string | null): string | null {
  if (!text) return null;
  if (databaseUrl === null) {
    throw new ConfigError(
      'EARSHOT_API_REDIS_URL is for a deployment on PostgreSQL: set DATABASE_URL too (the rooms are ' +
        'kept there; one process on PGlite needs no Redis).',
    );
  }
  if (!/^rediss?:\/\//.test(text)) {
    throw new ConfigError('EARSHOT_API_REDIS_URL must be a redis:// or rediss:// address.');
  }
  return text;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const dataDir = env.EARSHOT_API_DATA || DEFAULT_DATA_DIR;
  const databaseUrl = env.DATABASE_URL || null;
  return {
    host: host(env.HOST),
    port: port(env.PORT),
    logLevel: logLevel(env.EARSHOT_API_LOG),
    processes: processes(env.EARSHOT_API_PROCESSES, databaseUrl),
    databaseUrl,
    roomsBusUrl: busUrl(env.EARSHOT_API_BUS_URL, databaseUrl),
    redisUrl: redisUrl(env.EARSHOT_API_REDIS_URL, databaseUrl),
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    salt: env.EARSHOT_API_SALT,
    allowedOrigins: origins(env.EARSHOT_API_ALLOWED_ORIGINS),
    trustProxy: trustProxy(env.EARSHOT_API_TRUST_PROXY),
    limits: {
      resultsPerMinute: count(
        env,
        'EARSHOT_API_RESULTS_PER_MINUTE',
        DEFAULT_LIMITS.resultsPerMinute,
      ),
      resultsPerPuzzle: count(
        env,
        'EARSHOT_API_RESULTS_PER_PUZZLE',
        DEFAULT_LIMITS.resultsPerPuzzle,
      ),
      readsPerMinute: count(env, 'EARSHOT_API_READS_PER_MINUTE', DEFAULT_LIMITS.readsPerMinute),
      connectionsPerProcess: count(
        env,
        'EARSHOT_API_MAX_CONNECTIONS',
        DEFAULT_LIMITS.connectionsPerProcess,
      ),
      connectionsPerAddress: count(
        env,
        'EARSHOT_API_CONNECTIONS_PER_ADDRESS',
        DEFAULT_LIMITS.connectionsPerAddress,
      ),
      roomsPer10Minutes: count(
        env,
        'EARSHOT_API_ROOMS_PER_10_MINUTES',
        DEFAULT_LIMITS.roomsPer10Minutes,
      ),
      roomJoinsPerMinute: count(
        env,
        'EARSHOT_API_ROOM_JOINS_PER_MINUTE',
        DEFAULT_LIMITS.roomJoinsPerMinute,
      ),
      maxRooms: count(env, 'EARSHOT_API_MAX_ROOMS', DEFAULT_LIMITS.maxRooms),
    },
    dbTimeoutMs: count(env, 'EARSHOT_API_DB_TIMEOUT_MS', 2000),
    dbPoolSize: count(env, 'EARSHOT_API_DB_POOL', 10),
    maxEventLoopDelayMs: count(env, 'EARSHOT_API_MAX_EVENT_LOOP_DELAY_MS', 1000),
    clipsDir: clipsDir(env),
  };
}
