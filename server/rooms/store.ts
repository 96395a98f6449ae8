import type { Database } from '../db/database.ts';
import type { RoomPhase } from '../../machines/room/protocol.ts';

/** A room as the database keeps it (server/migrations/003.do.rooms.sql). */
export interface RoomRow {
  code: string;
  /** The room machine's persisted snapshot (machines/room/persist.ts). */
  snapshot: unknown;
  /** Each player's id and the SHA-256 of their seat's token. */
  seats: Record<string, string>;
  phase: RoomPhase;
}

/** Writes a room's row (a new one or over the last), closed when its phase is `closed`. */
export async function saveRoom(db: Database, row: RoomRow, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO rooms (code, snapshot, seats, phase, updated_at, closed_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5::timestamptz,
             CASE WHEN $4 = 'closed' THEN $5::timestamptz END)
     ON CONFLICT (code) DO UPDATE SET snapshot = EXCLUDED.snapshot, seats = EXCLUDED.seats,
       phase = EXCLUDED.phase, updated_at = EXCLUDED.updated_at, closed_at = EXCLUDED.closed_at`,
    [
      row.code,
      JSON.stringify(row.snapshot),
      JSON.stringify(row.seats),
      row.phase,
      at.toISOString(),
    ],
  );
}

/** The rooms a start restores: not closed, and written since `since`. */
export async function openRooms(db: Database, since: Date): Promise<RoomRow[]> {
  const rows = await db.query<{
    code: string;
    snapshot: unknown;
    seats: unknown;
    phase: string;
  }>(
    `SELECT code, snapshot, seats, phase FROM rooms
     WHERE closed_at IS NULL AND updated_at >= $1::timestamptz ORDER BY code`,
    [since.toISOString()],
  );
  // jsonb comes back parsed from node-postgres and PGlite alike; a text copy would be parsed here.
  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return rows.map((row) => ({
    code: row.code,
    snapshot: parsed(row.snapshot),
    seats: parsed(row.seats) as Record<string, string>,
    phase: row.phase as RoomPhase,
  }));
}

/** Whether a code is taken by a row (a room of another process, or one closed less than a day ago). */
export async function codeTaken(db: Database, code: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM rooms WHERE code = $1', [code]);
  return rows.length > 0;
}

/**
 * Deletes the rows of rooms closed or finished before `before`, and of rooms nobody has touched since
 * then (a room of a process that stopped for good): a room's data lasts a day after its end.
 */
export async function forgetRooms(db: Database, before: Date): Promise<number> {
  const rows = await db.query(
    `DELETE FROM rooms WHERE updated_at < $1::timestamptz OR closed_at < $1::timestamptz
     RETURNING 1`,
    [before.toISOString()],
  );
  return rows.length;
}
