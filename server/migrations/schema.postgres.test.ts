import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { describeSchema } from '../db/schemaDescription.ts';
import { startPostgres, type Cluster } from '../test/postgresCluster.ts';
import type { Database } from '../db/database.ts';

// The committed description is written from PGlite (migrations.test.ts); production runs PostgreSQL.
describe('the migrations on PostgreSQL', () => {
  let cluster: Cluster;
  let db: Database;
  beforeAll(async () => {
    cluster = await startPostgres();
    db = openPostgres(cluster.url, { timeoutMs: 10_000, poolSize: 2 });
  });
  afterAll(async () => {
    await db?.close();
    cluster?.stop();
  });

  it('make the same schema as on PGlite, the committed one', async () => {
    await migrate(db);
    const committed = readFileSync(new URL('./schema.snapshot', import.meta.url), 'utf8');
    expect(await describeSchema(db)).toBe(committed);
  });
});
