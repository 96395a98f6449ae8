import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pLimit from 'p-limit';
import pg from 'pg';
import { classify, DatabaseUnavailable, type Database, type Session } from './database.ts';

export interface PostgresOptions {
  /** How long a statement may run, on the server and as the client waits for it. */
  timeoutMs: number;
  /** Connections this process keeps. */
  poolSize: number;
  /**
   * Statements that may wait for a connection beyond the pool's: one more is refused at once
   * (DatabaseUnavailable 'busy', a 503). Unless told, 50 per connection.
   */
  maxWaiting?: number;
}

/** A statement turned away because the line for a connection was full. */
const BUSY = 'busy: too many statements waiting for a connection';
/** The waiting statements given up because no connection came free (the server answers nothing). */
const STUCK = 'no connection came free';

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

/**
 * A PostgreSQL server named by a connection string (`DATABASE_URL`).
 *
 * Statements wait for a connection in a line of this module's, at most `poolSize` at once on the
 * pool, so that the pool's own connection timeout bounds only the opening of a connection, never a
 * wait in line. A wait is bounded by what the server does, not by the clock of a busy machine: a
 * statement waits as long as the line moves, and the whole line is given up (503) once no statement
 * has come back for `timeoutMs` (a server that answers nothing). A line longer than `maxWaiting` is
 * refused at once. A burst is thus answered the same on a fast machine and on a loaded one.
 */
export function openPostgres(
  url: string,
  { timeoutMs, poolSize, maxWaiting = 50 * poolSize }: PostgresOptions,
): Database {
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
  const onConnection = async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
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

  const line = pLimit({ concurrency: poolSize, rejectOnClear: true });
  /** When the line last moved: a statement came back, or the line began to wait. */
  let moved = performance.now();
  let watch: NodeJS.Timeout | undefined;
  const watchLine = (looked = false) => {
    watch = undefined;
    if (line.pendingCount === 0) return;
    const still = performance.now() - moved;
    if (still < timeoutMs) watch = setTimeout(watchLine, timeoutMs - still);
    // Answers that arrived while this process was too busy to read them are read first (the
    // immediate runs after the sockets' events): a stalled process is not a stalled server.
    else if (!looked) setImmediate(() => watchLine(true));
    else line.clearQueue();
  };
  const withClient = async <T>(work: (session: Session) => Promise<T>): Promise<T> => {
    if (line.pendingCount >= maxWaiting) throw new DatabaseUnavailable(BUSY);
    // The first to wait starts the watch: the line has not stood still yet.
    if (line.activeCount >= poolSize && line.pendingCount === 0) moved = performance.now();
    const turn = line(async () => {
      try {
        const done = await onConnection(work);
        moved = performance.now();
        return done;
      } catch (error) {
        // A statement the server refused (a bug) came back all the same; an outage did not.
        if (!(error instanceof DatabaseUnavailable)) moved = performance.now();
        throw error;
      }
    });
    if (line.pendingCount > 0) watch ??= setTimeout(watchLine, timeoutMs, false);
    try {
      return await turn;
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw new DatabaseUnavailable(STUCK);
      throw error;
    }
  };
  return {
    kind: 'postgres',
    query: (text, params) => withClient((session) => session.query(text, params)),
    script: (text) => withClient((session) => session.script(text)),
    session: withClient,
    close: () => {
      clearTimeout(watch);
      line.clearQueue();
      return pool.end();
    },
  };
}
