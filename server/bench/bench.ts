import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { puzzleNumber } from '../../machines/daily/calendar.ts';
import { dailyModesOn, type DailyMode } from '../../machines/dailyModes.ts';
import { openPglite } from '../db/pglite.ts';
import type { ResultRequest } from '../routes/results.ts';
import { play } from '../test/plays.ts';
import { freePort, startPostgres } from '../test/postgresCluster.ts';
import {
  hostilePhase,
  slowClientPhase,
  type HostileFigures,
  type Latency,
  type SlowFigures,
} from './hostileClients.ts';
import { apiReady } from './apiReady.ts';

/**
 * `npm run bench:api`: sustained results/s and reads/s, with p50 and p99 latency, of the API on PGlite
 * and on a PostgreSQL server of its own on this machine (durable settings), with one API process and
 * (PostgreSQL) one per core. Every result is a whole play of today's puzzle from a new browser and a
 * network address of its own (one in ten repeats an earlier browser's); afterwards the published
 * numbers and the stored rows must equal what was accepted, to the result.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SALT = 'bench-salt-0123456789abcdef0123456789';
/**
 * Which phases to run (BENCH_PHASES, comma-separated): `throughput` (results, then reads, then the
 * counts checked), `slow` (reads while one address holds 1,000 half-open sockets) and `hostile` (the
 * health check while 100 clients send far-future, maximal and malformed requests). All by default.
 */
const PHASES = new Set((process.env.BENCH_PHASES ?? 'throughput,slow,hostile').split(','));
/** The open-file limit the API runs under in the slow and hostile phases: a common default. */
const FILE_LIMIT = 1024;

interface Figures {
  backend: string;
  processes: number;
  phase: 'results' | 'reads';
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  loadAverage: number;
}

async function startApi(env: Record<string, string>, processes: number, fileLimit?: number) {
  const port = await freePort();
  const node = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  // prlimit runs the API in its own process (exec): the API's pid, its signals.
  const [command, ...args] = fileLimit ? ['prlimit', `--nofile=${fileLimit}`, '--', ...node] : node;
  const child = spawn(command!, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      EARSHOT_API_SALT: SALT,
      EARSHOT_API_PROCESSES: String(processes),
      // The bench sends each request as from an address of its own, behind this proxy (itself).
      EARSHOT_API_TRUST_PROXY: 'loopback',
      // All of its connections come from that proxy's address.
      EARSHOT_API_CONNECTIONS_PER_ADDRESS: '10000',
      EARSHOT_API_LOG: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await apiReady(url, child);
  return { url, child };
}

function stopApi(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

let addresses = 0;
/** An address of its own for each request: the per-address limits apply as to a crowd of players. */
const nextAddress = () => `2001:db8:${(++addresses >> 16) & 0xffff}:${addresses & 0xffff}::1`;

/** What was accepted, per mode: players and the distribution (index 6: missed). */
type Expected = Map<DailyMode, number[]>;

async function results(url: string, today: number) {
  const modes = dailyModesOn(today);
  const accepted: ResultRequest[] = [];
  const expected: Expected = new Map(modes.map((mode) => [mode, Array(7).fill(0)]));
  let repeatsAnswered = 0;
  const unexpected: string[] = [];
  // Requests still under way when the run stops get no answer here: sent again afterwards, a repeat's
  // answer says whether (and how) the first was counted.
  const inFlight = new Set<ResultRequest>();
  const count = (sent: ResultRequest, body: string) => {
    const { result } = JSON.parse(body) as { result: { solved: boolean; tries: number } };
    accepted.push(sent);
    expected.get(sent.mode as DailyMode)![result.solved ? result.tries - 1 : 6]++;
  };
  const run = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/results',
        setupRequest: (request, context: { sent?: ResultRequest; repeat?: boolean }) => {
          const repeat = accepted.length > 0 && Math.random() < 0.1;
          const k = Math.floor(Math.random() * 7);
          const sent = repeat
            ? accepted[Math.floor(Math.random() * accepted.length)]!
            : play(
                modes[Math.floor(Math.random() * modes.length)]!,
                today,
                k === 6 ? null : k + 1,
                randomUUID(),
              );
          context.sent = sent;
          context.repeat = repeat;
          if (!repeat) inFlight.add(sent);
          return {
            ...request,
            body: JSON.stringify(sent),
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
          };
        },
        onResponse: (status, body, context: { sent?: ResultRequest; repeat?: boolean }) => {
          const sent = context.sent!;
          inFlight.delete(sent);
          if (status === 201 && !context.repeat) {
            count(sent, body);
          } else if (status === 200 && context.repeat) {
            repeatsAnswered++;
          } else {
            unexpected.push(`${status} ${body.slice(0, 120)}`);
          }
        },
      },
    ],
  });
  for (const sent of inFlight) {
    const response = await fetch(`${url}/api/v1/results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(sent),
    });
    const body = await response.text();
    if (response.status === 200 || response.status === 201) count(sent, body);
    else unexpected.push(`${response.status} ${body.slice(0, 120)}`);
  }
  return { run, accepted, expected, repeatsAnswered, unexpected };
}

async function reads(url: string, today: number) {
  const paths = [
    ...dailyModesOn(today).map((mode) => `/api/v1/puzzles/${mode}/${today}`),
    '/api/v1/today',
  ];
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        // No If-None-Match: every read is worked out from the database.
        setupRequest: (request) => ({
          ...request,
          path: paths[next++ % paths.length],
          headers: { 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
}

const figures = (
  backend: string,
  processes: number,
  phase: Figures['phase'],
  run: autocannon.Result,
  loadAverage: number,
): Figures => ({
  backend,
  processes,
  phase,
  perSecond: Math.round(run.requests.average),
  p50: run.latency.p50,
  p99: run.latency.p99,
  requests: run.requests.total,
  failures: run.non2xx + run.errors + run.timeouts,
  loadAverage: Math.round(loadAverage * 100) / 100,
});

/** Compares what the API publishes and what is stored with what it accepted; throws on any difference. */
async function check(
  url: string,
  today: number,
  outcome: Awaited<ReturnType<typeof results>>,
  storedRows: () => Promise<number>,
) {
  const problems: string[] = [...outcome.unexpected.slice(0, 5)];
  if (outcome.unexpected.length) problems.push(`${outcome.unexpected.length} unexpected answers`);
  for (const [mode, counts] of outcome.expected) {
    const published = (await (await fetch(`${url}/api/v1/puzzles/${mode}/${today}`)).json()) as {
      distribution: number[];
      missed: number;
      players: number;
    };
    const got = [...published.distribution, published.missed];
    if (JSON.stringify(got) !== JSON.stringify(counts)) {
      problems.push(`${mode}: published ${got.join(',')}, accepted ${counts.join(',')}`);
    }
  }
  const rows = await storedRows();
  if (rows !== outcome.accepted.length) {
    problems.push(`${rows} results stored, ${outcome.accepted.length} accepted`);
  }
  if (problems.length) throw new Error(`Counts do not match:\n${problems.join('\n')}`);
  return `${outcome.accepted.length} results counted, ${outcome.repeatsAnswered} repeats counted nothing: counts exact`;
}

/** One backend's slow-client and hostile phases, each as it asked to be run. */
interface AbuseFigures {
  backend: string;
  slow?: SlowFigures;
  hostile?: HostileFigures;
  loadAverage: number;
}

const latency = (name: string, each: Latency) =>
  `${name} p50 ${each.p50} ms  p99 ${each.p99} ms  max ${each.max} ms` +
  ` (${each.requests} requests, ${each.failures} failed)`;

/**
 * The slow and hostile phases on one backend: one API process under a 1,024 open-file limit, its
 * default timeouts and connection caps, no proxy trusted (every client is its own address) and the
 * per-minute limits lifted (the phases measure the work a request costs, not the limiter).
 */
async function runAbuse(backend: string, env: Record<string, string>, today: number) {
  const { url, child } = await startApi(
    {
      ...env,
      EARSHOT_API_TRUST_PROXY: 'false',
      EARSHOT_API_CONNECTIONS_PER_ADDRESS: '',
      EARSHOT_API_READS_PER_MINUTE: '1000000',
      EARSHOT_API_RESULTS_PER_MINUTE: '1000000',
    },
    1,
    FILE_LIMIT,
  );
  const figures: AbuseFigures = { backend, loadAverage: 0 };
  try {
    if (PHASES.has('slow')) {
      const slow = await slowClientPhase(url, today, SECONDS);
      figures.slow = slow;
      console.log(
        `${backend.padEnd(10)} slow     ${latency('reads, quiet:', slow.quiet)}\n` +
          `${''.padEnd(10)}          ${latency(`reads, ${slow.sockets} half-open:`, slow.held)}` +
          `; ${slow.openHalfway} connected at the client's end halfway, ${slow.closedByServer} closed by the server`,
      );
    }
    if (PHASES.has('hostile')) {
      const hostile = await hostilePhase(url, today, SECONDS);
      figures.hostile = hostile;
      console.log(
        `${backend.padEnd(10)} hostile  ${latency('health, quiet:', hostile.quiet)}\n` +
          `${''.padEnd(10)}          ${latency(`health, ${hostile.clients} hostile:`, hostile.hostile)}` +
          `; hostile answers by status ${JSON.stringify(hostile.answered)}`,
      );
    }
    figures.loadAverage = Math.round(loadavg()[0]! * 100) / 100;
  } finally {
    await stopApi(child);
  }
  return figures;
}

async function main() {
  const today = puzzleNumber(new Date());
  const cores = availableParallelism();
  const all: Figures[] = [];
  const abuse: AbuseFigures[] = [];
  const abused = PHASES.has('slow') || PHASES.has('hostile');
  const notes: string[] = [];
  const print = (each: Figures) =>
    console.log(
      `${each.backend.padEnd(10)} ${String(each.processes).padStart(2)} proc  ${each.phase.padEnd(7)}` +
        ` ${String(each.perSecond).padStart(6)}/s  p50 ${each.p50} ms  p99 ${each.p99} ms` +
        `  (${each.requests} requests, ${each.failures} failed; load average ${each.loadAverage})`,
    );

  const runOne = async (
    backend: string,
    processes: number,
    env: Record<string, string>,
    storedRows: () => Promise<number>,
    reset: () => Promise<void>,
  ) => {
    await reset();
    const { url, child } = await startApi(env, processes);
    try {
      const before = loadavg()[0]!;
      const outcome = await results(url, today);
      const resultFigures = figures(backend, processes, 'results', outcome.run, before);
      all.push(resultFigures);
      print(resultFigures);
      const readLoad = loadavg()[0]!;
      const readFigures = figures(backend, processes, 'reads', await reads(url, today), readLoad);
      all.push(readFigures);
      print(readFigures);
      // PGlite's folder is the API process's alone: it is counted once the API has stopped.
      const note = await check(url, today, outcome, async () => {
        if (backend !== 'pglite') return storedRows();
        await stopApi(child);
        return storedRows();
      });
      notes.push(`${backend}, ${processes} process(es): ${note}`);
      console.log(`  ${note}`);
    } finally {
      await stopApi(child);
    }
  };

  console.log(
    `Community API bench: ${SECONDS} s a phase, ${CONNECTIONS} connections, ${cores} cores`,
  );
  const folder = mkdtempSync(path.join(tmpdir(), 'earshot-bench-'));
  try {
    const dataDir = path.join(folder, 'pglite');
    if (PHASES.has('throughput')) {
      await runOne(
        'pglite',
        1,
        { EARSHOT_API_DATA: dataDir },
        async () => {
          const db = await openPglite(path.join(dataDir, 'pgdata'), 10_000);
          const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results');
          await db.close();
          return row!.n;
        },
        async () => {},
      );
    }
    if (abused) {
      abuse.push(
        await runAbuse('pglite', { EARSHOT_API_DATA: path.join(folder, 'abused') }, today),
      );
    }

    const cluster = await startPostgres({ durable: true });
    const client = new pg.Client(cluster.url);
    try {
      await client.connect();
      const storedRows = async () =>
        (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM results')).rows[0]!.n;
      const reset = async () => {
        await client
          .query("SELECT to_regclass('results') IS NOT NULL AS ready")
          .then(async ({ rows }) => {
            if (rows[0].ready) await client.query('TRUNCATE results, tallies, address_quota');
          });
      };
      if (PHASES.has('throughput')) {
        for (const processes of [...new Set([1, cores])]) {
          await runOne('postgres', processes, { DATABASE_URL: cluster.url }, storedRows, reset);
        }
      }
      if (abused) {
        await reset();
        abuse.push(await runAbuse('postgres', { DATABASE_URL: cluster.url }, today));
      }
    } finally {
      await client.end().catch(() => {});
      cluster.stop();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const out = path.join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cores, seconds: SECONDS, connections: CONNECTIONS, phases: [...PHASES], figures: all, abuse, notes }, null, 2)}\n`,
  );
  console.log(`Figures written to ${path.relative(ROOT, file)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
