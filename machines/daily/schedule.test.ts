import { describe, expect, it } from 'vitest';
import { dailyAnswer, dailyAnswerId, type ScheduleItem } from './schedule';

const launch = (ids: string[]): ScheduleItem[] => ids.map((id) => ({ id, since: 1 }));
const letters = launch('abcdefghij'.split(''));
// Six agents with four abilities each, as the catalogue lays them out (agent by agent).
const abilities: ScheduleItem[] = 'uvwxyz'
  .split('')
  .flatMap((agent) => [1, 2, 3, 4].map((k) => ({ id: `${agent}${k}`, since: 1, group: agent })));

const days = (mode: 'map' | 'ability' | 'ace', items: ScheduleItem[], count: number) =>
  Array.from({ length: count }, (_, i) => dailyAnswerId(mode, i + 1, items));

describe('dailyAnswerId', () => {
  it('gives the same answer for the same day, whatever the catalogue order', () => {
    const reversed = [...letters].reverse();
    expect(days('map', letters, 40)).toEqual(days('map', reversed, 40));
    expect(dailyAnswerId('map', 17, letters)).toBe(dailyAnswerId('map', 17, [...letters]));
  });

  it('keeps the schedule pinned: the first days never change between builds', () => {
    expect(days('map', letters, 12).join('')).toBe('egbchafdjibe');
    expect(days('ace', letters, 12).join('')).toBe('iedjabgchfbg');
  });

  it('differs from one mode to another', () => {
    expect(days('map', letters, 10)).not.toEqual(days('ace', letters, 10));
  });

  it('repeats no item until every item of the mode has been used', () => {
    const schedule = days('map', letters, 50);
    for (let cycle = 0; cycle < 5; cycle++) {
      const run = schedule.slice(cycle * 10, cycle * 10 + 10);
      expect(new Set(run).size).toBe(10);
    }
  });

  it('never gives the same item two days running, even across a cycle’s end', () => {
    const schedule = days('ace', letters, 200);
    for (let i = 1; i < schedule.length; i++) expect(schedule[i]).not.toBe(schedule[i - 1]);
  });

  it('never gives two abilities of the same agent two days running, even across a cycle’s end', () => {
    const agentOf = (id: string | null) => id?.[0];
    const schedule = days('ability', abilities, 24 * 8);
    for (let i = 1; i < schedule.length; i++) {
      expect(agentOf(schedule[i]), `day ${i + 1}`).not.toBe(agentOf(schedule[i - 1]));
    }
    for (let cycle = 0; cycle < 8; cycle++) {
      expect(new Set(schedule.slice(cycle * 24, cycle * 24 + 24)).size).toBe(24);
    }
  });

  it('keeps the agent rule when one agent holds half of the abilities', () => {
    const lopsided: ScheduleItem[] = [
      ...[1, 2, 3, 4, 5].map((k) => ({ id: `a${k}`, since: 1, group: 'a' })),
      ...[1, 2, 3, 4].map((k) => ({ id: `b${k}`, since: 1, group: 'b' })),
      { id: 'c1', since: 1, group: 'c' },
    ];
    const schedule = days('ability', lopsided, 60);
    for (let i = 1; i < schedule.length; i++) {
      expect(schedule[i]![0], `day ${i + 1}`).not.toBe(schedule[i - 1]![0]);
    }
  });

  it('is append-only: items added to the catalogue change no past or current day', () => {
    const today = 23;
    const before = days('ability', abilities, today);
    // A new agent with four abilities arrives; the ledger lets them in from tomorrow.
    const grown = [
      ...abilities,
      ...[1, 2, 3, 4].map((k) => ({ id: `n${k}`, since: today + 1, group: 'n' })),
    ];
    const after = days('ability', grown, 24 * 4);
    expect(after.slice(0, today)).toEqual(before);
    // They join once a new cycle starts, and from then on every item comes once per cycle.
    expect(after).toContain('n1');
    expect(after.slice(0, 24).some((id) => id?.startsWith('n'))).toBe(false);
    // The second cycle starts on day 25, after the new abilities' day 24: it holds all 28.
    expect(new Set(after.slice(24, 24 + 28)).size).toBe(28);
    expect(new Set(after.slice(52, 52 + 28)).size).toBe(28);
  });

  it('is append-only across many growth steps', () => {
    let ledger = letters;
    let seen: (string | null)[] = [];
    for (let today = 5; today <= 95; today += 15) {
      const now = days('map', ledger, today);
      expect(now.slice(0, seen.length)).toEqual(seen);
      seen = now;
      ledger = [...ledger, { id: `new${today}`, since: today + 1 }];
    }
  });

  it('has no answer before puzzle #1 or before any item is in the ledger', () => {
    expect(dailyAnswerId('map', 0, letters)).toBeNull();
    expect(dailyAnswerId('map', -3, letters)).toBeNull();
    expect(dailyAnswerId('map', 1.5, letters)).toBeNull();
    expect(dailyAnswerId('map', 1, [])).toBeNull();
    const late = [{ id: 'late', since: 5 }];
    expect(days('map', late, 6)).toEqual([null, null, null, null, 'late', 'late']);
  });

  it('answers a day far ahead quickly', () => {
    const started = performance.now();
    const real = Array.from({ length: 108 }, (_, i) => ({
      id: `id${i}`,
      since: 1,
      group: `agent${Math.floor(i / 4)}`,
    }));
    expect(dailyAnswerId('ability', 3650, real)).toMatch(/^id/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('says a clip is missing rather than moving the schedule when the pack lacks the day’s clip', () => {
    const id = dailyAnswerId('map', 3, letters)!;
    expect(dailyAnswer('map', 3, letters, () => true)).toEqual({ kind: 'ready', id });
    expect(dailyAnswer('map', 3, letters, (each) => each !== id)).toEqual({
      kind: 'clipMissing',
      id,
    });
    expect(dailyAnswer('map', 4, letters, (each) => each !== id)).toEqual({
      kind: 'ready',
      id: dailyAnswerId('map', 4, letters),
    });
    expect(dailyAnswer('map', 0, letters, () => true)).toEqual({ kind: 'none' });
  });
});
