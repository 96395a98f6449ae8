import { describe, expect, it } from 'vitest';
import type { DailyProgress } from '../daily/progress';
import { played, tries } from '../test/dailyTries';
import type { DailyMode } from '../dailyModes';
import { deliveryOf, withSent } from './delivery';
import { resultToSend, waitingResults } from './outbox';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const MODES: DailyMode[] = ['map', 'ability'];

/** A player's daily progress: the plays given, every other puzzle not started. */
const progressOf =
  (plays: Partial<Record<DailyMode, DailyProgress[]>>) => (mode: DailyMode, puzzle: number) =>
    plays[mode]?.find((each) => each.puzzle === puzzle) ?? { puzzle, tries: [] };

describe('resultToSend', () => {
  it('sends a puzzle finished on its own day: its guesses in order, skips as null', () => {
    expect(resultToSend('ability', played(27, 'wsc'))).toEqual({
      mode: 'ability',
      puzzle: 27,
      guesses: ['guess-w', null, 'guess-c'],
      solved: true,
    });
    expect(resultToSend('map', played(27, 'wwwwww'))?.solved).toBe(false);
  });

  it('never sends an archive puzzle (finished on a later day) or one still being played', () => {
    expect(resultToSend('map', played(5, 'c', 27))).toBeNull();
    expect(resultToSend('map', { puzzle: 27, tries: tries('ws') })).toBeNull();
  });
});

describe('the outbox', () => {
  it('holds today’s results finished on their day and not taken yet', () => {
    const plays = progressOf({
      map: [played(27, 'c')],
      ability: [played(27, 'ws'.padEnd(6, 'w')), played(5, 'c', 27)],
    });
    expect(waitingResults(MODES, plays, [], NOON_27).map((each) => each.mode)).toEqual([
      'map',
      'ability',
    ]);
    expect(waitingResults(MODES, plays, ['map/27'], NOON_27).map((each) => each.mode)).toEqual([
      'ability',
    ]);
    expect(waitingResults(MODES, progressOf({}), [], NOON_27)).toEqual([]);
  });

  it('holds yesterday’s result through the grace minutes after midnight, then lets it go', () => {
    const plays = progressOf({ map: [played(27, 'c')] });
    expect(waitingResults(MODES, plays, [], new Date('2026-11-28T00:09:59Z'))).toHaveLength(1);
    expect(waitingResults(MODES, plays, [], new Date('2026-11-28T00:10:00Z'))).toEqual([]);
    expect(waitingResults(MODES, plays, [], new Date('2026-11-29T12:00:00Z'))).toEqual([]);
  });

  it('keeps what was taken once, and forgets what no longer counts', () => {
    const sent = withSent([], { mode: 'map', puzzle: 27 }, NOON_27);
    expect(sent).toEqual(['map/27']);
    expect(withSent(sent, { mode: 'map', puzzle: 27 }, NOON_27)).toEqual(['map/27']);
    expect(withSent(['map/25', 'ace/26'], { mode: 'map', puzzle: 27 }, NOON_27)).toEqual([
      'map/27',
    ]);
  });
});

describe('deliveryOf', () => {
  const api = (status: number, code: string | null = null) => ({ status, code, fromApi: true });

  it('is sent on any 2xx, a repeat (200) as much as a first count (201)', () => {
    expect(deliveryOf(api(201))).toBe('sent');
    expect(deliveryOf(api(200))).toBe('sent');
  });

  it('tries again when the API or the way to it fails for now', () => {
    expect(deliveryOf('unreachable')).toBe('retry');
    expect(deliveryOf(api(503, 'unavailable'))).toBe('retry');
    // A result whose fate the server could not tell: sent again, it never counts twice.
    expect(deliveryOf(api(503, 'maybe-kept'))).toBe('retry');
    expect(deliveryOf(api(500, 'internal'))).toBe('retry');
    expect(deliveryOf(api(429, 'rate-limited'))).toBe('retry');
    // A static host without the API answers with its own page.
    expect(deliveryOf({ status: 200, code: null, fromApi: false })).toBe('retry');
    expect(deliveryOf({ status: 404, code: null, fromApi: false })).toBe('retry');
  });

  it('drops what the API refuses, which would never count', () => {
    expect(deliveryOf(api(422, 'not-today'))).toBe('drop');
    expect(deliveryOf(api(400, 'invalid-request'))).toBe('drop');
    expect(deliveryOf(api(429, 'puzzle-quota'))).toBe('drop');
  });
});
