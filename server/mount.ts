import type { IncomingMessage, ServerResponse } from 'node:http';
import { configFromEnv } from './config.ts';
import { openApi } from './open.ts';

/** The API started for a dev or preview server to hand its `/api/` requests to. */
export interface Mounted {
  /** Where its store is, for the server's log. */
  where: string;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => Promise<void>;
}

export async function mountApi(): Promise<Mounted> {
  const config = configFromEnv();
  const {
    app,
    store: { db, release },
  } = await openApi(config, 'error');
  await app.ready();
  return {
    where: config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`,
    handle: (request, response) => app.routing(request, response),
    close: async () => {
      await app.close();
      await db.close();
      release();
    },
  };
}
