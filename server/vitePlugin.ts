import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import type { Duplex } from 'node:stream';
import { tsImport } from 'tsx/esm/api';
import type { Logger, Plugin, ResolvedServerUrls } from 'vite';
import { refuseUpgrade } from './forward.ts';
import type { Mounted } from './mount.ts';

type Next = (error?: unknown) => void;

/**
 * Loads the API as `npm run api` runs it (through tsx), only when a server starts: Vite's bundle of
 * its config holds none of it, and a build never loads it.
 */
async function start(logger: Logger, describe: () => string): Promise<Mounted> {
  const { mountApi } = (await tsImport(
    './mount.ts',
    import.meta.url,
  )) as typeof import('./mount.ts');
  const api = await mountApi({ describe, log: (line) => logger.info(line) });
  logger.info(`community API: ${api.where}`);
  return api;
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

/** A server as another one on the checkout names it in its log. */
function named(kind: string, urls: ResolvedServerUrls | null): string {
  const url = urls?.local[0];
  return url ? `${kind} at ${url}` : kind;
}

/**
 * Serves the community API at `/api` beside the game, in the dev server (`npm start`) and in
 * `vite preview` (the e2e tests' production build): the game finds it on its own origin. The store
 * opens in the background (a first start creates the embedded database); requests wait for it.
 * A dev server and a preview on one checkout share one embedded database: the second hands its
 * requests to the first (server/mount.ts). Vitest's servers do not start it.
 */
export function communityApiPlugin(): Plugin {
  const mount = (
    logger: Logger,
    describe: () => string,
    httpServer: Server | Http2SecureServer | null,
  ) => {
    if (process.env.VITEST) return null;
    const mounted = start(logger, describe);
    mounted.catch((error: Error) => {
      logger.error(`community API: not started: ${error.message}`);
    });
    httpServer?.on('close', () => void mounted.then((api) => api.close()).catch(() => {}));
    // A room's WebSocket (/api/v1/rooms/CODE/socket); Vite's own HMR socket is at another path and
    // is left to Vite.
    httpServer?.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!request.url?.startsWith('/api/')) return;
      mounted.then(
        (api) => api.upgrade(request, socket, head),
        () => refuseUpgrade(socket, 'The community API did not start; see the server log.'),
      );
    });
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
      const middleware = mount(
        server.config.logger,
        () => named('the dev server', server.resolvedUrls),
        server.httpServer,
      );
      if (middleware) server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      const middleware = mount(
        server.config.logger,
        () => named('the preview server', server.resolvedUrls),
        server.httpServer,
      );
      if (middleware) server.middlewares.use(middleware);
    },
  };
}
