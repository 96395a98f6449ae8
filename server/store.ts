import { DAILY_TRIES, type DailyMode } from '../machines/dailyModes.ts';
import { DatabaseUnavailable, type Database } from './db/database.ts';
import { makePartitions } from './partitions.ts';
import type { Verdict } from '../machines/rules/verdict.ts';

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
  verdicts: readonly Verdict[];
}

/** The play a browser's result counted, as kept: its verdicts unknown for one kept before they were. */
export interface CountedPlay {
  solved: boolean;
  tries: number;
  verdicts: Verdict[] | null;
}

export type AddOutcome =
  | { outcome: 'counted'; numbers: PuzzleNumbers }
  | { outcome: 'repeat'; counted: CountedPlay }
  | { outcome: 'overQuota' };

/**
 * The result's own statement failed in a way that leaves its fate unknown: sent, then no answer in
 * time (the server frozen, the connection lost). It may have been kept; sent again, it is told as a
 * repeat if it was, and counted if it was not.
 */
export class ResultMaybeKept extends Error {
  constructor(readonly reason: string) {
    super(`The result may have been kept (${reason})`);
    this.name = 'ResultMaybeKept';
  }
}

const VERDICT_LETTERS: Record<Verdict, string> = {
  correct: 'c',
  partial: 'p',
  wrong: 'w',
  skipped: 's',
};
const VERDICTS_BY_LETTER = new Map(
  Object.entries(VERDICT_LETTERS).map(([verdict, letter]) => [letter, verdict as Verdict]),
);

interface PlayRow {
  solved: boolean;
  tries: number;
  verdicts: string | null;
}

const playOf = (row: PlayRow): CountedPlay => ({
  solved: row.solved,
  tries: row.tries,
  verdicts: row.verdicts === null ? null : [...row.verdicts].map((l) => VERDICTS_BY_LETTER.get(l)!),
});

/** SQLSTATE 23514 on an insert into a partitioned table: no partition takes the row's puzzle. */
const noPartition = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23514' &&
  /no partition/.test((error as Error).message);

/** Runs `work`, and once more after making the puzzle's partitions if they were missing. */
async function onPartitions<T>(db: Database, puzzle: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!noPartition(error)) throw error;
    await makePartitions(db, [puzzle]);
    return work();
  }
}

const readCounted = async (db: Database, { puzzle, mode, player }: NewResult) =>
  (
    await db.query<PlayRow>(
      `SELECT solved, tries, verdicts FROM results
        WHERE puzzle = $1::integer AND mode = $2::text AND player = $3::bytea`,
      [puzzle, mode, player],
    )
  ).map(playOf)[0];

/**
 * Adds a result in two transactions, one after the other, so that the quota row and the result row
 * are never written by one transaction (whose id would pair a network's key with a play):
 *
 * 1. Unless this browser has a result for the puzzle already, take one of its network's quota.
 * 2. Keep the result and add it to one tally row, in one statement. The primary key makes a repeat,
 *    even one racing its twin, count nothing.
 *
 * A repeat takes no quota (save the rare racing twin's) and is answered with the play that counted.
 * When the first step fails, nothing was counted (the database is unavailable); when the second
 * fails with its fate unknown, ResultMaybeKept.
 */
export async function addResult(
  db: Database,
  result: NewResult,
  resultsPerPuzzle: number,
): Promise<AddOutcome> {
  const { puzzle, mode, player, address } = result;
  const [quota] = await onPartitions(db, puzzle, () =>
    db.query<PlayRow & { taken: boolean }>(
      `WITH prior AS (
         SELECT solved, tries, verdicts FROM results
          WHERE puzzle = $1::integer AND mode = $2::text AND player = $3::bytea
       ), taken AS (
         INSERT INTO address_quota AS q (puzzle, mode, address, added)
         SELECT $1::integer, $2::text, $4::bytea, 1 WHERE NOT EXISTS (SELECT 1 FROM prior)
         ON CONFLICT (puzzle, mode, address) DO UPDATE SET added = q.added + 1
           WHERE q.added < $5::integer
         RETURNING 1
       )
       SELECT prior.solved, prior.tries, prior.verdicts, EXISTS (SELECT 1 FROM taken) AS taken
         FROM (SELECT 1) AS one LEFT JOIN prior ON true`,
      [puzzle, mode, player, address, resultsPerPuzzle],
    ),
  );
  if (quota!.solved !== null) return { outcome: 'repeat', counted: playOf(quota!) };
  if (!quota!.taken) return { outcome: 'overQuota' };

  const outcome = result.solved ? result.tries : 0;
  let counted: { counted: boolean; tallies: Pick<TallyRow, 'outcome' | 'players'>[] };
  try {
    // The puzzle's tallies come back with it (one round trip less), as they were before this
    // result: its own is added below.
    const [row] = await db.query<typeof counted>(
      `WITH added AS (
         INSERT INTO results (puzzle, mode, player, solved, tries, verdicts)
         VALUES ($1::integer, $2::text, $3::bytea, $4::boolean, $5::smallint, $6::text)
         ON CONFLICT DO NOTHING
         RETURNING 1
       ), tally AS (
         INSERT INTO tallies AS t (puzzle, mode, outcome, shard, players)
         SELECT $1::integer, $2::text, $7::smallint, $8::smallint, 1 FROM added
         ON CONFLICT (puzzle, mode, outcome, shard) DO UPDATE SET players = t.players + 1
         RETURNING 1
       )
       SELECT EXISTS (SELECT 1 FROM added) AS counted,
              (SELECT coalesce(json_agg(json_build_object('outcome', outcome, 'players', players)), '[]')
                 FROM (SELECT outcome, sum(players)::integer AS players FROM tallies
                        WHERE puzzle = $1::integer AND mode = $2::text GROUP BY outcome) AS each
              ) AS tallies`,
      [
        puzzle,
        mode,
        player,
        result.solved,
        result.tries,
        result.verdicts.map((verdict) => VERDICT_LETTERS[verdict]).join(''),
        outcome,
        player[0]! % TALLY_SHARDS,
      ],
    );
    counted = row!;
  } catch (error) {
    if (error instanceof DatabaseUnavailable && error.maybeDone) {
      throw new ResultMaybeKept(error.reason);
    }
    throw error;
  }
  if (counted.counted) {
    return {
      outcome: 'counted',
      numbers: numbersOf([...counted.tallies, { outcome, players: 1 }]),
    };
  }
  // Its twin, sent at the same moment, counted first.
  const twin = await readCounted(db, result);
  return {
    outcome: 'repeat',
    counted: twin ?? { solved: result.solved, tries: result.tries, verdicts: [...result.verdicts] },
  };
}

interface TallyRow {
  puzzle: number;
  mode: string;
  outcome: number;
  players: number;
}

function numbersOf(rows: readonly Pick<TallyRow, 'outcome' | 'players'>[]): PuzzleNumbers {
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
