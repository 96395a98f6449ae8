import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { dailyModesOn } from '../../machines/dailyModes.ts';
import { play } from '../test/plays.ts';

/**
 * The bench's slow and hostile clients, and the well-behaved one whose latency they must not spoil.
 * Loopback has every address of 127.0.0.0/8: each kind of client has addresses of its own, so that
 * the per-address cap tells them apart as it would tell networks apart.
 */

/** The well-behaved client's address. */
const READER = '127.0.0.2';
/** The slow client's: one address holding many sockets. */
const SLOW = '127.0.0.1';
/** The hostile clients', 127.0.1.1 to 127.0.1.100: one request at a time each. */
const hostileAddress = (k: number) => `127.0.1.${(k % 250) + 1}`;

export interface Latency {
  requests: number;
  /** Requests answered with another status than the one expected, or not at all. */
  failures: number;
  p50: number;
  p99: number;
  /** The slowest: a stall of the whole process shows here first. */
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/** Asks `paths` in turn over `concurrency` kept-alive connections from READER, for `seconds`. */
async function measure(url: string, paths: string[], seconds: number, concurrency = 4) {
  const { hostname, port } = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const ask = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const sent = request(
        { host: hostname, port, path, agent, localAddress: READER, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      sent.on('timeout', () => sent.destroy(new Error('no answer in 30 s')));
      sent.on('error', reject);
      sent.end();
    });
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await ask(paths[next++ % paths.length]!).catch(() => 0);
      times.push(performance.now() - started);
      if (status !== 200) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests: times.length,
    failures,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  } satisfies Latency;
}

/**
 * `count` sockets from one address, each sending half a request and nothing more: half of them half
 * the headers, half of them whole headers and half the body. One the server closes is opened again a
 * second later, as a client bent on holding the server's sockets would.
 */
function holdHalfOpen(url: string, count: number, today: number) {
  const { hostname, port } = new URL(url);
  const halfHeaders = 'GET /api/v1/today HTTP/1.1\r\nHost: api\r\nAccept: appl';
  const body = JSON.stringify(play(dailyModesOn(today)[0]!, today, 2, randomUUID()));
  const halfBody =
    'POST /api/v1/results HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length / 2)}`;
  const open = new Set<Socket>();
  let stopped = false;
  let closedByServer = 0;
  const start = (k: number) => {
    if (stopped) return;
    const socket = connect({ host: hostname, port: Number(port), localAddress: SLOW });
    open.add(socket);
    socket.on('connect', () => socket.write(k % 2 ? halfHeaders : halfBody));
    socket.on('error', () => {});
    socket.on('close', () => {
      open.delete(socket);
      if (stopped) return;
      closedByServer++;
      setTimeout(() => start(k), 1000).unref();
    });
  };
  for (let k = 0; k < count; k++) start(k);
  return {
    open: () => [...open].filter((socket) => !socket.connecting && !socket.destroyed).length,
    closedByServer: () => closedByServer,
    stop: () => {
      stopped = true;
      for (const socket of open) socket.destroy();
    },
  };
}

export interface SlowFigures {
  /** Reads with no slow client, then with `sockets` half-open sockets held from one address. */
  quiet: Latency;
  held: Latency;
  sockets: number;
  /** The slow client's sockets the server held open halfway through (the rest it had closed). */
  openHalfway: number;
  closedByServer: number;
}

/** Reads' latency from one client while another holds `sockets` half-open sockets. */
export async function slowClientPhase(
  url: string,
  today: number,
  seconds: number,
  sockets = 1000,
): Promise<SlowFigures> {
  const paths = [
    ...dailyModesOn(today).map((mode) => `/api/v1/puzzles/${mode}/${today}`),
    '/api/v1/today',
  ];
  const quiet = await measure(url, paths, seconds);
  const slow = holdHalfOpen(url, sockets, today);
  // Every socket connected and sent its half before the reads begin.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let openHalfway = 0;
  const halfway = setTimeout(() => (openHalfway = slow.open()), (seconds * 1000) / 2);
  const held = await measure(url, paths, seconds);
  clearTimeout(halfway);
  const closedByServer = slow.closedByServer();
  slow.stop();
  return { quiet, held, sockets, openHalfway, closedByServer };
}

/**
 * The hostile requests, sent each on a connection of its own: a result of a far-future puzzle of each mode,
 * requests at every limit (the largest body, the longest address, the most headers) and malformed
 * ones (JSON, an address that does not decode, a request line that is not HTTP).
 */
function hostileRequests(today: number): string[] {
  const mode = dailyModesOn(today)[0]!;
  const post = (body: string) =>
    'POST /api/v1/results HTTP/1.1\r\nHost: api\r\nContent-Type: application/json\r\n' +
    `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const get = (path: string, extra = '') =>
    `GET ${path} HTTP/1.1\r\nHost: api\r\nConnection: close\r\n${extra}\r\n`;
  // One of each mode: the schedule is worked out per mode.
  const farFuture = dailyModesOn(today).map((each) =>
    JSON.stringify({ ...play(each, today, 2, randomUUID()), puzzle: 999_999 }),
  );
  const longest = JSON.stringify({
    mode,
    puzzle: today,
    browserId: randomUUID(),
    guesses: Array.from({ length: 16 }, (_, k) => `${k}`.padStart(64, 'x')),
  });
  return [
    ...farFuture.map(post),
    post(JSON.stringify({ ...play(mode, today, 2, randomUUID()), puzzle: today + 1 })),
    post(longest.padEnd(2048, ' ')),
    post(`${'['.repeat(1000)}${']'.repeat(1000)}`),
    post('{"mode": "map", "puzzle": '),
    get(`/api/v1/puzzles/${mode}/999999`),
    get(`/api/v1/today?${'q'.repeat(1000)}`),
    get(`/api/v1/puzzles/${'m'.repeat(200)}/1`),
    get('/api/v1/puzzles/%E0%A4%A/1'),
    get('/api/v1/today', `X-Padding: ${'p'.repeat(15_000)}\r\n`),
    get('/api/v1/today', `X-Padding: ${'p'.repeat(20_000)}\r\n`),
    'BREW /api/v1/today HTTP/1.1\r\nHost: api\r\n\r\n',
    'GET /api/v1/today HTTP/9.9x\r\n\r\n',
  ];
}

export interface HostileFigures {
  /** The health check with no hostile client, then with `clients` sending hostile requests. */
  quiet: Latency;
  hostile: Latency;
  clients: number;
  /** Hostile requests answered, by status (0: closed with no answer). */
  answered: Record<string, number>;
}

/** The health check's latency while `clients` clients send hostile requests one after another. */
export async function hostilePhase(
  url: string,
  today: number,
  seconds: number,
  clients = 100,
): Promise<HostileFigures> {
  const { hostname, port } = new URL(url);
  const requests = hostileRequests(today);
  const answered: Record<string, number> = {};
  let stopped = false;
  const send = (text: string, localAddress: string) =>
    new Promise<void>((resolve) => {
      const socket = connect({ host: hostname, port: Number(port), localAddress });
      let received = '';
      socket.on('connect', () => socket.write(text));
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? '0';
        answered[status] = (answered[status] ?? 0) + 1;
        resolve();
      });
      socket.setTimeout(30_000, () => socket.destroy());
    });
  const client = async (k: number) => {
    for (let n = k; !stopped; n++) await send(requests[n % requests.length]!, hostileAddress(k));
  };
  const quiet = await measure(url, ['/api/v1/health'], seconds);
  const running = Array.from({ length: clients }, (_, k) => client(k));
  const hostile = await measure(url, ['/api/v1/health'], seconds);
  stopped = true;
  await Promise.all(running);
  return { quiet, hostile, clients, answered };
}
