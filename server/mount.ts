import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { configFromEnv, type ApiConfig } from './config.ts';
import { DataDirInUse } from './db/dataLock.ts';
import { forward, forwardUpgrade, refuseUpgrade, unavailable } from './forward.ts';
import { openApi } from './open.ts';

/** The API started for a dev or preview server to hand its `/api/` requests to. */
export interface Mounted {
  /** What serves it, for the server's log: "/api (PGlite in …)" or the other server's name. */
  where: string;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
  /** A WebSocket's opening under /api/ (a room's socket). */
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
  close: () => Promise<void>;
}

export interface MountOptions {
  /** This server's name in the log of another server on the checkout that finds the API here. */
  describe: () => string;
  /** A line for this server's log when the API moves here from the other server. */
  log: (line: string) => void;
  /** Where rooms read their clips (the dev server's sound pack, the preview's build), unless
   * EARSHOT_API_CLIPS says. */
  clipsDir?: string;
}

interface Serving {
  where: string;
  /** `ownerGone` is the forwarding's: the other server could not be reached. */
  handle: (request: IncomingMessage, response: ServerResponse, ownerGone: () => void) => void;
  upgrade: (request: IncomingMessage, socket: Duplex, head: Buffer, ownerGone: () => void) => void;
  close: () => Promise<void>;
}

/**
 * The API in this process; or, when another process on this checkout holds the embedded database
 * (a dev server and a preview at once), that process's API, reached through the lock's socket.
 */
async function serve(config: ApiConfig, describe: () => string): Promise<Serving> {
  try {
    const { app, store } = await openApi(config, 'error');
    await app.ready();
    const routing = (request: IncomingMessage, response: ServerResponse) =>
      app.routing(request, response);
    // @fastify/websocket listens for its own server's upgrades: the API's server here listens to
    // nothing, so the dev or preview server's upgrades are handed to it.
    const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      void app.server.emit('upgrade', request, socket, head);
    store.lock?.serve(routing, describe, upgrade);
    return {
      where: `/api (${config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${config.dataDir}`})`,
      handle: routing,
      upgrade,
      // The API's close closes its store (server/open.ts).
      close: () => app.close(),
    };
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    return {
      where: `served by the other server on this checkout (${error.owner})`,
      handle: (request, response, ownerGone) =>
        forward(error.address, request, response, ownerGone),
      upgrade: (request, socket, head, ownerGone) =>
        forwardUpgrade(error.address, request, socket, head, ownerGone),
      close: async () => {},
    };
  }
}

export async function mountApi({ describe, log, clipsDir }: MountOptions): Promise<Mounted> {
  const fromEnv = configFromEnv();
  const config = clipsDir && !process.env.EARSHOT_API_CLIPS ? { ...fromEnv, clipsDir } : fromEnv;
  let current = await serve(config, describe);
  let moving: Promise<void> | null = null;
  let closed = false;

  // The other server has stopped: this one takes the database over, once for all the requests that
  // find it gone.
  const moveFrom = (gone: Serving) => {
    if (current !== gone) return Promise.resolve();
    moving ??= serve(config, describe)
      .then(async (next) => {
        if (closed) return next.close();
        current = next;
        log(`community API: the other server on this checkout has stopped; ${next.where}`);
      })
      .finally(() => {
        moving = null;
      });
    return moving;
  };

  const handle = (request: IncomingMessage, response: ServerResponse, again = true) => {
    const serving = current;
    serving.handle(request, response, () => {
      if (!again || closed) {
        unavailable(response, 'The other server on this checkout, which served the API, stopped.');
        return;
      }
      moveFrom(serving).then(
        () => handle(request, response, false),
        (error: Error) => {
          log(`community API: not started: ${error.message}`);
          unavailable(response, 'The community API did not start; see the server log.');
        },
      );
    });
  };

  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer, again = true) => {
    const serving = current;
    serving.upgrade(request, socket, head, () => {
      if (!again || closed) {
        refuseUpgrade(socket, 'The other server on this checkout, which served the API, stopped.');
        return;
      }
      moveFrom(serving).then(
        () => upgrade(request, socket, head, false),
        () => refuseUpgrade(socket, 'The community API did not start; see the server log.'),
      );
    });
  };

  let closing: Promise<void> | null = null;
  return {
    where: current.where,
    handle: (request, response) => handle(request, response),
    upgrade: (request, socket, head) => upgrade(request, socket, head),
    close: () =>
      (closing ??= (async () => {
        closed = true;
        await moving?.catch(() => {});
        await current.close();
      })()),
  };
}
