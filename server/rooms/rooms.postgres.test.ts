import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { startPostgres } from '../test/postgresCluster.ts';
import { roomsSuite } from './roomsSuite.ts';

// A real PostgreSQL server (Debian's, as in production), started in a throwaway folder.
roomsSuite('PostgreSQL', async () => {
  const cluster = await startPostgres();
  const db = openPostgres(cluster.url, { timeoutMs: 2000, poolSize: 5 });
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.close();
      cluster.stop();
    },
  };
});
