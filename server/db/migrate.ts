import { readdirSync } from 'node:fs';
import path from 'node:path';
import Postgrator from 'postgrator';
import { ROOT } from '../root.ts';
import type { Database } from './database.ts';

/** The migrations' folder, in the project (the compiled API in dist-server/ reads the same files). */
const FOLDER = path.join(ROOT, 'server', 'migrations');
const MIGRATIONS = path.join(FOLDER, '*.sql');

/** Any fixed number: every API process starting together takes this lock, and one migrates. */
const MIGRATION_LOCK = 720_328;

const SCHEMA_TABLE = 'schema_migrations';

/**
 * The migration files as Postgrator reads them, in order: each one's file name and the MD5 Postgrator
 * keeps of it once applied (and checks at every start against the file: server/migrations/checksums.json).
 */
export async function migrationFiles(): Promise<{ file: string; md5: string; sql: string }[]> {
  const postgrator = new Postgrator({
    migrationPattern: MIGRATIONS,
    driver: 'pg',
    schemaTable: SCHEMA_TABLE,
    execQuery: () => Promise.reject(new Error('Reading the files asks no database.')),
  });
  return (await postgrator.getMigrations())
    .filter((migration) => migration.action === 'do')
    .map((migration) => ({
      file: path.basename(migration.filename),
      md5: migration.md5,
      sql: migration.getSql(),
    }));
}

/**
 * Brings the schema up to date with the SQL files of server/migrations/, the same files on PGlite and
 * on PostgreSQL. Processes starting at once (one per core, several machines) take turns. `version`:
 * up to which migration (the tests of an upgrade).
 */
export async function migrate(db: Database, version = 'max'): Promise<void> {
  // Postgrator finds nothing to do in a folder without migrations: a wrong folder must not pass.
  if (!readdirSync(FOLDER).some((name) => name.endsWith('.sql'))) {
    throw new Error(`No migrations in ${FOLDER}.`);
  }
  await db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const postgrator = new Postgrator({
        migrationPattern: MIGRATIONS,
        driver: 'pg',
        schemaTable: SCHEMA_TABLE,
        execQuery: async (query) => ({ rows: await session.query(query) }),
        execSqlScript: (script) => session.script(script),
      });
      await postgrator.migrate(version);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
