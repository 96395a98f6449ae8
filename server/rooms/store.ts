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

/**
 * Writes a room's row (a new one or over the last) as process `owner`'s, its lease renewed for
 * `leaseMs` by the database's clock, closed (and no longer leased) when its phase is `closed`.
 * Whether it was written: a row another process has taken since is left alone (its owner writes it).
 */
export async function saveRoom(
  db: Database,
  row: RoomRow,
  at: Date,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const written = await db.query(
    `INSERT INTO rooms (code, snapshot, seats, phase, updated_at, closed_at, owner, lease_until)
     VALUES ($1, $2::jsonb, $3::jsonb, $4, $5::timestamptz,
             CASE WHEN $4 = 'closed' THEN $5::timestamptz END, $6,
             CASE WHEN $4 <> 'closed' THEN now() + $7::integer * interval '1 millisecond' END)
     ON CONFLICT (code) DO UPDATE SET snapshot = EXCLUDED.snapshot, seats = EXCLUDED.seats,
       phase = EXCLUDED.phase, updated_at = EXCLUDED.updated_at, closed_at = EXCLUDED.closed_at,
       lease_until = EXCLUDED.lease_until
     WHERE rooms.owner = EXCLUDED.owner
     RETURNING 1`,
    [
      row.code,
      JSON.stringify(row.snapshot),
      JSON.stringify(row.seats),
      row.phase,
      at.toISOString(),
      owner,
      leaseMs,
    ],
  );
  return written.length > 0;
}

/** What taking rooms looks for (claimRooms). */
export interface Claim {
  /** The process that takes them. */
  owner: string;
  leaseMs: number;
  /** Rooms written before this are not taken (left to housekeeping). */
  since: Date;
  /** One room only, or any. */
  code?: string;
  /** Take rooms another process holds too (one process alone on its database, at its start). */
  leased?: boolean;
  limit: number;
}

/**
 * Takes open rooms whose lease ran out (or every open room with `leased`) for `owner`, and returns
 * their rows to restore. Rows another process is taking at the same moment are skipped (SKIP
 * LOCKED), so that two processes never take one room.
 */
export async function claimRooms(db: Database, claim: Claim): Promise<RoomRow[]> {
  const rows = await db.query<{
    code: string;
    snapshot: unknown;
    seats: unknown;
    phase: string;
  }>(
    `UPDATE rooms SET owner = $1, lease_until = now() + $2::integer * interval '1 millisecond'
     WHERE code IN (
       SELECT code FROM rooms
       WHERE closed_at IS NULL AND updated_at >= $3::timestamptz
         AND ($4::text IS NULL OR code = $4::text)
         AND ($5::boolean OR lease_until IS NULL OR lease_until < now())
       ORDER BY updated_at DESC LIMIT $6 FOR UPDATE SKIP LOCKED)
     RETURNING code, snapshot, seats, phase`,
    [
      claim.owner,
      claim.leaseMs,
      claim.since.toISOString(),
      claim.code ?? null,
      claim.leased === true,
      claim.limit,
    ],
  );
  // jsonb comes back parsed from node-postgres and PGlite alike; a text copy would be parsed here.
  const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return rows
    .map((row) => ({
      code: row.code,
      snapshot: parsed(row.snapshot),
      seats: parsed(row.seats) as Record<string, string>,
      phase: row.phase as RoomPhase,
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** Renews `owner`'s leases of its open rooms; the codes it still holds (another may have taken one). */
export async function renewLeases(db: Database, owner: string, leaseMs: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `UPDATE rooms SET lease_until = now() + $2::integer * interval '1 millisecond'
     WHERE owner = $1 AND closed_at IS NULL RETURNING code`,
    [owner, leaseMs],
  );
  return rows.map((row) => row.code);
}

/** Lets `owner`'s rooms go (a process that stops): the next process to be asked takes them at once. */
export async function releaseRooms(db: Database, owner: string): Promise<void> {
  await db.query(
    'UPDATE rooms SET owner = NULL, lease_until = NULL WHERE owner = $1 AND closed_at IS NULL',
    [owner],
  );
}

/**
 * Who holds open room `code` now: its owner while its lease lasts, null when nobody does (it may
 * be taken); undefined when there is no such open room.
 */
export async function holderOf(db: Database, code: string): Promise<string | null | undefined> {
  const [row] = await db.query<{ holder: string | null }>(
    `SELECT CASE WHEN lease_until > now() THEN owner END AS holder FROM rooms
     WHERE code = $1 AND closed_at IS NULL`,
    [code],
  );
  return row === undefined ? undefined : row.holder;
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
