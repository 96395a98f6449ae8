import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, configFromEnv } from './config.ts';
import { DataDirInUse } from './db/dataLock.ts';
import { openApi, openStore } from './open.ts';

/**
 * The community API on its own (`npm run api`): listens on HOST:PORT (127.0.0.1:8787 unless told), with
 * EARSHOT_API_PROCESSES processes (a number, or `cores` for one per core) sharing the port. Several
 * processes need a PostgreSQL server: an embedded database belongs to one process.
 */
async function main() {
  const config = configFromEnv();
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 8787);
  const wanted = process.env.EARSHOT_API_PROCESSES;
  const processes = wanted === 'cores' ? availableParallelism() : Number(wanted || 1);
  if (!Number.isInteger(processes) || processes < 1) {
    throw new ConfigError(`EARSHOT_API_PROCESSES must be a number or "cores", not "${wanted}".`);
  }
  if (processes > 1 && config.databaseUrl === null) {
    throw new ConfigError(
      'Several API processes need DATABASE_URL: PGlite belongs to one process.',
    );
  }

  if (processes > 1 && cluster.isPrimary) {
    // Migrate once, then start the workers; one that dies is replaced.
    const { db, release } = await openStore(config);
    await db.close();
    release();
    for (let i = 0; i < processes; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (code !== 0 && !worker.exitedAfterDisconnect) cluster.fork();
    });
    const stop = () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    return;
  }

  const logLevel = (process.env.EARSHOT_API_LOG as 'info' | 'warn' | 'error' | undefined) ?? 'info';
  const {
    app,
    store: { db, lock, release },
  } = await openApi(config, logLevel);
  const close = async () => {
    await app.close();
    await db.close();
    release();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  await app.listen({ host, port });
  // A dev or preview server started on this checkout afterwards hands its /api/ requests here.
  lock?.serve(
    (request, response) => app.routing(request, response),
    () => `npm run api at http://${host}:${port}`,
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
