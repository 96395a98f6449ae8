import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, type ApiOptions } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { databaseHealth, HEALTH_CACHE_MS } from '../routes/health.ts';
import { play } from './plays.ts';

/**
 * The API against slow and hostile clients, on a real listening socket where Node's own parser and
 * timers are what is tested: timeouts, connection caps, and every refusal in the API's error shape.
 */

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const SALT = 'a-salt-for-tests-only-0123456789abcdef';
// Short enough for a test to wait them out, long enough for a busy machine to send a whole request.
const SHORT = { headersMs: 400, requestMs: 800, idleMs: 400 };
// Long enough that no socket of a test closes by a timeout.
const LONG = { headersMs: 60_000, requestMs: 60_000, idleMs: 60_000 };

let db: Database;
/** Statements run on the database, by their text. */
const statements: string[] = [];
let app: FastifyInstance | undefined;
let port = 0;
/** Every test's sockets, closed after it: a server closes only once its connections have. */
const clients = new Set<Socket>();

/** The database, with every statement written down. */
function counted(inner: Database): Database {
  return {
    kind: inner.kind,
    query: (text, params) => {
      statements.push(text);
      return inner.query(text, params);
    },
    script: (text) => inner.script(text),
    session: (work) => inner.session(work),
    close: () => inner.close(),
  };
}

async function start(
  options: Partial<ApiOptions> = {},
  prepare: (built: FastifyInstance) => void = () => {},
) {
  app = await buildApi({
    db,
    salt: SALT,
    limits: DEFAULT_LIMITS,
    now: () => NOON_27,
    timeouts: SHORT,
    ...options,
  });
  prepare(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  return app;
}

interface Raw {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<string>;
  isClosed: () => boolean;
}

/** A client that writes bytes as given, from `localAddress` (any 127.x.y.z is this machine). */
function raw(text: string, localAddress = '127.0.0.1'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    clients.add(socket);
    let received = '';
    let isClosed = false;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // A refused connection may be reset: what matters is that it closed.
    socket.on('error', () => {});
    const closed = new Promise<string>((done) =>
      socket.on('close', () => {
        isClosed = true;
        done(received);
      }),
    );
    socket.once('connect', () => {
      if (text) socket.write(text);
      resolve({ socket, closed, isClosed: () => isClosed });
    });
    socket.once('error', reject);
  });
}

/** A raw HTTP/1.1 response: its status, headers (lower-case names) and body. */
function parse(response: string) {
  const [head = '', body = ''] = response.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Expects `response` to be an error of the API's shape, with `code`, that echoes nothing of `sent`. */
function expectRefusal(
  response: { status: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
  echo?: string,
) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(response.body)).toEqual({ error: { code, message: expect.any(String) } });
  if (echo) expect(response.body).not.toContain(echo);
}

const injected = (response: Awaited<ReturnType<FastifyInstance['inject']>>) => ({
  status: response.statusCode,
  headers: response.headers,
  body: response.body,
});

beforeAll(async () => {
  const inner = await openPglite('memory://', 5000);
  await migrate(inner);
  db = counted(inner);
}, 180_000);

afterEach(async () => {
  for (const socket of clients) socket.destroy();
  clients.clear();
  await app?.close();
  app = undefined;
});

afterAll(async () => {
  await db?.close();
});

describe('the API against slow clients', () => {
  it('answers a body shorter than its Content-Length with 408 and closes the connection', async () => {
    await start();
    const body = JSON.stringify(play('map', 27, 2));
    const client = await raw(
      'POST /api/v1/results HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length / 2)}`,
    );
    expectRefusal(parse(await client.closed), 408, 'timeout');
  });

  it('answers half a request’s headers with 408 and closes the connection', async () => {
    await start();
    const client = await raw('GET /api/v1/today HTTP/1.1\r\nHost: api\r\nAccept: appl');
    expectRefusal(parse(await client.closed), 408, 'timeout');
  });

  it('closes a kept-alive connection left idle', async () => {
    await start();
    const client = await raw('GET /api/v1/health HTTP/1.1\r\nHost: api\r\n\r\n');
    const response = parse(await client.closed);
    expect(response.status).toBe(200);
    expect(response.headers.connection).toBe('keep-alive');
  });

  it('holds no more sockets from one address than its cap, and answers another address', async () => {
    await start({
      timeouts: LONG,
      limits: { ...DEFAULT_LIMITS, connectionsPerAddress: 4 },
    });
    const halfOpen = await Promise.all(
      Array.from({ length: 10 }, () => raw('GET /api/v1/today HTTP/1.1\r\nHo')),
    );
    // The six over the cap are closed unanswered; the four under it are held.
    const refused = await new Promise<Raw[]>((done) => {
      const closed: Raw[] = [];
      for (const each of halfOpen) {
        void each.closed.then(() => {
          closed.push(each);
          if (closed.length === 6) done(closed);
        });
      }
    });
    for (const each of refused) expect(await each.closed).toBe('');
    const other = await raw(
      'GET /api/v1/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n',
      '127.0.0.2',
    );
    expect(parse(await other.closed).status).toBe(200);
    expect(halfOpen.filter((each) => !each.isClosed())).toHaveLength(4);
  });

  it('does not cap a trusted proxy’s connections per address', async () => {
    await start({
      timeouts: LONG,
      limits: { ...DEFAULT_LIMITS, connectionsPerAddress: 2 },
      trustProxy: { addresses: ['127.0.0.1'] },
    });
    const proxied = await Promise.all(
      Array.from({ length: 6 }, () => raw('GET /api/v1/today HTTP/1.1\r\nHo')),
    );
    // Two round trips after them: any of them closed by the cap would have been closed by now.
    for (let k = 0; k < 2; k++) {
      const direct = await raw(
        'GET /api/v1/health HTTP/1.1\r\nHost: api\r\nConnection: close\r\n\r\n',
        '127.0.0.2',
      );
      expect(parse(await direct.closed).status).toBe(200);
    }
    expect(proxied.filter((each) => each.isClosed())).toEqual([]);
  });

  it('holds no more sockets in all than its cap', async () => {
    await start({ timeouts: LONG, limits: { ...DEFAULT_LIMITS, connectionsPerProcess: 3 } });
    const held = await Promise.all(
      ['127.0.0.3', '127.0.0.4', '127.0.0.5'].map((address) =>
        raw('GET /api/v1/today HTTP/1.1\r\nHo', address),
      ),
    );
    const over = await raw('GET /api/v1/health HTTP/1.1\r\nHost: api\r\n\r\n', '127.0.0.6');
    expect(await over.closed).toBe('');
    expect(held.filter((each) => each.isClosed())).toEqual([]);
  });
});

describe('every refusal in the API’s error shape, echoing nothing', () => {
  it('answers headers too large with 431', async () => {
    await start();
    const client = await raw(
      `GET /api/v1/today HTTP/1.1\r\nHost: api\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expectRefusal(parse(await client.closed), 431, 'headers-too-large', 'ppp');
  });

  it('answers a request Node cannot parse with 400', async () => {
    await start();
    for (const request of [
      'BREW /api/v1/results HTTP/1.1\r\nHost: api\r\n\r\n',
      'GET /api/v1/today HTTP/9.9x\r\nHost: api\r\n\r\n',
      'GET /api/v1/today\x00 HTTP/1.1\r\n\r\n',
    ]) {
      const client = await raw(request);
      expectRefusal(parse(await client.closed), 400, 'malformed-request', 'BREW');
    }
  });

  it('answers a method the API does not take with 405', async () => {
    await start();
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
      const response = await app!.inject({ method, url: '/api/v1/results' });
      expectRefusal(injected(response), 405, 'method-not-allowed');
      expect(response.headers.allow).toBe('GET, HEAD, POST');
    }
  });

  it('answers an address that does not decode with 400', async () => {
    await start();
    const response = await app!.inject({ url: '/api/v1/puzzles/%E0%A4%A/27' });
    expectRefusal(injected(response), 400, 'malformed-url', '%E0');
  });

  it('answers a too-long address or parameter with 414', async () => {
    await start();
    for (const url of [
      `/api/v1/today?pad=${'q'.repeat(2000)}`,
      `/api/v1/nothing/${'q'.repeat(2000)}`,
      `/api/v1/puzzles/${'q'.repeat(200)}/27`,
    ]) {
      expectRefusal(injected(await app!.inject({ url })), 414, 'url-too-long', 'qqq');
    }
  });

  it('answers a request that arrives while the server closes with 503', async () => {
    let closeOn = () => {};
    const held = new Promise<void>((resolve) => (closeOn = resolve));
    // The server stays open until the request below is answered.
    await start({ timeouts: LONG }, (built) => built.addHook('preClose', () => held));
    const open = await raw('');
    const closing = app!.close();
    open.socket.write('GET /api/v1/health HTTP/1.1\r\nHost: api\r\n\r\n');
    const answered = await new Promise<string>((resolve) => {
      let text = '';
      open.socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('latin1');
        if (text.includes('}')) resolve(text);
      });
    });
    closeOn();
    await closing;
    app = undefined;
    const response = parse(answered);
    expectRefusal(response, 503, 'unavailable');
    expect(response.headers['retry-after']).toBe('5');
  });
});

describe('the health check', () => {
  it('asks the database once for many callers at once', async () => {
    await start();
    statements.length = 0;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => app!.inject({ url: '/api/v1/health' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses[0]!.json()).toEqual({ status: 'ok' });
    expect(statements.filter((text) => text === 'SELECT 1')).toHaveLength(1);
  });

  it('is limited like the other reads', async () => {
    await start({ limits: { ...DEFAULT_LIMITS, readsPerMinute: 3 } });
    for (let k = 0; k < 3; k++) {
      expect((await app!.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    }
    const limited = await app!.inject({ url: '/api/v1/health' });
    expectRefusal(injected(limited), 429, 'rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the database’s answer, or its failure, for a second after it settles', async () => {
    let now = 0;
    const asked: (() => void)[] = [];
    let failing = false;
    const fake = {
      query: () =>
        new Promise<never[]>((resolve, reject) =>
          asked.push(() => (failing ? reject(new Error('down')) : resolve([]))),
        ),
    } as unknown as Database;
    const healthy = databaseHealth(fake, () => now);
    const first = healthy();
    now = 5000;
    // Still under way: shared however long it takes.
    expect(healthy()).toBe(first);
    asked[0]!();
    await first;
    now += HEALTH_CACHE_MS - 1;
    expect(healthy()).toBe(first);
    expect(asked).toHaveLength(1);
    now += 1;
    failing = true;
    const second = healthy();
    expect(asked).toHaveLength(2);
    asked[1]!();
    await expect(second).rejects.toThrow('down');
    expect(healthy()).toBe(second);
    now += HEALTH_CACHE_MS;
    healthy();
    expect(asked).toHaveLength(3);
  });
});
