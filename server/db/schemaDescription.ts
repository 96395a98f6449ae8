import type { Database } from './database.ts';

/**
 * The public schema as a text that changes with any table, column (its type, nullability, default),
 * constraint, index, partitioning, persistence, view, sequence, function or trigger. Partitions
 * (made by the API at run time) and Postgrator's own table are left out.
 */
export async function describeSchema(db: Database): Promise<string> {
  const lines: string[] = [];
  const tables = await db.query<{
    oid: number;
    name: string;
    kind: string;
    unlogged: boolean;
    partitioned: string | null;
  }>(
    `SELECT c.oid::integer AS oid, c.relname AS name, c.relkind::text AS kind,
            c.relpersistence = 'u' AS unlogged,
            CASE WHEN c.relkind = 'p' THEN pg_get_partkeydef(c.oid) END AS partitioned
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT c.relispartition AND c.relname <> 'schema_migrations'
      ORDER BY c.relname`,
  );
  for (const table of tables) {
    const traits = [
      table.unlogged && 'unlogged',
      table.partitioned && `partition by ${table.partitioned}`,
    ];
    lines.push(
      `${KINDS[table.kind] ?? table.kind} ${table.name}${traits
        .filter(Boolean)
        .map((each) => `, ${each}`)
        .join('')}`,
    );
    const columns = await db.query<{
      name: string;
      type: string;
      notnull: boolean;
      fallback: string | null;
    }>(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
              pg_get_expr(d.adbin, d.adrelid) AS fallback
         FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = $1::oid AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum`,
      [table.oid],
    );
    for (const column of columns) {
      lines.push(
        `  column ${column.name} ${column.type}${column.notnull ? ' not null' : ''}${column.fallback === null ? '' : ` default ${column.fallback}`}`,
      );
    }
    const constraints = await db.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition
         FROM pg_constraint WHERE conrelid = $1::oid AND contype <> 'n' ORDER BY conname`,
      [table.oid],
    );
    for (const each of constraints) lines.push(`  constraint ${each.name} ${each.definition}`);
    const indexes = await db.query<{ definition: string }>(
      `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index i
         JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = $1::oid ORDER BY c.relname`,
      [table.oid],
    );
    for (const each of indexes) lines.push(`  index ${each.definition}`);
    const triggers = await db.query<{ definition: string }>(
      `SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger
        WHERE tgrelid = $1::oid AND NOT tgisinternal ORDER BY tgname`,
      [table.oid],
    );
    for (const each of triggers) lines.push(`  trigger ${each.definition}`);
  }
  const functions = await db.query<{ definition: string }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' ORDER BY 1`,
  );
  for (const each of functions) lines.push(`function ${each.definition}`);
  return `${lines.join('\n')}\n`;
}

const KINDS: Record<string, string> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized view',
  S: 'sequence',
  f: 'foreign table',
};
