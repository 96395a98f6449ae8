import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { forgetRooms, openRooms, saveRoom, type RoomRow } from './store.ts';

let db: Database;
beforeAll(async () => {
  db = await openPglite('memory://', 2000);
  await migrate(db);
});
afterAll(() => db.close());

const NOW = new Date('2026-12-04T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;
const row = (code: string, phase: RoomRow['phase']): RoomRow => ({
  code,
  snapshot: { v: 1, value: phase },
  seats: { p1: 'hash' },
  phase,
});

describe('the rooms table', () => {
  it('restores open rooms written lately, not closed ones or stale ones', async () => {
    await saveRoom(db, row('AAAA', 'playing'), ago(HOUR / 6));
    await saveRoom(db, row('BBBB', 'lobby'), ago(HOUR));
    await saveRoom(db, row('CCCC', 'closed'), ago(HOUR / 6));
    const open = await openRooms(db, ago(HOUR / 2));
    expect(open).toEqual([row('AAAA', 'playing')]);
  });

  it('writes a room over its last row', async () => {
    await saveRoom(db, row('DDDD', 'lobby'), ago(HOUR / 6));
    await saveRoom(db, { ...row('DDDD', 'reveal'), seats: { p1: 'hash', p2: 'other' } }, ago(1));
    const [kept] = (await openRooms(db, ago(HOUR / 2))).filter((each) => each.code === 'DDDD');
    expect(kept).toEqual({ ...row('DDDD', 'reveal'), seats: { p1: 'hash', p2: 'other' } });
  });

  it('forgets rooms ended or untouched for a day, and keeps the rest', async () => {
    await saveRoom(db, row('EEEE', 'closed'), ago(25 * HOUR));
    await saveRoom(db, row('FFFF', 'finished'), ago(25 * HOUR));
    await saveRoom(db, row('GGGG', 'closed'), ago(23 * HOUR));
    expect(await forgetRooms(db, ago(24 * HOUR))).toBe(2);
    const codes = await db.query<{ code: string }>('SELECT code FROM rooms ORDER BY code');
    expect(codes.map((each) => each.code)).toEqual(['AAAA', 'BBBB', 'CCCC', 'DDDD', 'GGGG']);
  });
});
