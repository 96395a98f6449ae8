import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApi, type ApiOptions } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Database } from '../db/database.ts';
import { FINAL_CACHE, LIVE_CACHE } from '../http/cache.ts';
import { partitionedPuzzles } from '../partitions.ts';
import { answerOf, misses, play } from './plays.ts';

/** What a backend gives the suite: its database, and ways to make it slow or down. */
export interface Backend {
  db: Database;
  /** Makes every statement on the tables wait until the returned function is called. */
  stall: () => Promise<() => Promise<void>>;
  /** Runs a script with no statement timeout (filling a table for a test of size). */
  bulk: (script: string) => Promise<void>;
  /** Rows of a closed puzzle the clean-up test fills in: as many as the backend holds in a test. */
  bulkRows: number;
  /** A database of the same kind that cannot be reached. */
  unreachable: () => Promise<Database>;
  close: () => Promise<void>;
}

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const SALT = 'a-salt-for-tests-only-0123456789abcdef';

/**
 * The API's behaviour on one backend (PGlite or PostgreSQL), the same suite for both: what counts,
 * what is refused and how, the limits, the caching headers, CORS, and a database slow or down.
 */
export function apiSuite(name: string, openBackend: () => Promise<Backend>, timeoutMs: number) {
  describe(`the community API on ${name}`, () => {
    let backend: Backend;
    let app: FastifyInstance;
    let clock = NOON_27;

    const start = async (options: Partial<ApiOptions> = {}) => {
      await app?.close();
      app = await buildApi({
        db: backend.db,
        salt: SALT,
        limits: DEFAULT_LIMITS,
        now: () => clock,
        ...options,
      });
      await app.ready();
      return app;
    };
    const send = (body: unknown, remoteAddress = '203.0.113.1') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/results',
        payload: body as object,
        remoteAddress,
      });
    const numbers = async (mode = 'ability', puzzle = 27) =>
      (await app.inject({ url: `/api/v1/puzzles/${mode}/${puzzle}` })).json();
    const saltsOf = async () =>
      (
        await backend.db.query<{ puzzle: number }>('SELECT puzzle FROM puzzle_salts ORDER BY 1')
      ).map((row) => row.puzzle);
    const partitions = () => partitionedPuzzles(backend.db);

    beforeAll(async () => {
      backend = await openBackend();
    });
    afterAll(async () => {
      await app?.close();
      await backend?.close();
    });
    beforeEach(async () => {
      clock = NOON_27;
      await backend.db.query('TRUNCATE results, tallies, address_quota, puzzle_salts, rate_hits');
      await start();
    });
    afterEach(async () => {
      await app.close();
    });

    it('answers its health check', async () => {
      const response = await app.inject({ url: '/api/v1/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('counts a finished puzzle once, with the server’s own verdicts', async () => {
      const result = play('ability', 27, 3);
      const first = await send(result);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        counted: true,
        result: { solved: true, tries: 3, verdicts: [expect.any(String), 'skipped', 'correct'] },
        numbers: { players: 1, solved: 1, missed: 0, distribution: [0, 0, 1, 0, 0, 0] },
      });
      // The same browser again, its id in capitals, from another network: accepted, counted nothing.
      const again = await send(
        { ...result, browserId: result.browserId.toUpperCase() },
        '198.51.100.7',
      );
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ counted: false, numbers: { players: 1 } });
      expect(await numbers()).toEqual({
        mode: 'ability',
        puzzle: 27,
        date: '2026-11-27',
        final: false,
        players: 1,
        solved: 1,
        missed: 0,
        distribution: [0, 0, 1, 0, 0, 0],
      });
    });

    it('gives exact counts for many browsers sending at once, each twice', async () => {
      await start({
        limits: { ...DEFAULT_LIMITS, resultsPerMinute: 10_000, resultsPerPuzzle: 10_000 },
      });
      const plays = Array.from({ length: 120 }, (_, k) =>
        play('map', 27, k % 7 === 6 ? null : (k % 7) + 1),
      );
      const responses = await Promise.all(
        [...plays, ...plays].map((each, k) => send(each, `203.0.113.${k % 50}`)),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(
        statuses.filter((status) => status === 201),
        JSON.stringify(statuses),
      ).toHaveLength(120);
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(120);
      const published = await numbers('map');
      expect(published).toMatchObject({
        players: 120,
        solved: 120 - 17,
        missed: 17,
        distribution: [18, 17, 17, 17, 17, 17],
      });
      const [stored] = await backend.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM results',
      );
      expect(stored!.n).toBe(120);
      // What it holds to is the counts: 240 requests of a loaded machine may take long, and every one
      // of them waits its turn for a connection as long as the line moves (server/db/postgres.ts).
    }, 120_000);

    it('publishes today’s numbers of every mode and yesterday’s answers with their shares', async () => {
      await send(play('map', 27, 1));
      await send(play('map', 27, null));
      await send(play('voice', 27, 2));
      const today = await app.inject({ url: '/api/v1/today' });
      expect(today.statusCode).toBe(200);
      const body = today.json();
      expect(body.puzzle).toBe(27);
      expect(body.date).toBe('2026-11-27');
      expect(Object.keys(body.modes)).toEqual(['map', 'ability', 'ace', 'voice']);
      expect(body.modes.map).toEqual({
        players: 2,
        solved: 1,
        missed: 1,
        distribution: [1, 0, 0, 0, 0, 0],
      });
      expect(body.modes.voice).toMatchObject({ players: 1, solved: 1 });
      expect(body.modes.ace).toMatchObject({ players: 0, solved: 0 });
      expect(body.yesterday).toEqual({
        puzzle: 26,
        date: '2026-11-26',
        final: true,
        modes: {
          map: { answer: answerOf('map', 26), players: 0, solved: 0, share: null },
          ability: { answer: answerOf('ability', 26), players: 0, solved: 0, share: null },
          ace: { answer: answerOf('ace', 26), players: 0, solved: 0, share: null },
          voice: { answer: answerOf('voice', 26), players: 0, solved: 0, share: null },
        },
      });
    });

    it('takes yesterday’s puzzle in the minutes after midnight, and shows its share once over', async () => {
      clock = new Date('2026-11-28T00:05:00Z');
      expect((await send(play('ace', 27, 2))).statusCode).toBe(201);
      expect((await send(play('ace', 27, null))).statusCode).toBe(201);
      expect((await send(play('ace', 27, 4))).statusCode).toBe(201);
      clock = new Date('2026-11-28T00:11:00Z');
      const late = await send(play('ace', 27, 1));
      expect(late.statusCode).toBe(422);
      expect(late.json().error.code).toBe('not-today');
      const { yesterday } = (await app.inject({ url: '/api/v1/today' })).json();
      expect(yesterday.puzzle).toBe(27);
      expect(yesterday.final).toBe(true);
      expect(yesterday.modes.ace).toEqual({
        answer: answerOf('ace', 27),
        players: 3,
        solved: 2,
        share: 0.6667,
      });
    });

    it('keeps yesterday’s numbers open, cached briefly, through the grace minutes, and final after', async () => {
      const yesterday = async () => {
        const puzzle = await app.inject({ url: '/api/v1/puzzles/ace/27' });
        const today = (await app.inject({ url: '/api/v1/today' })).json();
        return {
          final: puzzle.json().final,
          cache: puzzle.headers['cache-control'],
          todaySays: today.yesterday.final,
        };
      };
      // The last moment of the grace: a late result of #27 still counts, so its numbers may change.
      clock = new Date('2026-11-28T00:09:59.999Z');
      expect(await yesterday()).toEqual({ final: false, cache: LIVE_CACHE, todaySays: false });
      clock = new Date('2026-11-28T00:10:00Z');
      expect(await yesterday()).toEqual({ final: true, cache: FINAL_CACHE, todaySays: true });
    });

    describe('refuses bad input with a JSON error and keeps nothing', () => {
      const sixSkips = Array(6).fill(null);
      const base = () => ({
        mode: 'ability',
        puzzle: 27,
        browserId: randomUUID(),
        guesses: sixSkips,
      });
      const wrong = misses('ability', 27);
      const answer = answerOf('ability', 27);
      const cases: [string, () => { payload: string; type?: string }, number, string][] = [
        ['malformed JSON', () => ({ payload: '{"mode": "ability",' }), 400, 'malformed-json'],
        ['an empty body', () => ({ payload: '' }), 400, 'malformed-json'],
        [
          'a body that is not JSON',
          () => ({ payload: 'mode=ability', type: 'text/plain' }),
          415,
          'unsupported-media-type',
        ],
        [
          'an oversized body',
          () => ({ payload: JSON.stringify({ ...base(), pad: 'x'.repeat(4000) }) }),
          413,
          'too-large',
        ],
        [
          'an unknown field',
          () => ({ payload: JSON.stringify({ ...base(), score: 100 }) }),
          400,
          'invalid-request',
        ],
        [
          'a puzzle number as text',
          () => ({ payload: JSON.stringify({ ...base(), puzzle: '27' }) }),
          400,
          'invalid-request',
        ],
        [
          'a browser id that is no UUID',
          () => ({ payload: JSON.stringify({ ...base(), browserId: 'me' }) }),
          400,
          'invalid-request',
        ],
        [
          'a missing field',
          () => ({ payload: JSON.stringify({ mode: 'ability', puzzle: 27, guesses: sixSkips }) }),
          400,
          'invalid-request',
        ],
        ['an array body', () => ({ payload: '[1,2,3]' }), 400, 'invalid-request'],
        [
          'a hostile item id',
          () => ({
            payload: JSON.stringify({ ...base(), guesses: ["'; DROP TABLE results; --"] }),
          }),
          400,
          'invalid-request',
        ],
        [
          'markup as a mode',
          () => ({ payload: JSON.stringify({ ...base(), mode: '<script>alert(1)</script>' }) }),
          422,
          'unknown-mode',
        ],
        [
          'a prototype key',
          () => ({
            payload: `{"__proto__": {"admin": true}, "mode": "ability", "puzzle": 27, "browserId": "${randomUUID()}", "guesses": [null]}`,
          }),
          400,
          'malformed-json',
        ],
        [
          'an unknown mode',
          () => ({ payload: JSON.stringify({ ...base(), mode: 'footsteps' }) }),
          422,
          'unknown-mode',
        ],
        [
          'an unknown item',
          () => ({
            payload: JSON.stringify({
              ...base(),
              guesses: ['00000000-0000-0000-0000-000000000000'],
            }),
          }),
          422,
          'unknown-item',
        ],
        [
          'an archive puzzle',
          () => ({ payload: JSON.stringify({ ...base(), puzzle: 26 }) }),
          422,
          'not-today',
        ],
        [
          'a future puzzle',
          () => ({ payload: JSON.stringify({ ...base(), puzzle: 28 }) }),
          422,
          'not-today',
        ],
        [
          'more tries than a puzzle has',
          () => ({ payload: JSON.stringify({ ...base(), guesses: Array(7).fill(null) }) }),
          422,
          'too-many-tries',
        ],
        [
          'a guess after the solve',
          () => ({ payload: JSON.stringify({ ...base(), guesses: [answer, wrong[0]] }) }),
          422,
          'guess-after-solve',
        ],
        [
          'a puzzle not finished',
          () => ({ payload: JSON.stringify({ ...base(), guesses: [wrong[0]] }) }),
          422,
          'unfinished',
        ],
        [
          'a solved claim the guesses do not bear out',
          () => ({ payload: JSON.stringify({ ...base(), solved: true }) }),
          422,
          'solved-mismatch',
        ],
      ];
      it.each(cases)('%s', async (_name, make, status, code) => {
        const { payload, type = 'application/json' } = make();
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/results',
          payload,
          headers: { 'content-type': type },
        });
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ error: { code, message: expect.any(String) } });
        expect(response.body).not.toMatch(/at .*\.ts:\d|SELECT|INSERT|DROP|<script>/);
        expect((await numbers()).players).toBe(0);
      });

      it('answers an unknown address, mode or puzzle number with 404', async () => {
        for (const [url, code] of [
          ['/api/v1/nothing', 'not-found'],
          ['/api/v2/today', 'not-found'],
          ['/api/v1/puzzles/footsteps/27', 'unknown-mode'],
          ['/api/v1/puzzles/ability/28', 'no-such-puzzle'],
          ['/api/v1/puzzles/ability/0', 'no-such-puzzle'],
          ['/api/v1/puzzles/voice/25', 'no-such-puzzle'],
        ]) {
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBe(404);
          expect(response.json().error.code, url).toBe(code);
        }
        const bad = await app.inject({ url: '/api/v1/puzzles/ability/27x' });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error.code).toBe('invalid-request');
      });
    });

    describe('limits each network', () => {
      it('to so many requests a minute: 429 with Retry-After', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, resultsPerMinute: 3 } });
        for (let k = 0; k < 3; k++) expect((await send(play('map', 27, 2))).statusCode).toBe(201);
        const limited = await send(play('map', 27, 2));
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json().error.code).toBe('rate-limited');
        // Another network is not held back.
        expect((await send(play('map', 27, 2), '198.51.100.9')).statusCode).toBe(201);
        expect((await numbers('map')).players).toBe(4);
      });

      it('to so many reads a minute on each read route: 429 with Retry-After, until the next minute', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, readsPerMinute: 3 } });
        const read = (url: string, remoteAddress = '203.0.113.1') =>
          app.inject({ url, remoteAddress });
        for (const url of ['/api/v1/today', '/api/v1/puzzles/map/27']) {
          for (let k = 0; k < 3; k++) expect((await read(url)).statusCode, url).toBe(200);
          const limited = await read(url);
          expect(limited.statusCode, url).toBe(429);
          expect(limited.json().error.code, url).toBe('rate-limited');
          expect(Number(limited.headers['retry-after']), url).toBeGreaterThan(0);
          // Another network is not held back.
          expect((await read(url, '198.51.100.9')).statusCode, url).toBe(200);
        }
        clock = new Date(NOON_27.getTime() + 60_000);
        expect((await read('/api/v1/today')).statusCode).toBe(200);
      });

      it('to so many results per puzzle; a repeat still answers', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, resultsPerPuzzle: 2 } });
        const first = play('ace', 27, 1);
        expect((await send(first)).statusCode).toBe(201);
        expect((await send(play('ace', 27, 2))).statusCode).toBe(201);
        const third = await send(play('ace', 27, 3));
        expect(third.statusCode).toBe(429);
        expect(third.json().error.code).toBe('puzzle-quota');
        expect(Number(third.headers['retry-after'])).toBe(12 * 3600);
        expect((await send(first)).statusCode).toBe(200);
        // The quota is per puzzle of a mode, and per network.
        expect((await send(play('map', 27, 3))).statusCode).toBe(201);
        expect((await send(play('ace', 27, 3), '2001:db8:1::1')).statusCode).toBe(201);
        // An IPv6 network counts by its /64: another address of it shares its quota.
        expect((await send(play('ace', 27, 4), '2001:db8:1::2')).statusCode).toBe(201);
        expect((await send(play('ace', 27, 5), '2001:db8:1::3')).statusCode).toBe(429);
        expect((await numbers('ace')).players).toBe(4);
      });

      it('keeps no address, only its hash of the day', async () => {
        await send(play('map', 27, 2), '203.0.113.99');
        const rows = await backend.db.query<{ address: Buffer }>(
          'SELECT address FROM address_quota',
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.address).toHaveLength(16);
        expect(Buffer.from(rows[0]!.address).toString('latin1')).not.toContain('203.0.113.99');
      });

      it('keys a network with each puzzle’s own salt, and forgets a closed puzzle whole', async () => {
        // In the grace minutes, puzzles #27 and #28 both take results.
        clock = new Date('2026-11-28T00:05:00Z');
        await start();
        expect((await send(play('map', 27, 2), '203.0.113.60')).statusCode).toBe(201);
        expect((await send(play('map', 28, 2), '203.0.113.60')).statusCode).toBe(201);
        const quota = await backend.db.query<{ puzzle: number; address: Buffer }>(
          'SELECT puzzle, address FROM address_quota ORDER BY puzzle',
        );
        expect(quota.map((row) => row.puzzle)).toEqual([27, 28]);
        // One network, two days: two keys that cannot be told to be one network's.
        expect(Buffer.from(quota[0]!.address)).not.toEqual(Buffer.from(quota[1]!.address));
        expect(await saltsOf()).toEqual([27, 28]);

        clock = new Date('2026-11-28T00:20:00Z');
        await start();
        // #27's rows and its salt are gone: no hash of its day can be tried against an address.
        expect(await saltsOf()).toEqual([28]);
        expect(await partitions()).not.toContain(27);
        expect(await partitions()).toEqual(expect.arrayContaining([28, 29]));
        expect(
          await backend.db.query(
            'SELECT puzzle FROM results UNION ALL SELECT puzzle FROM address_quota',
          ),
        ).toEqual([{ puzzle: 28 }, { puzzle: 28 }]);
        // The numbers #27 published stay.
        expect((await numbers('map', 27)).players).toBe(1);
        // Networks' hashes and the day salts are never written to the WAL (so to no replica or backup).
        const kept = await backend.db.query<{ name: string; persistence: string }>(
          `SELECT relname AS name, relpersistence AS persistence FROM pg_class
            WHERE relname IN ('results_p28', 'address_quota_p28', 'puzzle_salts') ORDER BY 1`,
        );
        expect(kept).toEqual([
          { name: 'address_quota_p28', persistence: 'u' },
          { name: 'puzzle_salts', persistence: 'u' },
          { name: 'results_p28', persistence: 'p' },
        ]);
      });

      it('writes a network’s quota row and the result in transactions of their own', async () => {
        for (let k = 0; k < 5; k++) await send(play('ace', 27, k + 1), `203.0.113.${70 + k}`);
        // The id of the transaction that wrote a row: a result and its quota row never share one.
        const writers = async (table: string) =>
          (
            await backend.db.query<{ writer: string }>(`SELECT xmin::text AS writer FROM ${table}`)
          ).map((row) => row.writer);
        const results = await writers('results');
        const quota = await writers('address_quota');
        expect(results).toHaveLength(5);
        expect(quota).toHaveLength(5);
        expect(results.filter((writer) => quota.includes(writer))).toEqual([]);
      });

      it('remembers a network it holds back, however many other networks come', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, resultsPerMinute: 3 } });
        for (let k = 0; k < 3; k++) expect((await send(play('map', 27, 2))).statusCode).toBe(201);
        expect((await send(play('map', 27, 2))).statusCode).toBe(429);
        // 5,100 other networks within the minute (an LRU of 5,000 would forget the first).
        for (let batch = 0; batch < 51; batch++) {
          const others = await Promise.all(
            Array.from({ length: 100 }, (_, k) =>
              send({}, `10.${batch}.${k >> 8}.${k & 255}`).then((response) => response.statusCode),
            ),
          );
          expect(new Set(others)).toEqual(new Set([400]));
        }
        const again = await send(play('map', 27, 2));
        expect(again.statusCode).toBe(429);
        expect(again.json().error.code).toBe('rate-limited');
      });

      it('counts an IPv6 network by its /64 a minute', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, resultsPerMinute: 3 } });
        for (const address of ['2001:db8:a:100::1', '2001:db8:a:100::2', '2001:db8:a:100:f::3']) {
          expect((await send(play('map', 27, 2), address)).statusCode).toBe(201);
        }
        expect((await send(play('map', 27, 2), '2001:db8:a:100:ffff::9')).statusCode).toBe(429);
        expect((await send(play('map', 27, 2), '2001:db8:a:101::1')).statusCode).toBe(201);
      });

      it('counts an IPv6 network by its /56 for the puzzle quota', async () => {
        await start({ limits: { ...DEFAULT_LIMITS, resultsPerPuzzle: 2 } });
        // Forty /64s of one /56, as one home holds them.
        const statuses: number[] = [];
        for (let k = 0; k < 40; k++) {
          const address = `2001:db8:b:ab${k.toString(16).padStart(2, '0')}::1`;
          statuses.push((await send(play('ace', 27, 1), address)).statusCode);
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(2);
        expect(statuses.filter((status) => status === 429)).toHaveLength(38);
        expect((await send(play('ace', 27, 1), '2001:db8:b:ac00::1')).statusCode).toBe(201);
        expect((await numbers('ace')).players).toBe(3);
      });

      it('believes X-Forwarded-For only from the proxies it is told of', async () => {
        const limits = { ...DEFAULT_LIMITS, resultsPerMinute: 2 };
        const through = (forwarded: string, remoteAddress: string) =>
          app
            .inject({
              method: 'POST',
              url: '/api/v1/results',
              payload: play('map', 27, 2) as object,
              remoteAddress,
              headers: { 'x-forwarded-for': forwarded },
            })
            .then((response) => response.statusCode);
        const spoofed = (k: number) => `198.51.100.${k}`;

        // Trusting no proxy: the header is the client's own words; its socket's address counts.
        await start({ limits });
        expect([
          await through(spoofed(1), '203.0.113.7'),
          await through(spoofed(2), '203.0.113.7'),
        ]).toEqual([201, 201]);
        expect(await through(spoofed(3), '203.0.113.7')).toBe(429);

        // One proxy in front: the address it appended counts, whatever the client wrote before it.
        await start({ limits, trustProxy: { hops: 1 } });
        for (const k of [4, 5])
          expect(await through(`${spoofed(k)}, 192.0.2.9`, '10.0.0.1')).toBe(201);
        expect(await through(`${spoofed(6)}, 192.0.2.9`, '10.0.0.1')).toBe(429);
        expect(await through(`${spoofed(7)}, 192.0.2.10`, '10.0.0.1')).toBe(201);

        // A proxy named by its address: believed from there, and from nowhere else.
        await start({ limits, trustProxy: { addresses: ['10.0.0.2'] } });
        for (const k of [8, 9])
          expect(await through(`${spoofed(k)}, 192.0.2.11`, '10.0.0.2')).toBe(201);
        expect(await through(`${spoofed(10)}, 192.0.2.11`, '10.0.0.2')).toBe(429);
        for (const k of [11, 12]) expect(await through(spoofed(k), '203.0.113.8')).toBe(201);
        expect(await through(spoofed(13), '203.0.113.8')).toBe(429);
      });
    });

    describe('a closed puzzle', () => {
      it('goes whole, in constant time, however many rows it has', async () => {
        const rows = backend.bulkRows;
        // #27's partitions exist while it takes results; fill them as a busy day would.
        expect(await partitions()).toEqual(expect.arrayContaining([27, 28]));
        await backend.bulk(
          `INSERT INTO results (puzzle, mode, player, solved, tries, verdicts)
             SELECT 27, 'map', decode(lpad(to_hex(g), 32, '0'), 'hex'), g % 7 > 0, g % 6 + 1, 'c'
               FROM generate_series(1, ${rows}) AS g;
           INSERT INTO address_quota (puzzle, mode, address, added)
             SELECT 27, 'map', decode(lpad(to_hex(g), 32, '0'), 'hex'), 1
               FROM generate_series(1, ${rows}) AS g;`,
        );
        const counted = () =>
          backend.db.query<{ n: number }>(
            'SELECT ((SELECT count(*) FROM results) + (SELECT count(*) FROM address_quota))::integer AS n',
          );
        expect((await counted())[0]!.n).toBe(2 * rows);

        // Past the grace minutes: the API's clean-up at start (and every ten minutes after).
        clock = new Date('2026-11-28T00:20:00Z');
        const started = performance.now();
        await start();
        const ms = performance.now() - started;
        expect((await counted())[0]!.n).toBe(0);
        expect(await partitions()).not.toContain(27);
        expect(await partitions()).toEqual(expect.arrayContaining([28, 29]));
        console.info(
          `${name}: ${(2 * rows).toLocaleString('en')} rows of a closed puzzle gone in ${ms.toFixed(0)} ms (the API's start included)`,
        );
      }, 120_000);
    });

    describe('a repeat', () => {
      it('is answered with the play that counted, not the one sent again', async () => {
        const first = play('voice', 27, 3);
        const counted = await send(first);
        expect(counted.statusCode).toBe(201);
        const again = await send({ ...play('voice', 27, 1), browserId: first.browserId });
        expect(again.statusCode).toBe(200);
        expect(again.json().counted).toBe(false);
        expect(again.json().result).toEqual(counted.json().result);
        expect(again.json().result).toMatchObject({ solved: true, tries: 3 });
        expect((await numbers('voice')).distribution).toEqual([0, 0, 1, 0, 0, 0]);
      });
    });

    describe('caching', () => {
      it('lets a puzzle’s numbers be cached briefly, answers 304 to a matching ETag', async () => {
        const first = await app.inject({ url: '/api/v1/puzzles/ability/27' });
        expect(first.headers['cache-control']).toBe(LIVE_CACHE);
        const etag = first.headers.etag as string;
        expect(etag).toMatch(/^"[\w-]{22}"$/);
        const same = await app.inject({
          url: '/api/v1/puzzles/ability/27',
          headers: { 'if-none-match': etag },
        });
        expect(same.statusCode).toBe(304);
        expect(same.body).toBe('');
        expect(same.headers.etag).toBe(etag);
        await send(play('ability', 27, 2));
        const changed = await app.inject({
          url: '/api/v1/puzzles/ability/27',
          headers: { 'if-none-match': etag },
        });
        expect(changed.statusCode).toBe(200);
        expect(changed.headers.etag).not.toBe(etag);
        const today = await app.inject({ url: '/api/v1/today' });
        const todayAgain = await app.inject({
          url: '/api/v1/today',
          headers: { 'if-none-match': `W/${today.headers.etag}` },
        });
        expect(todayAgain.statusCode).toBe(304);
      });

      it('lets a puzzle whose day is over be cached for long; never a result or an error', async () => {
        expect(
          (await app.inject({ url: '/api/v1/puzzles/ability/26' })).headers['cache-control'],
        ).toBe(FINAL_CACHE);
        expect((await send(play('ability', 27, 1))).headers['cache-control']).toBe('no-store');
        expect((await send({})).headers['cache-control']).toBe('no-store');
      });
    });

    describe('CORS', () => {
      it('lets the configured origins call it, and no other', async () => {
        await start({ allowedOrigins: ['https://earshot.example'] });
        const allowed = await app.inject({
          url: '/api/v1/today',
          headers: { origin: 'https://earshot.example' },
        });
        expect(allowed.headers['access-control-allow-origin']).toBe('https://earshot.example');
        const other = await app.inject({
          url: '/api/v1/today',
          headers: { origin: 'https://evil.example' },
        });
        expect(other.headers['access-control-allow-origin']).toBeUndefined();
        const preflight = await app.inject({
          method: 'OPTIONS',
          url: '/api/v1/results',
          headers: {
            origin: 'https://earshot.example',
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
        expect(preflight.statusCode).toBe(204);
        expect(preflight.headers['access-control-allow-methods']).toContain('POST');
        expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
      });
    });

    describe('a database slow or down', () => {
      it('answers 503 with Retry-After when statements stall, and counts nothing', async () => {
        const release = await backend.stall();
        try {
          const started = Date.now();
          const [result, read] = await Promise.all([
            send(play('ability', 27, 2)),
            app.inject({ url: '/api/v1/puzzles/ability/27' }),
          ]);
          expect(Date.now() - started).toBeLessThan(timeoutMs + 5000);
          for (const response of [result, read]) {
            expect(response.statusCode).toBe(503);
            expect(response.headers['retry-after']).toBe('30');
            expect(response.json().error.code).toBe('unavailable');
          }
        } finally {
          await release();
        }
        expect((await numbers()).players).toBe(0);
      });

      it('answers 503 when the database cannot be reached, and logs no address or salt', async () => {
        const log = new PassThrough();
        const lines: string[] = [];
        log.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
        const down = await backend.unreachable();
        await app.close();
        app = await buildApi({
          db: down,
          salt: SALT,
          limits: DEFAULT_LIMITS,
          now: () => clock,
          logLevel: 'info',
          logStream: log,
        });
        for (const response of [
          await send(play('map', 27, 1), '203.0.113.250'),
          await app.inject({ url: '/api/v1/today', remoteAddress: '203.0.113.250' }),
          await app.inject({ url: '/api/v1/health', remoteAddress: '203.0.113.250' }),
        ]) {
          expect(response.statusCode).toBe(503);
          expect(response.json().error.code).toBe('unavailable');
        }
        await down.close().catch(() => {});
        const text = lines.join('');
        expect(text).toContain('/api/v1/today');
        expect(text).toContain('database unavailable');
        expect(text).not.toContain('203.0.113.250');
        expect(text).not.toContain(SALT);
        // Making an embedded database to close takes seconds of its own on a busy machine.
      }, 120_000);
    });
  });
}
