/**
 * The one store the API has: PostgreSQL, embedded (PGlite) or a server (node-postgres). Both speak
 * the same SQL; this is the little the rest of the service needs of either.
 */
export interface Session {
  /** One parameterised statement; its rows. */
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** A script of several statements, no parameters (the migrations). */
  script(text: string): Promise<void>;
}

export interface Database extends Session {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` on one connection of its own (a migration under its lock). */
  session<T>(work: (session: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The database cannot answer now: down, unreachable, too slow (the statement timed out), full or out
 * of connections. The API answers 503 and the game shows no numbers. `maybeDone` when the statement
 * was sent and no answer came (a frozen server, a lost connection, a wait given up while it ran): it
 * may have been carried out all the same. Otherwise it was not.
 */
export class DatabaseUnavailable extends Error {
  constructor(
    readonly reason: string,
    readonly maybeDone = false,
  ) {
    super(`The database is unavailable (${reason})`);
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * SQLSTATE classes that mean our statement is wrong (syntax or access 42, data 22, integrity 23,
 * cardinality 21): a bug to fix, not an outage to wait out.
 */
const STATEMENT_FAULTS = ['21', '22', '23', '42'];

/**
 * What a failed statement means to a caller: a bug (rethrown as is) or an outage (DatabaseUnavailable).
 * The server's own refusal (an SQLSTATE: a statement cancelled by its timeout, a shutdown) undid the
 * statement; a failure without one after the statement was `sent` leaves its fate unknown.
 */
export function classify(error: unknown, sent = false): Error {
  if (error instanceof DatabaseUnavailable) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
    return STATEMENT_FAULTS.includes(code.slice(0, 2))
      ? (error as Error)
      : new DatabaseUnavailable(`SQLSTATE ${code}`);
  }
  if (typeof code === 'string') return new DatabaseUnavailable(code, sent);
  const message = error instanceof Error ? error.message : String(error);
  return new DatabaseUnavailable(message.slice(0, 80), sent);
}

/**
 * Rejects with DatabaseUnavailable (`onTimeout` says whether the work may still be carried out) once
 * nothing has come back for `ms` (`moved()` is when something last did, or when this wait began if later). A wait in a long
 * line that keeps moving is never given up, however slow the machine. Before giving up, the events
 * already arrived are read (an immediate runs after them): a process too busy to read its answers is
 * not a database that gives none.
 */
export function whileMoving<T>(
  work: Promise<T>,
  ms: number,
  moved: () => number,
  onTimeout = () => false,
): Promise<T> {
  const began = performance.now();
  let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
  const stuck = new Promise<never>((_, fail) => {
    const look = (looked: boolean) => {
      const still = performance.now() - Math.max(began, moved());
      if (still < ms) timer = setTimeout(look, ms - still, false);
      else if (!looked) timer = setImmediate(look, true);
      else fail(new DatabaseUnavailable('timed out', onTimeout()));
    };
    timer = setTimeout(look, ms, false);
  });
  return Promise.race([work, stuck]).finally(() => {
    clearTimeout(timer as NodeJS.Timeout);
    clearImmediate(timer as NodeJS.Immediate);
  });
}
