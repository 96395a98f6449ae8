import { describe, expect, it } from 'vitest';
import { played, tries } from '../daily/testTries';
import {
  deliveryOf,
  resultToSend,
  stillCounts,
  withoutResult,
  withResult,
  type WaitingResult,
} from './outbox';

const result = (puzzle: number, mode: WaitingResult['mode'] = 'map'): WaitingResult => ({
  mode,
  puzzle,
  guesses: ['guess-w', null, 'guess-c'],
  solved: true,
});

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
  it('keeps one result per mode and puzzle', () => {
    const once = withResult([], result(27));
    expect(withResult(once, { ...result(27), solved: false })).toEqual([result(27)]);
    expect(withResult(once, result(27, 'ace'))).toHaveLength(2);
    expect(withResult(once, result(26))).toHaveLength(2);
  });

  it('lets a sent result go, and only it', () => {
    const box = [result(26), result(27), result(27, 'ace')];
    expect(withoutResult(box, result(27))).toEqual([result(26), result(27, 'ace')]);
  });
});

describe('stillCounts', () => {
  it('holds a result through its day and the grace minutes after it, then no more', () => {
    expect(stillCounts(result(27), new Date('2026-11-27T23:59:59Z'))).toBe(true);
    expect(stillCounts(result(27), new Date('2026-11-28T00:09:59Z'))).toBe(true);
    expect(stillCounts(result(27), new Date('2026-11-28T00:10:00Z'))).toBe(false);
    expect(stillCounts(result(25), new Date('2026-11-27T12:00:00Z'))).toBe(false);
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
