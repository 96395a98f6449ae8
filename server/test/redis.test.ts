import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import type { Database } from '../db/database.ts';
import type { BusFrame, RoomBus } from '../rooms/bus.ts';
import { openRedisBus } from '../rooms/redisBus.ts';
import { startRedis, type RedisServer } from './redisServer.ts';

/**
 * A deployment that names Redis or Valkey (EARSHOT_API_REDIS_URL): the rooms' bus and the per-minute
 * limits' counts there, on a real Redis server (Debian's). The rooms on two processes over it are in
 * server/rooms/rooms.cluster.test.ts.
 */

const SALT = 'a-salt-for-tests-only-0123456789abcdef';
const silent = { warn() {}, info() {}, error() {} } as never;
type Body = { error: { code: string; message: string } };

describe('with Redis', () => {
  let redis: RedisServer;
  const buses: RoomBus[] = [];
  const apps: FastifyInstance[] = [];
  const dbs: Database[] = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await Promise.all(dbs.splice(0).map((db) => db.close()));
  });
  afterAll(() => redis.stop());

  it('carries the rooms’ frames between two processes, in order, a crowd’s batch whole', async () => {
    const [a, b] = [await openRedisBus(redis.url, silent), await openRedisBus(redis.url, silent)];
    buses.push(a!, b!);
    const got: [string, BusFrame][] = [];
    b!.onFrame((from, frame) => got.push([from, frame]));
    const view = (i: number) =>
      JSON.stringify({ type: 'room', n: i, text: 'Ärger 名前 '.repeat(300) });
    const frames: BusFrame[] = Array.from({ length: 500 }, (_, i) => ({
      k: 'out',
      c: `c${i}`,
      d: view(i),
    }));
    frames.forEach((frame) => a!.send(b!.self, frame));
    a!.send(b!.self, { k: 'gone', c: 'last' });
    await a!.flush();
    for (let waited = 0; got.length < 501 && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(got.map(([from]) => from)).toEqual(Array(501).fill(a!.self));
    expect(got.map(([, frame]) => frame)).toEqual([...frames, { k: 'gone', c: 'last' }]);
  });

  /**
   * An API on Redis. The two of a test share one embedded database (its day's keys, with which the
   * limits name an address): on it, without Redis, each would count in its own memory.
   */
  const start = async (limits: Partial<typeof DEFAULT_LIMITS>) => {
    let db = dbs[0];
    if (!db) {
      db = await openPglite('memory://', 10_000);
      await migrate(db);
      dbs.push(db);
    }
    const app = await buildApi({
      db,
      salt: SALT,
      limits: { ...DEFAULT_LIMITS, ...limits },
      redisUrl: redis.url,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    return `127.0.0.1:${port}`;
  };

  it('limits the sockets an address opens across two processes, in Redis', async () => {
    const hosts = [await start({ roomJoinsPerMinute: 3 }), await start({ roomJoinsPerMinute: 3 })];
    const statusOf = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url);
        socket.once('open', () => {
          resolve(101);
          socket.terminate();
        });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode!));
        socket.once('error', () => {});
      });
    const statuses: number[] = [];
    for (const [n, code] of ['ABCDEF', 'ABCDEG', 'ABCDEH', 'ABCDEJ'].entries()) {
      statuses.push(await statusOf(`ws://${hosts[n % 2]}/api/v1/rooms/${code}/socket`));
    }
    expect(statuses).toEqual([101, 101, 101, 429]);
  }, 60_000);

  it('answers 503, in its own words, while Redis is down, and counts again once it is back', async () => {
    const host = await start({ roomsPer10Minutes: 100 });
    const create = () =>
      fetch(`http://${host}/api/v1/rooms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Host',
          settings: { mode: 'ability', rounds: 3, seconds: 15 },
        }),
      });
    // No clips here: a counted request is answered 503 "no clips" by the route itself.
    const counted = await create();
    expect(counted.status).toBe(503);
    expect(((await counted.json()) as Body).error.message).toMatch(/no clips/);
    redis.stop();
    const down = await create();
    expect(down.status).toBe(503);
    const { error } = (await down.json()) as Body;
    expect(error.code).toBe('unavailable');
    expect(error.message).not.toMatch(/no clips|redis|127\.0\.0\.1/i);
    // Back (empty): the client connects again by itself and the requests are counted again.
    redis = await redis.restart();
    await expect
      .poll(async () => ((await (await create()).json()) as Body).error.message, {
        timeout: 10_000,
      })
      .toMatch(/no clips/);
  }, 60_000);
});
