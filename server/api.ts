import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import underPressure from '@fastify/under-pressure';
import websocket from '@fastify/websocket';
import { Ajv, type ErrorObject } from 'ajv';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiLimits } from './config.ts';
import type { ApiContext } from './context.ts';
import type { Database } from './db/database.ts';
import { dayKeys } from './dayKeys.ts';
import { ApiError, handleError, handleNotFound, MAX_URL_LENGTH, REFUSALS } from './http/errors.ts';
import {
  answerClientError,
  capConnections,
  DEFAULT_TIMEOUTS,
  timeoutOptions,
  type Timeouts,
} from './http/sockets.ts';
import { trustedProxies, type TrustProxy } from './http/trust.ts';
import { forgetClosedPuzzles, makePartitions } from './partitions.ts';
import { addressKey, MINUTE_PREFIX } from './privacy.ts';
import { forgetPastMinutes, rateStore } from './rateLimits.ts';
import { countingPuzzles, RESULT_GRACE_MS } from '../machines/community/countingDay.ts';
import { puzzleNumber } from '../machines/daily/calendar.ts';
import { healthRoutes, UNDER_PRESSURE } from './routes/health.ts';
import { numbersRoutes } from './routes/numbers.ts';
import { resultRoutes } from './routes/results.ts';
import { MAX_MESSAGE_BYTES } from '../machines/room/protocol.ts';
import { clipPools } from './rooms/clips.ts';
import { openPostgresBus } from './rooms/bus.ts';
import { openRedis, openRedisBus } from './rooms/redisBus.ts';
import { Registry, type RoomDelays } from './rooms/registry.ts';
import { serveSocket } from './rooms/socket.ts';
import { roomRoutes } from './rooms/routes.ts';

/**
 * How often the partitions of the next puzzles are made and those of puzzles that take no more
 * results dropped (server/partitions.ts).
 */
const HOUSEKEEPING_MS = 10 * 60 * 1000;
/** How often the shared rate limit's counts of past minutes are deleted (server/rateLimits.ts). */
const RATE_HOUSEKEEPING_MS = 60 * 1000;

export interface ApiOptions {
  db: Database;
  salt: string;
  limits: ApiLimits;
  /** Origins besides the API's own whose pages may call it. */
  allowedOrigins?: readonly string[];
  trustProxy?: TrustProxy;
  now?: () => Date;
  graceMs?: number;
  /** Fastify's logger: false (silent), or pino's level; requests are logged by method and URL alone. */
  logLevel?: false | 'info' | 'warn' | 'error';
  /** Where the log goes (standard output unless told). */
  logStream?: NodeJS.WritableStream;
  /** How long a client may take (server/http/sockets.ts); shorter in tests. */
  timeouts?: Timeouts;
  /** Where rooms' clips are read (a build's output or the sound pack); none: rooms deal nothing. */
  clipsDir?: string | null;
  /** The room machine's waits (ready, reveal), shorter for a quick game. */
  roomDelays?: RoomDelays;
  /**
   * When the process turns requests away (503) as overloaded (@fastify/under-pressure): an event
   * loop held up longer than this. 0 (unless told): never.
   */
  maxEventLoopDelayMs?: number;
  /**
   * The PostgreSQL server whose LISTEN/NOTIFY carries the rooms' bus between the deployment's
   * processes (a session connection of its own), or none: this process is alone on its database.
   */
  roomsBusUrl?: string | null;
  /**
   * Redis or Valkey: the rooms' bus and the per-minute limits' counts go there instead (the bus
   * URL is then not used). None: PostgreSQL carries both.
   */
  redisUrl?: string | null;
}

/**
 * The schemas' validators. A body's types are never converted (a puzzle sent as "27" is refused);
 * a path's or a query's values are text, converted to the numbers their schema says.
 */
function validators() {
  const options = { removeAdditional: false, useDefaults: true, allErrors: false } as const;
  const body = new Ajv({ ...options, coerceTypes: false });
  const text = new Ajv({ ...options, coerceTypes: true });
  return ({ schema, httpPart }: { schema: TextSchema; httpPart?: string }) => {
    if (httpPart === 'body') return body.compile(schema);
    const validate = text.compile(schema);
    // Ajv would take " 27", "027" or "1e3" for 27: a number in an address is written in digits.
    const numbers = Object.entries(schema.properties ?? {})
      .filter(([, property]) => property.type === 'integer')
      .map(([key]) => key);
    const check = (data: Record<string, unknown>) => {
      const bad = numbers.find((key) => typeof data[key] === 'string' && !DIGITS.test(data[key]));
      check.errors = bad
        ? [
            {
              keyword: 'type',
              instancePath: `/${bad}`,
              schemaPath: '',
              params: {},
              message: NOT_DIGITS,
            },
          ]
        : null;
      if (bad) return false;
      const valid = validate(data);
      check.errors = validate.errors ?? null;
      return valid;
    };
    check.errors = null as ErrorObject[] | null;
    return check;
  };
}

/** A path's or query's schema: an object whose properties are text or numbers. */
interface TextSchema {
  properties?: Record<string, { type?: unknown }>;
}
/** A whole number as an address writes it: digits, no leading zero, no sign, no space. */
const DIGITS = /^(0|[1-9][0-9]{0,8})$/;
const NOT_DIGITS = 'must be a whole number written in digits';

/**
 * The biggest WebSocket frame read at all: a frame over MAX_MESSAGE_BYTES but within this is answered
 * `bad-message` and the socket plays on; a bigger one is closed by `ws` itself (1009) before it is
 * buffered whole.
 */
const MAX_FRAME_BYTES = 4 * MAX_MESSAGE_BYTES;

const logger = (
  level: ApiOptions['logLevel'],
  stream: ApiOptions['logStream'],
): FastifyServerOptions['logger'] =>
  level
    ? {
        level,
        ...(stream ? { stream } : {}),
        // Fastify logs a request's remote address by default: never an address in a log.
        serializers: {
          req: (request: { method: string; url: string }) => ({
            method: request.method,
            url: request.url,
          }),
        },
      }
    : false;

/** The community API: every route under /api/v1/, ready to listen or to be handed requests. */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const context: ApiContext = {
    db: options.db,
    salt: options.salt,
    dayKeys: dayKeys(options.db, options.salt),
    limits: options.limits,
    now: options.now ?? (() => new Date()),
    graceMs: options.graceMs ?? RESULT_GRACE_MS,
  };
  const trusted = trustedProxies(options.trustProxy ?? false);
  const app = Fastify({
    logger: logger(options.logLevel ?? false, options.logStream),
    trustProxy: trusted,
    ...timeoutOptions(options.timeouts ?? DEFAULT_TIMEOUTS),
    // Fastify's and Node's own refusals, in the API's words and shape (server/http/errors.ts).
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();
  // A type the schema does not allow is refused, never dropped quietly.
  app.setValidatorCompiler(validators());
  capConnections(app.server, {
    perProcess: options.limits.connectionsPerProcess,
    perAddress: options.limits.connectionsPerAddress,
    // A trusted proxy carries many clients' connections: it is capped per process only.
    isTrustedProxy: (address) => trusted(address, 0),
  });
  // JSON only: Fastify would otherwise take a text/plain body as a string.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  refuseWhileClosing(app);
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw REFUSALS.urlTooLong;
  });
  await app.register(cors, {
    origin: options.allowedOrigins?.length ? [...options.allowedOrigins] : false,
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: ['Retry-After'],
    maxAge: 7200,
  });
  // The limits' counts, where a deployment has Redis or Valkey; closed after the rooms (onClose).
  const limitsRedis = options.redisUrl ? openRedis(options.redisUrl, 'earshot-rate-limits') : null;
  if (limitsRedis) {
    limitsRedis.on('error', () => {}); // down: each count fails (503) and the client connects again
    await limitsRedis.connect();
    app.addHook('onClose', async () => void (await limitsRedis.quit().catch(() => {})));
  }
  await app.register(rateLimit, {
    global: false,
    // Counted under the network's hash with today's key: the limiter's store holds no address.
    keyGenerator: async (request) => {
      const key = await context.dayKeys.keyOf(puzzleNumber(context.now()));
      return addressKey(key, request.ip, MINUTE_PREFIX).toString('base64url');
    },
    store: rateStore({
      db: options.db.kind === 'postgres' ? options.db : null,
      redis: limitsRedis,
      now: context.now,
    }),
    errorResponseBuilder: (_request, limit) =>
      new ApiError(
        429,
        'rate-limited',
        'Too many requests from this network; wait a moment.',
        Math.ceil(limit.ttl / 1000),
      ),
  });
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs ?? 0,
    pressureHandler: (request, reply) => void handleError(UNDER_PRESSURE, request, reply),
  });
  const bus = options.redisUrl
    ? await openRedisBus(options.redisUrl, app.log)
    : options.roomsBusUrl
      ? await openPostgresBus(options.roomsBusUrl, app.log)
      : null;
  // After the rooms have let their sockets go (preClose) and before the store closes.
  if (bus) app.addHook('onClose', () => bus.close());
  const rooms = new Registry({
    bus,
    serve: serveSocket,
    db: options.db,
    pools: clipPools(options.clipsDir ?? null),
    now: () => context.now().getTime(),
    log: app.log,
    maxRooms: options.limits.maxRooms,
    delays: options.roomDelays,
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // On close (a restart): every room written, then its sockets closed with 1012 so that clients
    // come back to the next server, which restores the rooms.
    preClose: async () => {
      await rooms.shutDown();
      for (const client of app.websocketServer.clients) client.terminate();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  await app.register(resultRoutes, { context });
  await app.register(numbersRoutes, { context });
  await app.register(healthRoutes, { context });
  await app.register(roomRoutes, {
    registry: rooms,
    limits: options.limits,
    clipsDir: options.clipsDir ?? null,
  });
  keepHouse(app, context);
  keepRooms(app, rooms);
  return app;
}

/**
 * Restores the rooms a stopped server left open once the API is ready, and deletes ended rooms' rows
 * a day after their end. A failure is logged and tried at the next turn.
 */
function keepRooms(app: FastifyInstance, rooms: Registry): void {
  let timer: NodeJS.Timeout | undefined;
  const forget = () =>
    void rooms
      .forgetOld()
      .catch((error: Error) =>
        app.log.warn({ reason: error.message }, 'rooms clean-up not done this time'),
      );
  app.addHook('onReady', async () => {
    const restored = await rooms.restoreOpen().catch((error: Error) => {
      app.log.warn({ reason: error.message }, 'rooms not restored');
      return 0;
    });
    if (restored > 0) app.log.info({ restored }, 'rooms restored');
    rooms.keepLeases();
    forget();
    timer = setInterval(forget, HOUSEKEEPING_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Answers 503 in the API's shape to a request that arrives while the server closes (a restart): a
 * load balancer sends it elsewhere. Fastify's own answer to it has a body of its own.
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw REFUSALS.closing;
  });
}

/**
 * Makes the partitions of the puzzles that take results now and tomorrow's, and drops those of
 * puzzles that no longer do with their day's salt; deletes the shared rate limit's past minutes.
 * A failure (the database unavailable, a drop that gave way to a reader) is tried at the next turn.
 */
function keepHouse(app: FastifyInstance, { db, now, graceMs, dayKeys: keys }: ApiContext): void {
  const complain = (what: string) => (error: Error) =>
    app.log.warn({ reason: error.message }, `${what} not done this time`);
  const puzzles = async () => {
    const counting = countingPuzzles(now(), graceMs);
    const oldest = Math.min(...counting);
    await makePartitions(db, [...counting, puzzleNumber(now()) + 1]);
    await forgetClosedPuzzles(db, oldest);
    keys.forgetBefore(oldest);
  };
  const minutes = () => forgetPastMinutes(db, now());
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    await puzzles().catch(complain('partitions and clean-up'));
    timers.push(
      setInterval(() => void puzzles().catch(complain('partitions and clean-up')), HOUSEKEEPING_MS),
    );
    if (db.kind === 'postgres') {
      timers.push(
        setInterval(
          () => void minutes().catch(complain('rate counts clean-up')),
          RATE_HOUSEKEEPING_MS,
        ),
      );
    }
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
