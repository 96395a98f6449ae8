import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.ts';
import type { Database } from '../db/database.ts';
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

export function healthRoutes(app: FastifyInstance, context: ApiContext): void {
  const healthy = databaseHealth(context.db);
  // Limited in this process's memory even on PostgreSQL (server/rateLimits.ts): a shared count would
  // be a statement per call, the very cost the cache saves.
  const limit = { rateLimit: { ...readRateLimit(context).rateLimit, batched: false, local: true } };
  app.get('/api/v1/health', { config: limit }, async (_request, reply) => {
    await healthy();
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
}
