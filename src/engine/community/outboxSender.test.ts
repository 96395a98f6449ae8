import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitingResult } from '../../../machines/community/outbox';
import {
  addToOutbox,
  browserId,
  browserIdEntry,
  outboxEntry,
  readOutbox,
} from '../../storage/community/outbox';
import { memoryBackend } from '../../storage/memoryBackend';
import { createGameStore } from '../../storage/store';
import { onResultSent, sendWaitingResults, sentResult } from './outboxSender';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const numbers = { players: 2, solved: 2, missed: 0, distribution: [1, 1, 0, 0, 0, 0] };

const result = (puzzle = 27, mode: WaitingResult['mode'] = 'map'): WaitingResult => ({
  mode,
  puzzle,
  guesses: ['a-wrong-map', null, 'the-answer'],
  solved: true,
});

function setup(now = NOON_27, initial: Record<string, string> = {}) {
  const backend = memoryBackend(initial);
  const problems: unknown[] = [];
  const store = createGameStore({
    backend: () => backend,
    now: () => now,
    report: (problem) => problems.push(problem),
  });
  return { backend, store, problems };
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
    addToOutbox(store, result());
    addToOutbox(store, result());
    await Promise.all([sendWaitingResults(store), sendWaitingResults(store)]);
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(bodies[0]).toEqual({
      url: '/api/v1/results',
      ...result(),
      browserId: browserId(store),
    });
    expect(browserId(store)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-/);
    expect(readOutbox(store)).toEqual([]);
    expect(await sentResult('map', 27)).toEqual({ mode: 'map', puzzle: 27, numbers });
  });

  it('tells the pages that listen what the API answered', async () => {
    const { store } = setup();
    api(counted);
    const heard = vi.fn();
    const stop = onResultSent(heard);
    addToOutbox(store, result(27, 'ace'));
    await sendWaitingResults(store);
    stop();
    expect(heard).toHaveBeenCalledWith({ mode: 'ace', puzzle: 27, numbers });
  });

  it('waits while the device is offline, and sends once online', async () => {
    const { store } = setup();
    const { fetch } = api(counted);
    addToOutbox(store, result());
    online = false;
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
    expect(readOutbox(store)).toEqual([result()]);
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
    addToOutbox(store, result());
    for (let attempt = 0; attempt < 3; attempt++) {
      await sendWaitingResults(store);
      expect(readOutbox(store)).toEqual([result()]);
    }
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(readOutbox(store)).toEqual([]);
  });

  it('drops a result whose day has passed (beyond the grace), unsent', async () => {
    const { store } = setup(new Date('2026-11-28T00:10:00Z'));
    const { fetch } = api(counted);
    addToOutbox(store, result(27));
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
    expect(readOutbox(store)).toEqual([]);
  });

  it('still sends yesterday’s result in the grace minutes after midnight', async () => {
    const { store } = setup(new Date('2026-11-28T00:05:00Z'));
    const { fetch } = api(counted);
    addToOutbox(store, result(27));
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops a result the API refuses for good, and sends the next', async () => {
    const { store } = setup();
    const { fetch } = api(
      () => json(422, { error: { code: 'not-today', message: 'no' } }),
      counted,
    );
    addToOutbox(store, result(27, 'map'));
    addToOutbox(store, result(27, 'ace'));
    await sendWaitingResults(store);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readOutbox(store)).toEqual([]);
    expect(await sentResult('ace', 27)).not.toBeNull();
  });

  it('sets a corrupt stored outbox aside and starts an empty one', async () => {
    const { store, backend, problems } = setup(NOON_27, {
      [outboxEntry.key]: '{"v":1,"data":[{"mode":"map","puzzle":"27"',
      [browserIdEntry.key]: JSON.stringify({ v: 1, data: 'not-a-uuid' }),
    });
    const { fetch } = api(counted);
    expect(readOutbox(store)).toEqual([]);
    expect(backend.items.get(`${outboxEntry.key}.corrupt`)).toContain('"puzzle":"27"');
    await sendWaitingResults(store);
    expect(fetch).not.toHaveBeenCalled();
    // A kept id that is no id is replaced by a new one, kept from then on.
    const id = browserId(store);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserId(store)).toBe(id);
    expect(problems).toHaveLength(2);
  });

  it('refuses a stored result that the API would refuse too', () => {
    for (const bad of [
      [{ ...result(), mode: 'footsteps' }],
      [{ ...result(), guesses: [] }],
      [{ ...result(), guesses: Array(7).fill(null) }],
      [{ ...result(), guesses: ['<script>'] }],
      [{ ...result(), puzzle: 0 }],
      { ...result() },
    ]) {
      const { store } = setup(NOON_27, { [outboxEntry.key]: JSON.stringify({ v: 1, data: bad }) });
      expect(readOutbox(store)).toEqual([]);
    }
  });
});
