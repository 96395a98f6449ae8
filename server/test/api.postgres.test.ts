import pg from 'pg';
import { openPostgres } from '../db/postgres.ts';
import { migrate } from '../db/migrate.ts';
import { apiSuite } from './apiSuite.ts';
import { startPostgres } from './postgresCluster.ts';

const TIMEOUT_MS = 2000;

// A real PostgreSQL server (Debian's, as in production), started in a throwaway folder and stopped
// after the suite, whether it passed or not.
apiSuite(
  'PostgreSQL',
  async () => {
    const cluster = await startPostgres();
    const db = openPostgres(cluster.url, { timeoutMs: TIMEOUT_MS, poolSize: 10 });
    await migrate(db);
    // Migrating twice (a second process starting) changes nothing.
    await migrate(db);
    return {
      db,
      // Another session holds the tables: the API's statements wait until their timeout cancels them.
      stall: async () => {
        const holder = new pg.Client(cluster.url);
        await holder.connect();
        await holder.query('BEGIN');
        await holder.query('LOCK TABLE results, tallies, address_quota IN ACCESS EXCLUSIVE MODE');
        return async () => {
          await holder.query('ROLLBACK');
          await holder.end();
        };
      },
      // A server that is not there: the port the cluster had once it is stopped is no use, so a
      // port nothing listens on.
      unreachable: async () =>
        openPostgres('postgres://postgres@127.0.0.1:9/postgres', {
          timeoutMs: TIMEOUT_MS,
          poolSize: 2,
        }),
      bulk: async (script) => {
        const client = new pg.Client(cluster.url);
        await client.connect();
        try {
          await client.query(script);
        } finally {
          await client.end();
        }
      },
      bulkRows: 1_000_000,
      close: async () => {
        await db.close();
        cluster.stop();
      },
    };
  },
  TIMEOUT_MS,
);
