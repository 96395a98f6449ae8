import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import {
  claimRooms,
  forgetRooms,
  holderOf,
  releaseRooms,
  renewLeases,
  saveRoom,
  type Claim,
  type RoomRow,
} from './store.ts';

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

const A = 'aaaaaaaa11111111';
const B = 'bbbbbbbb22222222';
const LEASE = 60_000;
const claim = (owner: string, extra: Partial<Claim> = {}) =>
  claimRooms(db, { owner, leaseMs: LEASE, since: ago(HOUR / 2), limit: 50, ...extra });
const codesOf = (rows: RoomRow[]) => rows.map((each) => each.code);

describe('the rooms table', () => {
  it('restores open rooms written lately, not closed ones or stale ones', async () => {
    await saveRoom(db, row('AAAA', 'playing'), ago(HOUR / 6), A, LEASE);
    await saveRoom(db, row('BBBB', 'lobby'), ago(HOUR), A, LEASE);
    await saveRoom(db, row('CCCC', 'closed'), ago(HOUR / 6), A, LEASE);
    // A process alone on its database takes every open room, held or not.
    expect(await claim(B, { leased: true })).toEqual([row('AAAA', 'playing')]);
    expect(await holderOf(db, 'AAAA')).toBe(B);
    expect(await holderOf(db, 'CCCC')).toBe(undefined);
  });

  it('writes a room over its last row, as long as its process holds it', async () => {
    expect(await saveRoom(db, row('DDDD', 'lobby'), ago(HOUR / 6), A, LEASE)).toBe(true);
    const seats = { p1: 'hash', p2: 'other' };
    expect(await saveRoom(db, { ...row('DDDD', 'reveal'), seats }, ago(1), A, LEASE)).toBe(true);
    const [kept] = await claim(A, { code: 'DDDD', leased: true });
    expect(kept).toEqual({ ...row('DDDD', 'reveal'), seats });
    // Another process's write is refused and changes nothing.
    expect(await saveRoom(db, row('DDDD', 'finished'), ago(1), B, LEASE)).toBe(false);
    expect(await holderOf(db, 'DDDD')).toBe(A);
  });

  it('lets a room be taken only once its lease ran out, and then by one process', async () => {
    await saveRoom(db, row('HHHH', 'playing'), ago(1), A, LEASE);
    expect(codesOf(await claim(B, { code: 'HHHH' }))).toEqual([]);
    expect(await renewLeases(db, A, LEASE)).toContain('HHHH');
    // A's lease runs out (its process stopped renewing): B takes it, and A can no longer write it.
    await saveRoom(db, row('HHHH', 'playing'), ago(1), A, -1000);
    expect(await holderOf(db, 'HHHH')).toBe(null);
    const [first, second] = await Promise.all([claim(B), claim(A)]);
    expect(codesOf(first!)).toContain('HHHH');
    expect(codesOf(second!)).not.toContain('HHHH');
    expect(await holderOf(db, 'HHHH')).toBe(B);
    expect(await saveRoom(db, row('HHHH', 'reveal'), ago(1), A, LEASE)).toBe(false);
    expect(await renewLeases(db, A, LEASE)).not.toContain('HHHH');
    expect(await renewLeases(db, B, LEASE)).toContain('HHHH');
  });

  it('lets a stopping process’s rooms go at once', async () => {
    await saveRoom(db, row('JJJJ', 'lobby'), ago(1), A, LEASE);
    await releaseRooms(db, A);
    expect(await holderOf(db, 'JJJJ')).toBe(null);
    expect(codesOf(await claim(B, { code: 'JJJJ' }))).toEqual(['JJJJ']);
  });

  it('forgets rooms ended or untouched for a day, and keeps the rest', async () => {
    await saveRoom(db, row('EEEE', 'closed'), ago(25 * HOUR), A, LEASE);
    await saveRoom(db, row('FFFF', 'finished'), ago(25 * HOUR), A, LEASE);
    await saveRoom(db, row('GGGG', 'closed'), ago(23 * HOUR), A, LEASE);
    expect(await forgetRooms(db, ago(24 * HOUR))).toBe(2);
    const codes = await db.query<{ code: string }>('SELECT code FROM rooms ORDER BY code');
    expect(codes.map((each) => each.code)).toEqual([
      'AAAA',
      'BBBB',
      'CCCC',
      'DDDD',
      'GGGG',
      'HHHH',
      'JJJJ',
    ]);
  });
});
