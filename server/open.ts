import cluster from 'node:cluster';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApi, type ApiOptions } from './api.ts';
import { ConfigError, type ApiConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { lockDataDir, type DataDirLock } from './db/dataLock.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { loadSalt, saltFileOf } from './privacy.ts';

export interface Store {
  db: Database;
  /** The salt of every hash of a browser id or an address (server/privacy.ts). */
  salt: string;
  /**
   * The embedded database's hold on its folder, through which the API is served to the other
   * servers on this checkout; null in memory and on PostgreSQL.
   */
  lock: DataDirLock | null;
  /** Frees the embedded database's folder for another process, once `db` is closed. */
  release: () => void;
}

/** The store a configuration names, its schema brought up to date, and the salt of its hashes. */
export async function openStore(config: ApiConfig): Promise<Store> {
  const embedded = config.databaseUrl === null;
  if (!embedded && !config.salt) {
    throw new ConfigError(
      'EARSHOT_API_SALT must be set with DATABASE_URL: every API process of a deployment hashes ' +
        'browser ids and addresses with the same salt.',
    );
  }
  const inMemory = config.dataDir.startsWith('memory://');
  const onDisk = embedded && !inMemory;
  const salt = loadSalt(
    config.salt,
    onDisk ? saltFileOf(config.dataDir) : null,
    onDisk ? path.join(config.dataDir, 'salt') : null,
  );
  const lock = onDisk ? await lockDataDir(config.dataDir) : null;
  const release = lock ? lock.release : () => {};
  let db: Database | undefined;
  try {
    db = embedded
      ? await openPglite(
          inMemory ? config.dataDir : path.join(config.dataDir, 'pgdata'),
          config.dbTimeoutMs,
        )
      : openPostgres(config.databaseUrl!, {
          timeoutMs: config.dbTimeoutMs,
          poolSize: config.dbPoolSize,
        });
    if (db.kind === 'postgres') await fitConnections(db, config);
    await migrate(db);
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  return { db, salt, lock, release };
}

/**
 * Refuses to start when this machine's pools cannot fit in the PostgreSQL server's connections:
 * EARSHOT_API_PROCESSES × (EARSHOT_API_DB_POOL + the rooms' bus's one) against `max_connections` less
 * the connections kept for
 * superusers. What other clients (other machines of the deployment) hold now is told, not refused:
 * a restart finds its own old processes' connections there.
 */
export async function fitConnections(
  db: Database,
  { dbPoolSize, processes }: Pick<ApiConfig, 'dbPoolSize' | 'processes'>,
): Promise<void> {
  const [server] = await db.query<{ max: number; reserved: number; used: number }>(
    `SELECT current_setting('max_connections')::integer AS max,
            current_setting('superuser_reserved_connections')::integer AS reserved,
            (SELECT count(*)::integer FROM pg_stat_activity
              WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()) AS used`,
    [],
  );
  const { max, reserved, used } = server!;
  // Each process's rooms' bus holds one more connection of its own (server/rooms/bus.ts).
  const wanted = (dbPoolSize + 1) * processes;
  const open = max - reserved;
  if (wanted > open) {
    throw new ConfigError(
      `EARSHOT_API_PROCESSES (${processes}) × (EARSHOT_API_DB_POOL (${dbPoolSize}) + 1 for the ` +
        `rooms' bus) = ${wanted} ` +
        `connections, but the PostgreSQL server takes ${open} (max_connections ${max}, ${reserved} ` +
        'kept for superusers): lower the pool or the processes, or raise max_connections.',
    );
  }
  if (wanted > open - used && cluster.isPrimary) {
    console.warn(
      `The PostgreSQL server has ${open - used} of ${open} connections free now; this machine's ` +
        `pools may take ${wanted}: requests will wait for connections other clients hold.`,
    );
  }
}

/** Opens the configured store and builds the API on it: what `npm run api` and the dev server run. */
export async function openApi(
  config: ApiConfig,
  logLevel: ApiOptions['logLevel'],
): Promise<{ app: FastifyInstance; store: Store }> {
  const store = await openStore(config);
  const app = await buildApi({
    db: store.db,
    salt: store.salt,
    limits: config.limits,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    logLevel,
    clipsDir: config.clipsDir,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    // Every process on a PostgreSQL server may share rooms with others: the bus is always on there.
    roomsBusUrl: config.roomsBusUrl,
    redisUrl: config.redisUrl,
  }).catch(async (error: unknown) => {
    await store.db.close().catch(() => {});
    store.release();
    throw error;
  });
  // Closing the API closes its store after it: the rooms are written first (server/api.ts).
  app.addHook('onClose', async () => {
    await store.db.close();
    store.release();
  });
  return { app, store };
}
