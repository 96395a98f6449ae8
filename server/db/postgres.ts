import { createHash } from 'node:crypto';
import pg from 'pg';
import { classify, type Database, type Session } from './database.ts';

export interface PostgresOptions {
  /** How long a statement may run, on the server and as the client waits for it. */
  timeoutMs: number;
  /** Connections this process keeps. */
  poolSize: number;
}

const names = new Map<string, string>();
/** A named statement is parsed and planned once per connection, not at every request. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `earshot_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** A PostgreSQL server named by a connection string (`DATABASE_URL`). */
export function openPostgres(url: string, { timeoutMs, poolSize }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer is an outage to report at once, not a queue of waiting players.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    application_name: 'earshot-community-api',
  });
  // An idle connection the server dropped (a restart, a failover) is replaced on the next query; it
  // must not bring the process down.
  pool.on('error', () => {});
  const on = (client: pg.Pool | pg.PoolClient): Session => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      try {
        return (await client.query({ name: nameOf(text), text, values: [...params] }))
          .rows as Row[];
      } catch (error) {
        throw classify(error);
      }
    },
    async script(text) {
      try {
        await client.query(text);
      } catch (error) {
        throw classify(error);
      }
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async session(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classify(error);
      }
      try {
        return await work(on(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
