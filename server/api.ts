import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiLimits } from './config.ts';
import type { ApiContext } from './context.ts';
import type { Database } from './db/database.ts';
import { ApiError, handleError, handleNotFound, MAX_URL_LENGTH, REFUSALS } from './http/errors.ts';
import {
  answerClientError,
  capConnections,
  DEFAULT_TIMEOUTS,
  timeoutOptions,
  type Timeouts,
} from './http/sockets.ts';
import { addressKey } from './privacy.ts';
import { countingPuzzles, RESULT_GRACE_MS } from '../machines/community/countingDay.ts';
import { healthRoutes } from './routes/health.ts';
import { numbersRoutes } from './routes/numbers.ts';
import { resultRoutes } from './routes/results.ts';
import { forgetClosedPuzzles } from './store.ts';

/** How often the rows of puzzles that take no more results are cleared (server/store.ts). */
const HOUSEKEEPING_MS = 10 * 60 * 1000;

export interface ApiOptions {
  db: Database;
  salt: string;
  limits: ApiLimits;
  /** Origins besides the API's own whose pages may call it. */
  allowedOrigins?: readonly string[];
  trustProxy?: boolean | string;
  now?: () => Date;
  graceMs?: number;
  /** Fastify's logger: false (silent), or pino's level; requests are logged by method and URL alone. */
  logLevel?: false | 'info' | 'warn' | 'error';
  /** Where the log goes (standard output unless told). */
  logStream?: NodeJS.WritableStream;
  /** Whether a connection comes from a trusted proxy: its sockets are not capped per address. */
  isTrustedProxy?: (remoteAddress: string) => boolean;
  /** How long a client may take (server/http/sockets.ts); shorter in tests. */
  timeouts?: Timeouts;
}

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
    limits: options.limits,
    now: options.now ?? (() => new Date()),
    graceMs: options.graceMs ?? RESULT_GRACE_MS,
  };
  const app = Fastify({
    logger: logger(options.logLevel ?? false, options.logStream),
    trustProxy: options.trustProxy ?? false,
    // A type the schema does not allow is refused, never converted or dropped quietly.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    ...timeoutOptions(options.timeouts ?? DEFAULT_TIMEOUTS),
    // Fastify's and Node's own refusals, in the API's words and shape (server/http/errors.ts).
    frameworkErrors: handleError,
    clientErrorHandler: answerClientError,
    return503OnClosing: false,
  });
  capConnections(app.server, {
    perProcess: options.limits.connectionsPerProcess,
    perAddress: options.limits.connectionsPerAddress,
    isTrustedProxy: options.isTrustedProxy ?? (() => false),
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
  await app.register(rateLimit, {
    global: false,
    // Counted under the address's daily hash: the limiter's memory holds no address.
    keyGenerator: (request) =>
      addressKey(context.salt, request.ip, context.now()).toString('base64url'),
    errorResponseBuilder: (_request, limit) =>
      new ApiError(
        429,
        'rate-limited',
        'Too many requests from this network; wait a moment.',
        Math.ceil(limit.ttl / 1000),
      ),
  });
  resultRoutes(app, context);
  numbersRoutes(app, context);
  healthRoutes(app, context);
  keepHouse(app, context);
  return app;
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

/** Deletes address keys and results rows once their puzzle takes no more results. */
function keepHouse(app: FastifyInstance, { db, now, graceMs }: ApiContext): void {
  const forget = () =>
    forgetClosedPuzzles(db, Math.min(...countingPuzzles(now(), graceMs))).catch((error: Error) =>
      app.log.warn({ reason: error.message }, 'closed puzzles not cleared this time'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await forget();
    timer = setInterval(forget, HOUSEKEEPING_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
