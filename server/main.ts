import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { ConfigError, configFromEnv } from './config.ts';
import { DataDirInUse } from './db/dataLock.ts';

/**
 * How long a shutdown (SIGTERM, SIGINT) may take: the rooms written, the requests under way
 * answered, the store closed. Past it the process exits all the same.
 */
export const SHUTDOWN_MS = 10_000;

/**
 * The community API on its own (`npm run api`): listens on HOST:PORT (127.0.0.1:8787 unless told), with
 * EARSHOT_API_PROCESSES processes (a number, or `cores` for one per core) sharing the port. Several
 * processes need a PostgreSQL server: an embedded database belongs to one process. The configuration
 * is read and checked first (server/config.ts): a wrong one stops here, before the store opens.
 */
async function main() {
  const config = configFromEnv();
  // The API and its store are loaded once the configuration holds: a wrong one is told at once.
  const { openApi, openStore } = await import('./open.ts');

  if (config.processes > 1 && cluster.isPrimary) {
    // Migrate once (and check that the pools fit the server's connections), then start the workers;
    // one that dies is replaced.
    const { db, release } = await openStore(config);
    await db.close();
    release();
    for (let i = 0; i < config.processes; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (code !== 0 && !worker.exitedAfterDisconnect) cluster.fork();
    });
    closeWithGrace({ delay: SHUTDOWN_MS }, async () => {
      const exits = Object.values(cluster.workers ?? {}).map(
        (worker) => new Promise((resolve) => worker?.once('exit', resolve)),
      );
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
      await Promise.all(exits);
    });
    return;
  }

  const { app, store } = await openApi(config, config.logLevel);
  // The one shutdown: the API's close hooks write the rooms and close the store (server/open.ts).
  closeWithGrace({ delay: SHUTDOWN_MS, logger: app.log }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  // A dev or preview server started on this checkout afterwards hands its /api/ requests here.
  store.lock?.serve(
    (request, response) => app.routing(request, response),
    () => `npm run api at http://${config.host}:${config.port}`,
    // A room's socket forwarded by a dev or preview server: the API's server takes its upgrades.
    (request, socket, head) => void app.server.emit('upgrade', request, socket, head),
  );
}

main().catch((error: Error) => {
  // The operator's to mend: the message says how; a stack would only hide it.
  const told = error instanceof ConfigError || error instanceof DataDirInUse;
  console.error(told ? error.message : error);
  process.exit(1);
});
