import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DailyMode } from '../../../machines/dailyModes';
import { browserId, browserIdEntry } from '../../storage/community/browserId';
import { sentEntry } from '../../storage/community/sent';
import { dailyEntry, recordTry } from '../../storage/daily/dailyProgress';
import { memoryBackend } from '../../test/memoryBackend';
import { createGameStore, type GameStore } from '../../storage/store';
import { onResultSent, readOutbox, sendWaitingResults, sentResult } from './outboxSender';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const numbers = { players: 2, solved: 2, missed: 0, distribution: [1, 1, 0, 0, 0, 0] };

/** What the API is sent of a puzzle played as `finish` plays it. */
const body = (puzzle = 27, mode: DailyMode = 'map') => ({
  mode,
  puzzle,
  guesses: ['a-wrong-one', null, 'the-answer'],
  solved: true,
});

function setup(now = NOON_27, initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const problems: unknown[] = [];
  const clock = { now };
  const store = createGameStore({
    backend: () => backend,
    now: () => clock.now,
    report: (problem) => problems.push(problem),
  });
  return { backend, store, problems, clock };
}

/** Plays a puzzle to its end on the store's day (a miss, a skip, then the answer), as a player would. */
function finish(store: GameStore, puzzle = 27, mode: DailyMode = 'map') {
  recordTry(store, mode, puzzle, { guessId: 'a-wrong-one', verdict: 'wrong' });
  recordTry(store, mode, puzzle, { guessId: null, verdict: 'skipped' });
  recordTry(store, mode, puzzle, { guessId: 'the-answer', verdict: 'correct' });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** The API's fetch, answering each POST with the next of `answers` and recording its bodies. */
function api(...answers: (() => Response | Promise<Response>)[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    bodies.push({ url, ...JSON.parse(String(init?.body)) });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies };
}

const counted = () => json(201, { counted: true, result: {}, numbers });

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  it('sends a waiting result once, with this browser’s id, and lets it go', async () => {
    const { store } = setup();
    const { fetch, bodies } = api(counted);
    finish(store);
    await Promise.all([sendWaitingResults(store), sendWaitingResults(store)]);
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodies[0]).toEqual({
      url: '/api/v1/results',
      ...body(),
      browserId: browserId(store),
    });
    expect(browserId(store)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    // Asked to outlive the page: a player who leaves at once (straight home) does not cancel it.
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(readOutbox(store)).toEqual([]);
    expect(store.read(sentEntry)).toEqual(['map/27']);
    expect(await sentResult('map', 27)).toEqual({ mode: 'map', puzzle: 27, numbers });
  });

  it('tells the pages that listen what the API answered', async () => {
    const { store } = setup();
    api(counted);
    const heard = vi.fn();
    const stop = onResultSent(heard);
    finish(store, 27, 'ace');
    await sendWaitingResults(store);
    stop();
    expect(heard).toHaveBeenCalledWith({ mode: 'ace', puzzle: 27, numbers });
  });

  it('waits while the device is offline, and sends once online', async () => {
    const { store } = setup();
    const { fetch } = api(counted);
    finish(store);
    online = false;
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
    expect(readOutbox(store)).toEqual([body()]);
    online = true;
    await sendWaitingResults(store);
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(readOutbox(store)).toEqual([]);
  });

  it('keeps the result while the API is unreachable, down or not there, and sends it after', async () => {
    const { store } = setup();
    const { fetch } = api(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { error: { code: 'unavailable', message: 'down' } }),
      () =>
        new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      counted,
    );
    finish(store);
    for (let attempt = 0; attempt < 3; attempt++) {
      await sendWaitingResults(store);
      expect(readOutbox(store)).toEqual([body()]);
    }
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(readOutbox(store)).toEqual([]);
  });

  it('drops a result whose day has passed (beyond the grace), unsent', async () => {
    const { store, clock } = setup(new Date('2026-11-27T23:59:00Z'));
    const { fetch } = api(counted);
    finish(store);
    clock.now = new Date('2026-11-28T00:10:00Z');
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
    expect(readOutbox(store)).toEqual([]);
  });

  it('still sends yesterday’s result in the grace minutes after midnight', async () => {
    const { store, clock } = setup(new Date('2026-11-27T23:59:00Z'));
    const { fetch } = api(counted);
    finish(store);
    clock.now = new Date('2026-11-28T00:05:00Z');
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never sends an archive puzzle, one still being played, or free play', async () => {
    const { store } = setup();
    const { fetch } = api(counted);
    recordTry(store, 'ace', 5, { guessId: 'x', verdict: 'correct' });
    recordTry(store, 'map', 27, { guessId: 'x', verdict: 'wrong' });
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops a result the API refuses for good, and sends the next', async () => {
    const { store } = setup();
    const { fetch } = api(
      () => json(422, { error: { code: 'not-today', message: 'no' } }),
      counted,
    );
    finish(store, 27, 'map');
    finish(store, 27, 'ace');
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readOutbox(store)).toEqual([]);
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await sentResult('ace', 27)).not.toBeNull();
  });

  it('sets a corrupt record of what was sent aside, and sends again what the API counts once', async () => {
    const { store, backend, problems } = setup(NOON_27, {
      [sentEntry.key]: '{"v":1,"data":["map/27"',
      [browserIdEntry.key]: JSON.stringify({ v: 1, data: 'not-a-uuid' }),
    });
    const { fetch } = api(() => json(200, { counted: false, result: {}, numbers }));
    finish(store);
    await sendWaitingResults(store);
    expect(backend.items.get(`${sentEntry.key}.corrupt`)).toBe('{"v":1,"data":["map/27"');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.read(sentEntry)).toEqual(['map/27']);
    // A kept id that is no id is replaced by a new one, kept from then on.
    const id = browserId(store);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserId(store)).toBe(id);
    expect(problems).toHaveLength(2);
  });

  it('sends nothing from corrupt daily progress, and refuses a record that names no result', () => {
    const { store } = setup(NOON_27, { [dailyEntry('map').key]: '{"v":1,"data":{"puzzles":' });
    expect(readOutbox(store)).toEqual([]);
    for (const bad of [['map/0'], ['map/27', 5], ['<script>/27'], 'map/27', [{ mode: 'map' }]]) {
      expect(sentEntry.validate(bad)).toBeNull();
    }
    expect(sentEntry.validate(['map/27', 'ability/26'])).toEqual(['map/27', 'ability/26']);
  });
});
