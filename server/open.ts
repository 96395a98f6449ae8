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
    await migrate(db);
  } catch (error) {
    await db?.close().catch(() => {});
    release();
    throw error;
  }
  return { db, salt, lock, release };
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
  });
  return { app, store };
}
