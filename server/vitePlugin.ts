import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger, Plugin } from 'vite';

type Next = (error?: unknown) => void;

interface Mounted {
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  close: () => Promise<void>;
}

/** Starts the API on the configured store; imported only when a server starts (never by a build). */
async function start(logger: Logger): Promise<Mounted> {
  const { configFromEnv } = await import('./config.ts');
  const { openStore } = await import('./open.ts');
  const { buildApi } = await import('./api.ts');
  const config = configFromEnv();
  const { db, salt, release } = await openStore(config);
  const app = await buildApi({
    db,
    salt,
    limits: config.limits,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    logLevel: 'error',
  });
  await app.ready();
  const where = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`;
  logger.info(`community API: /api (${where})`);
  return {
    handle: (request, response) => app.routing(request, response),
    close: async () => {
      await app.close();
      await db.close();
      release();
    },
  };
}

function unavailable(response: ServerResponse) {
  response.statusCode = 503;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(
    JSON.stringify({
      error: {
        code: 'unavailable',
        message: 'The community API did not start; see the server log.',
      },
    }),
  );
}

/**
 * Serves the community API at `/api` beside the game, in the dev server (`npm start`) and in
 * `vite preview` (the e2e tests' production build): the game finds it on its own origin. The store
 * opens in the background (a first start creates the embedded database); requests wait for it.
 * Vitest's servers do not start it.
 */
export function communityApiPlugin(): Plugin {
  const mount = (logger: Logger, onClose: (close: () => void) => void) => {
    if (process.env.VITEST) return null;
    const mounted = start(logger);
    mounted.catch((error: Error) => {
      logger.error(`community API: not started: ${error.message}`);
    });
    onClose(() => void mounted.then((api) => api.close()).catch(() => {}));
    return (request: IncomingMessage, response: ServerResponse, next: Next) => {
      if (!request.url?.startsWith('/api/')) return next();
      mounted.then(
        (api) => api.handle(request, response),
        () => unavailable(response),
      );
    };
  };
  return {
    name: 'earshot-community-api',
    configureServer(server) {
      const middleware = mount(server.config.logger, (close) =>
        server.httpServer?.on('close', close),
      );
      if (middleware) server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      const middleware = mount(server.config.logger, (close) =>
        server.httpServer.on('close', close),
      );
      if (middleware) server.middlewares.use(middleware);
    },
  };
}
