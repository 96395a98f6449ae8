import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliveryOf } from '../../machines/community/delivery.ts';
import { buildApi } from '../api.ts';
import { ConfigError, configFromEnv, DEFAULT_LIMITS, type ApiLimits } from '../config.ts';
import { DatabaseUnavailable, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { openStore } from '../open.ts';
import type { ResultRequest } from '../routes/results.ts';
import { BATCH_MS } from '../rateLimits.ts';
import { play } from './plays.ts';
import { startPostgres, type Cluster } from './postgresCluster.ts';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const SALT = 'a-salt-for-tests-only-0123456789abcdef';
/**
 * The statement timeout of the API processes here: long enough that the server cannot time out the
 * waiting results on its own before the test has seen them wait and frozen it, on a busy machine too.
 */
const TIMEOUT_MS = 4000;

/**
 * What only a PostgreSQL server shows: several API processes sharing it (each with a pool of its
 * own, as `EARSHOT_API_PROCESSES` or several machines run them), and a server that freezes.
 */
describe('the community API on a PostgreSQL server shared and frozen', () => {
  let cluster: Cluster;
  const opened: Database[] = [];
  const apps: FastifyInstance[] = [];

  /** One API process: a pool of its own on the shared server. */
  const process = async (limits: ApiLimits = DEFAULT_LIMITS) => {
    const db = openPostgres(cluster.url, { timeoutMs: TIMEOUT_MS, poolSize: 5 });
    opened.push(db);
    const app = await buildApi({ db, salt: SALT, limits, now: () => NOON_27 });
    apps.push(app);
    await app.ready();
    return app;
  };
  const send = (app: FastifyInstance, body: ResultRequest, remoteAddress = '203.0.113.1') =>
    app.inject({ method: 'POST', url: '/api/v1/results', payload: body as object, remoteAddress });
  const admin = async <Row extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client(cluster.url);
    await client.connect();
    try {
      return (await client.query<Row>(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    cluster = await startPostgres();
    const db = openPostgres(cluster.url, { timeoutMs: 5000, poolSize: 1 });
    await migrate(db);
    await db.close();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await admin('TRUNCATE results, tallies, address_quota, puzzle_salts, rate_hits');
  });
  afterAll(() => cluster?.stop());

  it('holds one per-minute limit whether one process or two answer', async () => {
    const limits = { ...DEFAULT_LIMITS, resultsPerMinute: 4 };
    const [first, second] = [await process(limits), await process(limits)];
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) {
      statuses.push((await send(k % 2 ? second : first, play('map', 27, 2))).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    // Another network, on either process, is not held back by the first one's count.
    expect((await send(second, play('map', 27, 2), '198.51.100.2')).statusCode).toBe(201);
  });

  it('holds the reads’ limit across processes once their counts have met in the database', async () => {
    const limits = { ...DEFAULT_LIMITS, readsPerMinute: 10 };
    const [first, second] = [await process(limits), await process(limits)];
    const read = (app: FastifyInstance) =>
      app
        .inject({ url: '/api/v1/today', remoteAddress: '203.0.113.5' })
        .then((response) => response.statusCode);
    // Each process writes its counts and reads back the shared ones every BATCH_MS.
    const batch = () => new Promise((resolve) => setTimeout(resolve, 3 * BATCH_MS));
    const reads: number[] = [];
    for (let k = 0; k < 11; k++) reads.push(await read(first));
    expect(reads).toEqual([...Array(10).fill(200), 429]);
    await batch();
    // The second process has not met this network yet: it lets one read through, no more.
    expect(await read(second)).toBe(200);
    await batch();
    expect([await read(second), await read(first)]).toEqual([429, 429]);
    // Another network is not held back.
    expect(
      (await second.inject({ url: '/api/v1/today', remoteAddress: '198.51.100.5' })).statusCode,
    ).toBe(200);
  });

  it('refuses to start when this machine’s pools cannot fit in the server’s connections', async () => {
    // The test server takes 200 connections, 3 of them kept for superusers.
    const open = (pool: string, processes: string) =>
      openStore(
        configFromEnv({
          DATABASE_URL: cluster.url,
          EARSHOT_API_SALT: SALT,
          EARSHOT_API_DB_POOL: pool,
          EARSHOT_API_PROCESSES: processes,
        }),
      );
    const refused = open('49', '4');
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      "EARSHOT_API_PROCESSES (4) × (EARSHOT_API_DB_POOL (49) + 1 for the rooms' bus) = 200 " +
        'connections, but the PostgreSQL server takes 197 (max_connections 200, 3 kept for ' +
        'superusers)',
    );
    const fits = await open('48', '4');
    opened.push(fits.db);
  });

  describe('the line for a connection', () => {
    const sleeps = (db: Database, count: number, seconds: number) =>
      Array.from({ length: count }, () =>
        db.query<{ done: number }>(`SELECT 1 AS done FROM pg_sleep(${seconds})`).then(
          () => 'done',
          (error: unknown) => (error instanceof DatabaseUnavailable ? error.reason : error),
        ),
      );

    it('waits its turn however long the line takes, as long as it moves', async () => {
      // Six statements of 300 ms on one connection (open already): the last waits 1.5 s, past the
      // timeout.
      const db = openPostgres(cluster.url, { timeoutMs: 1000, poolSize: 1 });
      opened.push(db);
      await db.query('SELECT 1');
      expect(await Promise.all(sleeps(db, 6, 0.3))).toEqual(Array(6).fill('done'));
    });

    it('refuses at once the statements past the longest line it keeps', async () => {
      const db = openPostgres(cluster.url, { timeoutMs: 2000, poolSize: 1, maxWaiting: 2 });
      opened.push(db);
      const busy = 'busy: too many statements waiting for a connection';
      expect(await Promise.all(sleeps(db, 5, 0.1))).toEqual(['done', 'done', 'done', busy, busy]);
    });

    it('gives the line up once nothing has come back for the timeout (a frozen server)', async () => {
      const db = openPostgres(cluster.url, { timeoutMs: 500, poolSize: 1 });
      opened.push(db);
      await db.query('SELECT 1');
      const thaw = cluster.freeze();
      try {
        const waiting = sleeps(db, 3, 0);
        const [first, ...rest] = await Promise.all(waiting.slice(1));
        // The waiting ones are given up after the timeout, before the one under way gives up (500 ms
        // later): had they waited for it, they would have found the server not answering a connection.
        expect([first, ...rest]).toEqual(Array(2).fill('no connection came free'));
        expect(await waiting[0]).not.toBe('done');
      } finally {
        thaw();
      }
    });
  });

  it('answers "maybe kept" when the server freezes under a result, and counts it once when sent again', async () => {
    const app = await process();
    const plays = [play('ability', 27, 1), play('ability', 27, null), play('ability', 27, 4)];
    // Another session holds the tallies, so each result's own statement is under way (its quota
    // taken) and waiting when the server freezes: the server cannot answer, nor time it out.
    const holder = new pg.Client(cluster.url);
    await holder.connect();
    let responses;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE tallies IN ACCESS EXCLUSIVE MODE');
      const answers = plays.map((each, k) => send(app, each, `203.0.113.${10 + k}`));
      for (let waited = 0; ; waited += 50) {
        const [{ waiting }] = await admin<{ waiting: number }>(
          `SELECT count(*)::integer AS waiting FROM pg_stat_activity
            WHERE application_name = 'earshot-community-api' AND wait_event_type = 'Lock'`,
        );
        if (waiting === plays.length) break;
        if (waited > TIMEOUT_MS / 2)
          throw new Error(`${waiting} results waiting, not ${plays.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const thaw = cluster.freeze();
      try {
        responses = await Promise.all(answers);
      } finally {
        thaw();
      }
    } finally {
      // Whatever failed, the tables are free for the next test.
      await holder.query('ROLLBACK');
      await holder.end();
    }

    for (const response of responses) {
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('maybe-kept');
      expect(response.headers['retry-after']).toBe('10');
      // The game's outbox keeps it and sends it again.
      expect(
        deliveryOf({
          status: response.statusCode,
          code: response.json().error.code,
          fromApi: true,
        }),
      ).toBe('retry');
    }
    const again = await Promise.all(plays.map((each, k) => send(app, each, `203.0.113.${10 + k}`)));
    for (const response of again) expect([200, 201]).toContain(response.statusCode);
    const numbers = (await app.inject({ url: '/api/v1/puzzles/ability/27' })).json();
    expect(numbers).toMatchObject({ players: 3, solved: 2, missed: 1 });
    const [{ kept }] = await admin<{ kept: number }>(
      'SELECT count(*)::integer AS kept FROM results',
    );
    expect(kept).toBe(3);
  }, 60_000);
});
