import { createHash } from 'node:crypto';
import pg from 'pg';
import { classify, DatabaseUnavailable, type Database, type Session } from './database.ts';

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

/**
 * How much longer than the server's own statement timeout the client waits for an answer. A slow
 * statement is then cancelled by the server (SQLSTATE 57014: undone, nothing kept) before the client
 * gives up; the client's own timeout fires only when the server cannot answer at all (frozen, cut
 * off), when a statement's fate is unknown.
 */
const CLIENT_MARGIN_MS = 1000;

/** A PostgreSQL server named by a connection string (`DATABASE_URL`). */
export function openPostgres(url: string, { timeoutMs, poolSize }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // A server that does not answer is an outage to report at once, not a queue of waiting players.
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs + CLIENT_MARGIN_MS,
    statement_timeout: timeoutMs,
    application_name: 'earshot-community-api',
  });
  // An idle connection the server dropped (a restart, a failover) is replaced on the next query; it
  // must not bring the process down.
  pool.on('error', () => {});
  const connect = async () => {
    try {
      return await pool.connect();
    } catch (error) {
      // Nothing was sent.
      throw classify(error);
    }
  };
  const on = (client: pg.PoolClient): Session => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      try {
        // A statement with parameters is named: parsed and planned once per connection. One without
        // (a partition's DDL, BEGIN) is not, so that no name is kept for text that changes daily.
        const config = params.length ? { name: nameOf(text), text, values: [...params] } : { text };
        return (await client.query(config)).rows as Row[];
      } catch (error) {
        throw classify(error, true);
      }
    },
    async script(text) {
      try {
        await client.query(text);
      } catch (error) {
        throw classify(error, true);
      }
    },
  });
  /**
   * Gives a connection back to the pool, or closes it after a failure that left it in doubt (no
   * answer in time: the server may still be running the statement on it).
   */
  const release = (client: pg.PoolClient, error?: unknown) =>
    client.release(error instanceof DatabaseUnavailable && error.maybeDone ? error : undefined);
  const withClient = async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
    const client = await connect();
    try {
      const done = await work(on(client));
      release(client);
      return done;
    } catch (error) {
      release(client, error);
      throw error;
    }
  };
  return {
    kind: 'postgres',
    query: (text, params) => withClient((session) => session.query(text, params)),
    script: (text) => withClient((session) => session.script(text)),
    session: withClient,
    close: () => pool.end(),
  };
}
