import { randomBytes } from 'node:crypto';
import type { Database } from './db/database.ts';
import { dayKey } from './privacy.ts';

/** A puzzle's day key: its random salt, kept in the database (shared by every process), under the salt. */
export interface DayKeys {
  /** The key of puzzle `puzzle`'s day; its salt is made by the first process to ask. */
  keyOf(puzzle: number): Promise<Buffer>;
  /** Forgets the keys of puzzles before `puzzle` (their salts are deleted with their rows). */
  forgetBefore(puzzle: number): void;
}

export function dayKeys(db: Database, salt: string): DayKeys {
  const keys = new Map<number, Promise<Buffer>>();
  const read = async (puzzle: number): Promise<Buffer> => {
    // The first of several processes to ask makes the salt; the others read the one it made. A
    // process whose insert waited on a racing one's does not see its row in the same statement, so
    // it asks once more.
    const [made] = await db.query<{ salt: Buffer }>(
      `WITH made AS (
         INSERT INTO puzzle_salts (puzzle, salt) VALUES ($1::integer, $2::bytea)
         ON CONFLICT (puzzle) DO NOTHING RETURNING salt
       )
       SELECT salt FROM made UNION ALL SELECT salt FROM puzzle_salts WHERE puzzle = $1::integer`,
      [puzzle, randomBytes(32)],
    );
    const kept =
      made ??
      (
        await db.query<{ salt: Buffer }>(
          'SELECT salt FROM puzzle_salts WHERE puzzle = $1::integer',
          [puzzle],
        )
      )[0];
    if (!kept) throw new Error(`No salt could be kept for puzzle ${puzzle}.`);
    return dayKey(salt, Buffer.from(kept.salt));
  };
  return {
    keyOf(puzzle) {
      let key = keys.get(puzzle);
      if (!key) {
        key = read(puzzle);
        keys.set(puzzle, key);
        // A database that could not answer is asked again by the next request.
        key.catch(() => keys.delete(puzzle));
      }
      return key;
    },
    forgetBefore(puzzle) {
      for (const each of keys.keys()) if (each < puzzle) keys.delete(each);
    },
  };
}
