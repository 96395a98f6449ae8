import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  classify,
  DatabaseUnavailable,
  whileMoving,
  type Database,
  type Session,
} from './database.ts';

/**
 * PostgreSQL compiled to WebAssembly, in this process, its data in `dataDir` (`memory://` keeps it in
 * memory): the default store, so that the game and the API run with nothing to install. One process
 * owns a data folder, and it runs one statement at a time.
 *
 * Statements wait their turn in a queue of this module's, so that a caller who gave up waiting (and
 * was answered 503) has its statement dropped before it runs, never run late: a refused result is not
 * counted afterwards. A caller gives up once no statement has come back for `timeoutMs` (one that
 * runs too long, a session that holds the database), never because the line ahead was long. A
 * statement under way cannot be cut short (it runs on this thread): one that outlasts the wait is
 * reported as maybe done.
 */
export async function openPglite(dataDir: string, timeoutMs: number): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  let tail: Promise<unknown> = Promise.resolve();
  /** When a statement last came back: the line moves. */
  let moved = 0;
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = tail.then(work).finally(() => {
      moved = performance.now();
    });
    tail = turn.catch(() => {});
    return turn;
  };
  const direct: Session = {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await db.query<Row>(text, [...params])).rows,
    script: async (text) => void (await db.exec(text)),
  };
  const queued = async <T>(work: () => Promise<T>): Promise<T> => {
    let gaveUp = false;
    let started = false;
    const turn = inTurn(() => {
      if (gaveUp) throw new DatabaseUnavailable('timed out waiting');
      started = true;
      return work();
    });
    try {
      return await whileMoving(
        turn,
        timeoutMs,
        () => moved,
        () => {
          gaveUp = true;
          return started;
        },
      );
    } catch (error) {
      throw classify(error);
    }
  };
  return {
    kind: 'pglite',
    query: (text, params) => queued(() => direct.query(text, params)),
    script: (text) => queued(() => direct.script(text)),
    // A session holds the queue for its whole work: nothing else runs in between.
    session: (work) =>
      inTurn(async () => {
        try {
          return await work(direct);
        } catch (error) {
          throw classify(error);
        }
      }),
    close: () => inTurn(() => db.close()),
  };
}
