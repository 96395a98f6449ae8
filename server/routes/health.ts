import { performance } from 'node:perf_hooks';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { ApiContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { ERROR_RESPONSES } from '../http/schemas.ts';
import { readRateLimit } from './numbers.ts';

/** How long one look at the database answers every health check after it. */
export const HEALTH_CACHE_MS = 1000;

/**
 * Whether the database answers, asked at most once a second: callers while a look is under way share
 * it, and its outcome (an answer or a DatabaseUnavailable) stands for a second after it settles. A
 * health check is the one request with no other work to slow a flood of it down.
 */
export function databaseHealth(
  db: Database,
  clock: () => number = () => performance.now(),
): () => Promise<void> {
  let look: Promise<void> | null = null;
  let settledAt = Number.POSITIVE_INFINITY;
  return () => {
    if (look === null || clock() - settledAt >= HEALTH_CACHE_MS) {
      settledAt = Number.POSITIVE_INFINITY;
      const current = db.query('SELECT 1').then(() => {});
      look = current;
      const settle = () => {
        if (look === current) settledAt = clock();
      };
      current.then(settle, settle);
    }
    return look;
  };
}

/**
 * The readiness check a load balancer asks: 200 while the database answers and the process is not
 * under pressure (@fastify/under-pressure, server/api.ts), else 503 with the API's error body.
 */
const health: FastifyPluginAsyncTypebox<{ context: ApiContext }> = async (app, { context }) => {
  const healthy = databaseHealth(context.db);
  // Limited in this process's memory even on PostgreSQL (server/rateLimits.ts): a shared count would
  // be a statement per call, the very cost the cache saves.
  const limit = { rateLimit: { ...readRateLimit(context).rateLimit, batched: false, local: true } };
  const schema = {
    response: {
      200: Type.Object({ status: Type.Literal('ok') }, { additionalProperties: false }),
      ...ERROR_RESPONSES,
    },
  };
  app.get('/api/v1/health', { schema, config: limit }, async (_request, reply) => {
    if (app.isUnderPressure()) throw UNDER_PRESSURE;
    await healthy();
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
};

/** The answer of every request turned away while the process is overloaded. */
export const UNDER_PRESSURE = new ApiError(
  503,
  'unavailable',
  'The server is busy; try again in a moment.',
  5,
);

export const healthRoutes = fp(health, {
  name: 'earshot-health',
  fastify: '5.x',
  dependencies: ['@fastify/under-pressure'],
});
