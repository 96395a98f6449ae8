import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { classify, withTimeout, type Database, type Session } from './database.ts';

/**
 * PostgreSQL compiled to WebAssembly, in this process, its data in `dataDir` (`memory://` keeps it in
 * memory): the default store, so that the game and the API run with nothing to install. One process
 * owns a data folder; it runs one statement at a time.
 */
export async function openPglite(dataDir: string, timeoutMs: number): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      // A statement runs on this thread and cannot be cut short; the caller stops waiting.
      return await withTimeout(work(), timeoutMs);
    } catch (error) {
      throw classify(error);
    }
  };
  const session: Session = {
    query: <Row>(text: string, params: readonly unknown[] = []) =>
      guard(async () => (await db.query<Row>(text, [...params])).rows),
    script: (text) => guard(async () => void (await db.exec(text))),
  };
  return {
    kind: 'pglite',
    ...session,
    session: (work) => work(session),
    close: () => db.close(),
  };
}
