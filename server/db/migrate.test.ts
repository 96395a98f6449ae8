import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { partitionedPuzzles } from '../partitions.ts';

describe('migration 002 on a database of the version before', () => {
  it('keeps every result of the open puzzles, each in its puzzle’s partition, and its tallies', async () => {
    const db = await openPglite('memory://', 5000);
    try {
      await migrate(db, '001');
      await db.script(
        `INSERT INTO results (puzzle, mode, player, solved, tries)
           SELECT 27 + g % 2, 'map', decode(lpad(to_hex(g), 32, '0'), 'hex'), g % 3 > 0, g % 6 + 1
             FROM generate_series(1, 500) AS g;
         INSERT INTO tallies VALUES (27, 'map', 1, 0, 250), (28, 'map', 1, 0, 250);
         INSERT INTO address_quota VALUES (27, 'map', '\\x01', 5);`,
      );
      await migrate(db);
      expect(await partitionedPuzzles(db)).toEqual([27, 28]);
      const kept = await db.query<{ puzzle: number; n: number; unknown: number }>(
        `SELECT puzzle, count(*)::integer AS n, count(*) FILTER (WHERE verdicts IS NULL)::integer AS unknown
           FROM results GROUP BY puzzle ORDER BY puzzle`,
      );
      expect(kept).toEqual([
        { puzzle: 27, n: 250, unknown: 250 },
        { puzzle: 28, n: 250, unknown: 250 },
      ]);
      expect(await db.query('SELECT sum(players)::integer AS n FROM tallies')).toEqual([
        { n: 500 },
      ]);
      // The quota rows were keyed another way; each network's quota starts afresh once.
      expect(await db.query('SELECT * FROM address_quota')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
