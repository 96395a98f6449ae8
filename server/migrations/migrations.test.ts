import { describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { describeSchema } from '../db/schemaDescription.ts';
import applied from './checksums.json' with { type: 'json' };

/**
 * The rules of server/migrations/ (docs/community-api.md, "Adding a migration"): an applied migration
 * is never edited, the schema they make is the committed one, and a DROP says why it may lose data.
 */

/** The migrations written before the DROP rule; 002's two DROPs are explained in its comments. */
const LAST_BEFORE_THE_DROP_RULE = 3;

const versionOf = (file: string) => Number(file.split('.')[0]);

describe('the migrations', () => {
  it('keep every applied migration as it was applied (Postgrator’s MD5s, committed)', async () => {
    const files = new Map((await migrationFiles()).map((each) => [each.file, each.md5]));
    for (const [file, md5] of Object.entries(applied)) {
      expect(files.has(file), `${file} is applied and must stay`).toBe(true);
      expect(files.get(file), `${file} was edited after it was applied: add a new migration`).toBe(
        md5,
      );
    }
  });

  it('record each new migration’s checksum, its version after every applied one', async () => {
    const last = Math.max(...Object.keys(applied).map(versionOf));
    for (const { file, md5 } of await migrationFiles()) {
      if (file in applied) continue;
      expect
        .soft(versionOf(file), `${file} must come after the applied ${last}`)
        .toBeGreaterThan(last);
      expect.soft(file, `add "${file}": "${md5}" to server/migrations/checksums.json`).toBe(null);
    }
  });

  it('make the committed schema (update: npx vitest run server/migrations -u)', async () => {
    const db = await openPglite('memory://', 10_000);
    try {
      await migrate(db);
      await expect(await describeSchema(db)).toMatchFileSnapshot('./schema.snapshot');
    } finally {
      await db.close();
    }
    // An embedded database starts in seconds, longer on a loaded machine.
  }, 120_000);

  it('drop nothing without an allow-drop comment that says why', async () => {
    for (const { file, sql } of await migrationFiles()) {
      if (versionOf(file) <= LAST_BEFORE_THE_DROP_RULE) continue;
      expect(unallowedDrops(sql), `${file}: add "-- allow-drop: <why>" above each`).toEqual([]);
    }
  });
});

describe('the DROP rule', () => {
  it('finds each DROP that loses something and has no allow-drop comment', async () => {
    const before = (await migrationFiles()).find((each) => versionOf(each.file) === 2)!;
    // 002's comments say "DROP" too: only its two statements are found.
    expect(unallowedDrops(before.sql)).toEqual([
      'DROP TABLE results_unpartitioned',
      'DROP TABLE address_quota',
    ]);
    expect(
      unallowedDrops(`ALTER TABLE results
  DROP COLUMN verdicts;
-- allow-drop:
DROP INDEX rooms_open;
ALTER TABLE rooms ALTER COLUMN phase DROP NOT NULL, ALTER COLUMN phase DROP DEFAULT;
SELECT 'DROP TABLE rooms', "drop" FROM rooms;`),
    ).toEqual(['ALTER TABLE results DROP COLUMN verdicts', 'DROP INDEX rooms_open']);
  });

  it('takes an allow-drop comment with its reason, above the statement or within it', () => {
    expect(
      unallowedDrops(`-- allow-drop: verdicts were never read (issue #99)
ALTER TABLE results
  DROP COLUMN verdicts;
CREATE TABLE later (id integer);
ALTER TABLE later /* allow-drop: made above, never used */ DROP COLUMN id;`),
    ).toEqual([]);
  });
});

/**
 * The statements of `sql` that drop something (a table, a column, an index, a constraint ...; not
 * DROP NOT NULL, DEFAULT, IDENTITY or EXPRESSION) with no `allow-drop: <reason>` comment before them
 * or within them, each on one line without its comments. A DROP in a comment or a quoted string is none.
 */
function unallowedDrops(sql: string): string[] {
  const code = withoutCommentsAndQuotes(sql);
  const found: string[] = [];
  let start = 0;
  for (let end = 0; end <= code.length; end++) {
    if (end < code.length && code[end] !== ';') continue;
    const statement = code.slice(start, end);
    const original = sql.slice(start, end);
    if (
      /\bdrop\b(?!\s+(not\s+null|default|identity|expression)\b)/i.test(statement) &&
      !/allow-drop:[ \t]*\S/.test(original)
    ) {
      found.push(statement.replace(/\s+/g, ' ').trim());
    }
    start = end + 1;
  }
  return found;
}

/** `sql` with its comments, strings and quoted names blanked out, each character where it was. */
function withoutCommentsAndQuotes(sql: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  return sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^']|'')*'|"(?:[^"]|"")*"/g, blank);
}
