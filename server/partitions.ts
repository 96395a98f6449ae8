import type { Database } from './db/database.ts';

/**
 * A puzzle's rows of `results` and `address_quota` are a partition of each (results_p27,
 * address_quota_p27): made before the puzzle takes results, dropped whole once it is closed, in
 * constant time whatever their number (server/migrations/002).
 */
const PARTITIONED = ['results', 'address_quota'] as const;

/**
 * How each table's partitions are kept: a network's quota rows are unlogged (never in the WAL, so in
 * no replica or backup; a crash empties them, and every quota starts afresh), results are durable.
 */
const KEPT: Record<(typeof PARTITIONED)[number], string> = {
  results: 'TABLE',
  address_quota: 'UNLOGGED TABLE',
};

/** Any fixed number: processes making partitions at once take turns. */
const PARTITION_LOCK = 720_329;

/**
 * How long dropping a partition may wait for the tables: a DROP queues every insert behind its lock,
 * so it gives way to a long reader at once and is tried at the next clean-up.
 */
const DROP_LOCK_TIMEOUT = '500ms';

const puzzleOf = (table: string) => Number(/_p(\d+)$/.exec(table)?.[1] ?? NaN);

const check = (puzzle: number) => {
  // Partition names are written into the statements: a whole number only, never a request's text.
  if (!Number.isSafeInteger(puzzle) || puzzle < 1) throw new Error(`Not a puzzle: ${puzzle}`);
  return puzzle;
};

/** Makes the partitions of `puzzles` that do not exist yet. */
export async function makePartitions(db: Database, puzzles: readonly number[]): Promise<void> {
  const statements = puzzles
    .map(check)
    .flatMap((puzzle) =>
      PARTITIONED.map(
        (table) =>
          `CREATE ${KEPT[table]} IF NOT EXISTS ${table}_p${puzzle} PARTITION OF ${table} FOR VALUES IN (${puzzle})`,
      ),
    );
  await inTransaction(db, [`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`, ...statements]);
}

/** The puzzles that have partitions, oldest first. */
export async function partitionedPuzzles(db: Database): Promise<number[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'results'::regclass OR i.inhparent = 'address_quota'::regclass`,
  );
  return [...new Set(rows.map((row) => puzzleOf(row.name)))]
    .filter(Number.isSafeInteger)
    .sort((a, b) => a - b);
}

/**
 * Forgets what puzzles that take no more results (`before`: the oldest that still does) no longer
 * need: their results rows (kept only to tell a repeat, which can no longer come), their quota rows
 * and their day's salt. Their tallies, the numbers they publish, stay. Returns the puzzles dropped.
 */
export async function forgetClosedPuzzles(db: Database, before: number): Promise<number[]> {
  const closed = (await partitionedPuzzles(db)).filter((puzzle) => puzzle < before);
  for (const puzzle of closed) {
    await inTransaction(db, [
      `SET LOCAL lock_timeout = '${DROP_LOCK_TIMEOUT}'`,
      ...PARTITIONED.map((table) => `DROP TABLE IF EXISTS ${table}_p${check(puzzle)}`),
      `DELETE FROM puzzle_salts WHERE puzzle = ${puzzle}`,
    ]);
  }
  // Salts of puzzles that never had a partition (asked for by the rate limiter alone).
  await db.query('DELETE FROM puzzle_salts WHERE puzzle < $1::integer', [before]);
  return closed;
}

async function inTransaction(db: Database, statements: readonly string[]): Promise<void> {
  await db.session(async (session) => {
    await session.query('BEGIN');
    try {
      for (const statement of statements) await session.query(statement);
      await session.query('COMMIT');
    } catch (error) {
      await session.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}
