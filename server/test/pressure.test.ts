import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';

/** Holds this process's event loop, as a burst of work or a stalled machine does. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

describe('an overloaded API process (@fastify/under-pressure)', () => {
  let db: Database;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    db = await openPglite('memory://', 5000);
    await migrate(db);
  });
  afterEach(() => app?.close());
  afterAll(() => db?.close());

  const start = async (maxEventLoopDelayMs?: number) => {
    app = await buildApi({ db, salt: 'a-salt', limits: DEFAULT_LIMITS, maxEventLoopDelayMs });
    await app.ready();
    return app;
  };
  /**
   * The health check's answers while the event loop is held up 100 ms at a time, as under a
   * sustained overload, until one is 503 or three seconds have passed. The plugin samples the loop's
   * delay once a second: one hold followed by idle time could be averaged away, or cleared before the
   * next request, on a machine busy or idle.
   */
  const healthUnderLoad = async (api: FastifyInstance) => {
    const until = performance.now() + 3000;
    for (;;) {
      holdTheLoop(100);
      const response = await api.inject({ url: '/api/v1/health' });
      if (response.statusCode === 503 || performance.now() > until) return response;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  it('turns requests away with 503 in the API’s words once its event loop was held up', async () => {
    const api = await start(20);
    expect((await api.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    const refused = await healthUnderLoad(api);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: { code: 'unavailable', message: 'The server is busy; try again in a moment.' },
    });
  });

  it('never turns a request away unless told a limit', async () => {
    const api = await start();
    expect((await healthUnderLoad(api)).statusCode).toBe(200);
  });
});
