import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from '@playwright/test';
import { buildApi } from '../../server/api.ts';
import { DEFAULT_LIMITS } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { test as base } from './fixtures.ts';

/**
 * A community API of a test's own, for tests that count (the preview server's API at /api is shared
 * by every test running at once): the real service on an in-memory PGlite, emptied for each test,
 * which the page reaches at its usual `/api/` addresses. `stop()` closes it as a server that went
 * down would be (the page's requests are refused), `start()` brings it back with what it had counted.
 */
export interface CommunityApi {
  /** Where it listens, e.g. http://127.0.0.1:41234 (its routes are under /api/v1/). */
  readonly url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** The requests the page sent it, in order ('POST /api/v1/results', ...), while it was up. */
  readonly requests: readonly string[];
}

const TEST_SALT = 'e2e-tests-salt-0123456789abcdef0123';

async function serve(db: Database, port = 0, requests: string[]) {
  const app = await buildApi({
    db,
    salt: TEST_SALT,
    // Every test's page comes from 127.0.0.1: the limits would otherwise hold a whole suite back.
    limits: { ...DEFAULT_LIMITS, resultsPerMinute: 10_000, resultsPerPuzzle: 10_000 },
  });
  app.addHook('onRequest', async (request) => {
    requests.push(`${request.method} ${request.url}`);
  });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

/** Sends the page's (or a whole context's) `/api/` requests to `api`; refused while it is stopped. */
export async function routeToApi(target: Page | BrowserContext, api: Pick<CommunityApi, 'url'>) {
  await target.route('**/api/v1/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    try {
      const response = await route.fetch({ url: `${api.url}${pathname}${search}` });
      await route.fulfill({ response });
    } catch {
      await route.abort('connectionrefused');
    }
  });
}

export const test = base.extend<{ communityApi: CommunityApi }, { communityDb: Database }>({
  // One embedded database per worker (creating one takes seconds), emptied for each test.
  communityDb: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const db = await openPglite('memory://', 5000);
      await migrate(db);
      await provide(db);
      await db.close();
    },
    { scope: 'worker' },
  ],
  communityApi: async ({ communityDb, page }, provide) => {
    await communityDb.query('TRUNCATE results, tallies, address_quota');
    const requests: string[] = [];
    let app = await serve(communityDb, 0, requests);
    const port = (app.server.address() as AddressInfo).port;
    let up = true;
    const api: CommunityApi = {
      url: `http://127.0.0.1:${port}`,
      requests,
      stop: async () => {
        if (!up) return;
        up = false;
        await app.close();
      },
      start: async () => {
        if (up) return;
        app = await serve(communityDb, port, requests);
        up = true;
      },
    };
    await routeToApi(page, api);
    await provide(api);
    await api.stop();
  },
});

export { expect } from './fixtures.ts';
