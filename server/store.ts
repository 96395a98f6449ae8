import { DAILY_TRIES, type DailyMode } from '../machines/dailyModes.ts';
import type { Database } from './db/database.ts';

/**
 * Tally rows per outcome of a puzzle: results added together land on different rows (by their
 * player key), so none waits long for another's row lock; a read sums at most this many rows per
 * outcome.
 */
export const TALLY_SHARDS = 16;

/** How a puzzle went for everyone: what the API publishes, and nothing else. */
export interface PuzzleNumbers {
  /** Players who finished it (solved or missed). */
  players: number;
  /** Players who found the answer ("N players have found it"). */
  solved: number;
  missed: number;
  /** Players who solved it in 1, 2, ... 6 tries (index 0: one try). */
  distribution: number[];
}

export const NO_NUMBERS: PuzzleNumbers = Object.freeze({
  players: 0,
  solved: 0,
  missed: 0,
  distribution: Object.freeze(Array.from({ length: DAILY_TRIES }, () => 0)) as number[],
});

/** A result ready to store, its keys already hashed (server/privacy.ts). */
export interface NewResult {
  puzzle: number;
  mode: DailyMode;
  player: Buffer;
  address: Buffer;
  solved: boolean;
  tries: number;
}

export type AddOutcome = 'counted' | 'repeat' | 'overQuota';

/**
 * Adds a result in one statement (so one atomic transaction, one round trip): unless this browser has
 * one for the puzzle already, it takes one of its address's quota for the puzzle, then keeps the
 * result and adds it to one tally row. The primary key makes a repeat, even one racing its twin,
 * count nothing; a repeat takes no quota (save the rare racing twin's).
 */
export async function addResult(
  db: Database,
  result: NewResult,
  resultsPerPuzzle: number,
): Promise<AddOutcome> {
  const outcome = result.solved ? result.tries : 0;
  const shard = result.player[0]! % TALLY_SHARDS;
  const [row] = await db.query<{ repeat: boolean; allowed: boolean; counted: boolean }>(
    `WITH prior AS (
       SELECT 1 FROM results WHERE puzzle = $1::integer AND mode = $2::text AND player = $3::bytea
     ), quota AS (
       INSERT INTO address_quota AS q (puzzle, mode, address, added)
       SELECT $1::integer, $2::text, $4::bytea, 1 WHERE NOT EXISTS (SELECT 1 FROM prior)
       ON CONFLICT (puzzle, mode, address) DO UPDATE SET added = q.added + 1
         WHERE q.added < $8::integer
       RETURNING 1
     ), added AS (
       INSERT INTO results (puzzle, mode, player, solved, tries)
       SELECT $1::integer, $2::text, $3::bytea, $5::boolean, $6::smallint FROM quota
       ON CONFLICT DO NOTHING
       RETURNING 1
     ), tally AS (
       INSERT INTO tallies AS t (puzzle, mode, outcome, shard, players)
       SELECT $1::integer, $2::text, $7::smallint, $9::smallint, 1 FROM added
       ON CONFLICT (puzzle, mode, outcome, shard) DO UPDATE SET players = t.players + 1
       RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM prior) AS repeat,
            EXISTS (SELECT 1 FROM quota) AS allowed,
            EXISTS (SELECT 1 FROM added) AS counted`,
    [
      result.puzzle,
      result.mode,
      result.player,
      result.address,
      result.solved,
      result.tries,
      outcome,
      resultsPerPuzzle,
      shard,
    ],
  );
  if (row!.counted) return 'counted';
  return row!.repeat || row!.allowed ? 'repeat' : 'overQuota';
}

interface TallyRow {
  puzzle: number;
  mode: string;
  outcome: number;
  players: number;
}

function numbersOf(rows: readonly TallyRow[]): PuzzleNumbers {
  const distribution = [...NO_NUMBERS.distribution];
  let missed = 0;
  for (const row of rows) {
    if (row.outcome === 0) missed += row.players;
    else distribution[row.outcome - 1] += row.players;
  }
  const solved = distribution.reduce((sum, each) => sum + each, 0);
  return { players: solved + missed, solved, missed, distribution };
}

/** The numbers of the given puzzles of every mode: `numbers.get(puzzle)?.get(mode)`, absent for none. */
export async function readNumbers(
  db: Database,
  puzzles: readonly number[],
  mode?: DailyMode,
): Promise<Map<number, Map<string, PuzzleNumbers>>> {
  const rows = await db.query<TallyRow>(
    `SELECT puzzle, mode, outcome, sum(players)::integer AS players
       FROM tallies
      WHERE puzzle = ANY($1::integer[]) AND ($2::text IS NULL OR mode = $2::text)
      GROUP BY puzzle, mode, outcome`,
    [puzzles, mode ?? null],
  );
  const grouped = new Map<number, Map<string, TallyRow[]>>();
  for (const row of rows) {
    const byMode = grouped.get(row.puzzle) ?? new Map<string, TallyRow[]>();
    grouped.set(row.puzzle, byMode);
    byMode.set(row.mode, [...(byMode.get(row.mode) ?? []), row]);
  }
  return new Map(
    [...grouped].map(([puzzle, byMode]) => [
      puzzle,
      new Map([...byMode].map(([each, tallies]) => [each, numbersOf(tallies)])),
    ]),
  );
}

/** One puzzle's numbers (all zero before anyone has finished it). */
export async function readPuzzleNumbers(
  db: Database,
  puzzle: number,
  mode: DailyMode,
): Promise<PuzzleNumbers> {
  return (await readNumbers(db, [puzzle], mode)).get(puzzle)?.get(mode) ?? NO_NUMBERS;
}

/**
 * Forgets what a puzzle that takes no more results (`before`: the oldest that still does) no longer
 * needs: its address keys, and its results rows (kept only to tell a repeat, which can no longer come).
 * Its tallies, the numbers it publishes, stay.
 */
export async function forgetClosedPuzzles(db: Database, before: number): Promise<void> {
  await db.query('DELETE FROM address_quota WHERE puzzle < $1::integer', [before]);
  await db.query('DELETE FROM results WHERE puzzle < $1::integer', [before]);
}
