import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAX_AUDIENCE,
  MAX_PLAYERS,
  TOP_ROWS,
  type CreateRoomResponse,
  type RoomSettings,
  type RoomView,
} from '../../machines/room/protocol.ts';
import { freePort, startPostgres, type Cluster } from '../test/postgresCluster.ts';
import { Inbox, localNow, SimPlayer } from './roomPlayer.ts';
import { checkReveal, expectedPoints, expectedVerdict } from './roomScores.ts';
import { HeapProbe, processUse } from './serverProbe.ts';
import { apiReady } from './apiReady.ts';

/**
 * `npm run bench:rooms`: live rooms under load, on one API process as `npm run api` runs it (PGlite in
 * memory, or the PostgreSQL server DATABASE_URL names). Two phases, each on a fresh server:
 *  - `rooms`: rooms of 8 up to ROOMS_BENCH_PLAYERS connected players (1,000 by default; a list such
 *    as `250,500,1000` runs each count on a server of its own);
 *  - `big`: one room of ROOMS_BENCH_BIG sockets (200), as many of them seated as a room takes
 *    (MAX_PLAYERS), the rest watching it as visitors do;
 *  - `audience`: one audience room of ROOMS_BENCH_AUDIENCE players (2,000), all seated, its host
 *    running it without playing; each player's scores are checked from its own view (its own line of
 *    each reveal, its own total), and the share who found it from everyone's lines together.
 * On two API processes sharing one PostgreSQL server (DATABASE_URL, or a throwaway one the bench
 * starts), as two machines behind a load balancer without sticky sessions (docs/rooms.md, "Several
 * servers"): each room made on either, its players on both, their sockets relayed to the owner:
 *  - `rooms-2p`: rooms of 8 up to ROOMS_BENCH_PLAYERS_2P players (2,000: 250 rooms);
 *  - `audience-2p`: the audience room of ROOMS_BENCH_AUDIENCE players, split between the two;
 *  - `takeover`: ROOMS_BENCH_TAKEOVER rooms of 8 (50); mid-round, one process is killed (SIGKILL):
 *    the other takes its rooms, every device comes back to it (the client's back-off), the rounds
 *    replay, and every score is checked as in `rooms`. Reported: the time from the kill until each
 *    room's devices are all back and see it.
 * Each simulated player (roomPlayer.ts) connects from a loopback address of its own, joins, syncs its
 * clock, answers `ready` and guesses. Reported: the spread between the first and the last socket of a
 * room receiving a round's start and its reveal (p50/p99 over rounds), the server's CPU and memory
 * per player, messages a second; every score is worked out again from the reveals (roomScores.ts).
 * Exits non-zero when a check fails; the targets are reported, not enforced.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function whole(name: string, fallback: number, least = 1): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a whole number of at least ${least}, not "${text}".`);
  }
  return value;
}

const PLAYER_COUNTS = (process.env.ROOMS_BENCH_PLAYERS || '1000').split(',').map((each) => {
  const count = Number(each);
  if (!Number.isInteger(count) || count < 2) {
    throw new Error(`ROOMS_BENCH_PLAYERS: whole numbers of at least 2, not "${each}".`);
  }
  return count;
});
const ROOM_SIZE = whole('ROOMS_BENCH_ROOM_SIZE', 8, 2);
const BIG = whole('ROOMS_BENCH_BIG', 200, 2);
const AUDIENCE = whole('ROOMS_BENCH_AUDIENCE', MAX_AUDIENCE, 2);
const PLAYERS_2P = whole('ROOMS_BENCH_PLAYERS_2P', 2000, 2);
const TAKEOVER_ROOMS = whole('ROOMS_BENCH_TAKEOVER', 50, 2);
const PHASES = new Set(
  (process.env.ROOMS_BENCH_PHASES ?? 'rooms,big,audience,rooms-2p,audience-2p,takeover').split(','),
);
/**
 * The room machine's real timings (its count-in, lead and ready wait; the server offers no shorter
 * ones to `npm run api`): the hosts press Next a second into each reveal instead of waiting for the
 * room to move on, and the games are short. Rounds must be a count a room offers.
 */
const SMALL_ROUNDS = 3;
const BIG_ROUNDS = 10;
const AUDIENCE_ROUNDS = 3;
const SECONDS = 15;
const HOST_NEXT_MS = 1000;
/** Rooms are started over this long, as rooms of strangers would be, not all on one tick. */
const START_SPREAD_MS = whole('ROOMS_BENCH_START_SPREAD_MS', 3000, 0);
/** Players guess between these, in ms after the clip's start; one round in twenty goes unanswered. */
const GUESS_FROM_MS = 500;
const GUESS_TO_MS = 9000;
const SKIP = 0.05;
/** Sockets opened at once while the players arrive. */
const CONNECTING_AT_ONCE = 50;
const TARGETS = {
  rooms: 100,
  big: 250,
  audience: 300,
  'rooms-2p': 100,
  'audience-2p': 300,
  takeover: 100,
} as const;
const PROBE_EVERY_MS = 100;

// A seeded generator: a run's choices (who skips, what and when each guesses) can be replayed.
let seed = whole('ROOMS_BENCH_SEED', 34, 0) >>> 0;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

let addresses = 0;
/**
 * A loopback address of its own for each player (Linux answers on all of 127.0.0.0/8): the server's
 * per-address limits (rooms created, sockets opened, connections) apply as to players at home.
 */
function nextAddress(): string {
  const n = addresses++;
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

interface Api {
  url: string;
  child: ChildProcess;
  backend: string;
  heap: HeapProbe;
}

/** With ROOMS_BENCH_PROFILE=1 the API writes a CPU profile of each phase to bench-results/profiles. */
const PROFILE = process.env.ROOMS_BENCH_PROFILE === '1';

/**
 * The clips the rooms deal from, for the API as it finds them itself (EARSHOT_API_CLIPS, a build's
 * `dist/`, SOUND_PACK), or else the demo pack a build generates: on a fresh clone the bench runs too.
 */
function clipsEnv(): Record<string, string> {
  const { EARSHOT_API_CLIPS, SOUND_PACK } = process.env;
  if (
    EARSHOT_API_CLIPS ||
    SOUND_PACK?.trim() ||
    existsSync(path.join(ROOT, 'dist', 'index.html'))
  ) {
    return {};
  }
  const demo = path.join(ROOT, '.cache', 'demo-pack');
  if (existsSync(demo)) return { EARSHOT_API_CLIPS: demo };
  throw new Error(
    'No clips for the rooms: set SOUND_PACK to the sound pack, or build the game once (npm run build).',
  );
}

let postgres: Cluster | null = null;
/** The PostgreSQL server of the phases on two processes: DATABASE_URL's, or one started here. */
async function sharedDatabase(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  postgres ??= await startPostgres();
  return postgres.url;
}

async function startApi(players: number, databaseUrl = process.env.DATABASE_URL): Promise<Api> {
  const port = await freePort();
  const inspectPort = await freePort();
  const profile = PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(ROOT, 'bench-results', 'profiles')}`]
    : [];
  const node = [`--inspect=127.0.0.1:${inspectPort}`, ...profile, '--import', 'tsx'];
  const child = spawn(process.execPath, [...node, 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      EARSHOT_API_SALT: 'rooms-bench-salt-0123456789abcdef012345',
      EARSHOT_API_LOG: 'warn',
      EARSHOT_API_PROCESSES: '1',
      // Every player's socket and the bench's requests, well below the open-file limit (ulimit -n).
      EARSHOT_API_MAX_CONNECTIONS: String(players + 100),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { EARSHOT_API_DATA: 'memory://' }),
      ...clipsEnv(),
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // The inspector's own greetings are not the API's to report.
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    const said = text
      .split('\n')
      .filter((line) => line && !/^(Debugger |For help, see|Waiting for the debugger)/.test(line));
    if (said.length) process.stderr.write(`${said.join('\n')}\n`);
  });
  const url = `http://127.0.0.1:${port}`;
  await apiReady(url, child);
  const heap = await HeapProbe.open(inspectPort);
  const backend = !databaseUrl
    ? 'pglite'
    : process.env.EARSHOT_API_REDIS_URL
      ? 'postgres (bus and limits on Redis)'
      : 'postgres';
  return { url, child, backend, heap };
}

function stopApi({ child, heap }: Api): Promise<void> {
  heap.close();
  if (child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Creates a room as its host would, from the host's own address. */
function createRoom(api: Api, settings: RoomSettings, name: string, localAddress: string) {
  const body = JSON.stringify({ name, settings });
  const { hostname, port } = new URL(api.url);
  return new Promise<CreateRoomResponse>((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        path: '/api/v1/rooms',
        method: 'POST',
        localAddress,
        // A connection of its own, closed after the answer: Node's default agent would keep it
        // open, and the kept connections would count against the server's cap beside the sockets.
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode === 201) resolve(JSON.parse(text) as CreateRoomResponse);
          else
            reject(new Error(`POST /api/v1/rooms: ${response.statusCode} ${text.slice(0, 200)}`));
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Runs `work` over `items`, `atOnce` at a time. */
async function inTurn<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
};
const tenth = (ms: number) => Math.round(ms * 10) / 10;

interface Room {
  code: string;
  /** The process it was made on (its owner until a takeover). */
  madeOn: number;
  host: SimPlayer;
  players: SimPlayer[];
  watchers: SimPlayer[];
}

type Phase = keyof typeof TARGETS;
/** What kind of room a phase plays. */
const kindOf = (phase: Phase) =>
  phase === 'takeover' ? 'rooms' : (phase.replace('-2p', '') as 'rooms' | 'big' | 'audience');

export interface PhaseFigures {
  phase: Phase;
  backend: string;
  /** API processes sharing the rooms (players split between them). */
  processes: number;
  /** With `takeover`: the rooms the killed process owned, and how long after the kill each room's
   * devices were all back and shown it (ms, p50 / max), for its rooms and for the survivor's. */
  takeover?: {
    killedRooms: number;
    backOfKilledRooms: { p50: number; max: number };
    backOfOtherRooms: { p50: number; max: number };
    devicesDropped: number;
  };
  rooms: number;
  seated: number;
  watching: number;
  roundsPerRoom: number;
  roundsMeasured: number;
  startSpread: { p50: number; p99: number; max: number };
  revealSpread: { p50: number; p99: number; max: number };
  targetMs: number;
  /** How long before the clip's start the start reached the devices, by their synced clocks: p1 / p50. */
  startLeadMs: { p1: number; p50: number };
  /** A guess's `ms` minus the time it was sent by its player's synced clock: transit and queueing. */
  guessLagMs: { p50: number; p99: number };
  clockRoundTripMs: { p50: number; p99: number };
  /** A probe's pings all through the game: the server's answer time to anyone, stalls included. */
  probeRoundTripMs: { p50: number; p99: number; max: number };
  /** When the guesses the server did not count were sent, in ms after the clip's start by their clocks. */
  lostGuessesSentMs: number[];
  seconds: number;
  messagesInPerSecond: number;
  messagesOutPerSecond: number;
  megabytesInPerSecond: number;
  serverCpuPercent: number;
  serverCpuMsPerPlayerMinute: number;
  /** Resident memory: at the API's start (idle), and the most while the game ran. */
  serverRssIdleMb: number;
  serverRssPeakMb: number;
  /** The heap after a full collection: idle, with every player in the lobby, after the game. */
  serverHeapIdleMb: number;
  serverHeapKbPerPlayerLobby: number;
  serverHeapKbPerPlayerAfter: number;
  /** The machine's load average (1 min) at the phase's start and end: the cores are shared. */
  loadAverage: [number, number];
  benchCpuPercent: number;
  guesses: number;
  verdicts: Record<string, number>;
  problems: string[];
}

async function runPhase(phase: Phase, sockets: number): Promise<PhaseFigures> {
  const kind = kindOf(phase);
  const roomCount = kind === 'rooms' ? Math.ceil(sockets / ROOM_SIZE) : 1;
  const rounds = kind === 'rooms' ? SMALL_ROUNDS : kind === 'big' ? BIG_ROUNDS : AUDIENCE_ROUNDS;
  const settings: RoomSettings = {
    mode: 'mixed',
    rounds,
    seconds: SECONDS,
    ...(kind === 'audience' ? { audience: true } : {}),
  };
  const processes = phase === kind ? 1 : 2;
  const databaseUrl = processes > 1 ? await sharedDatabase() : process.env.DATABASE_URL;
  const apis: Api[] = [];
  // One after the other: the first brings the schema up to date.
  for (let i = 0; i < processes; i++) apis.push(await startApi(sockets, databaseUrl));
  const api = apis[0]!;
  const pids = apis.map((each) => each.child.pid!);
  /** The processes' CPU and memory together; a killed one's as last read. */
  const lastUse = new Map<number, { cpuMs: number; rss: number }>();
  const usage = () => {
    for (const pid of pids) {
      try {
        lastUse.set(pid, processUse(pid));
      } catch {
        // Killed (takeover): its last reading stands.
      }
    }
    const each = [...lastUse.values()];
    return {
      cpuMs: each.reduce((sum, one) => sum + one.cpuMs, 0),
      rss: each.reduce((sum, one) => sum + one.rss, 0),
    };
  };
  const heapOf = async () => {
    let used = 0;
    // After a takeover, the process left holds every room: its heap alone is measured.
    for (const each of phase === 'takeover' ? apis.slice(1) : apis) {
      used += await each.heap.usedAfterCollection();
    }
    return used;
  };
  const inbox = new Inbox();
  const wsBaseOf = (n: number) => apis[n % apis.length]!.url.replace(/^http/, 'ws');
  /** After the kill, every device comes back to the process left (a load balancer's next choice). */
  const survivor = () => `${wsBaseOf(1)}`;
  const all: SimPlayer[] = [];
  const rooms: Room[] = [];
  const problems: string[] = [];
  const playerOptions = {
    skip: SKIP,
    guessFromMs: GUESS_FROM_MS,
    guessToMs: GUESS_TO_MS,
    inbox,
    random,
  };
  try {
    const idle = usage();
    const idleHeap = await heapOf();
    // The players arrive: each room made by its host, then its other players join (or watch).
    const plans = Array.from({ length: roomCount }, (_, r) => {
      const size = kind === 'rooms' ? Math.min(ROOM_SIZE, sockets - r * ROOM_SIZE) : sockets;
      return { r, size };
    });
    await inTurn(
      plans,
      Math.max(1, Math.floor(CONNECTING_AT_ONCE / ROOM_SIZE)),
      async ({ r, size }) => {
        const hostAddress = nextAddress();
        // On two processes, rooms are made on each in turn, and their players alternate.
        const created = await createRoom(
          apis[r % apis.length]!,
          settings,
          `Host ${r + 1}`,
          hostAddress,
        );
        const path = `/api/v1/rooms/${created.code}/socket`;
        const reconnectTo = phase === 'takeover' ? () => `${survivor()}${path}` : undefined;
        const host = new SimPlayer({
          ...playerOptions,
          reconnectTo,
          url: `${wsBaseOf(r)}${path}`,
          name: `Host ${r + 1}`,
          localAddress: hostAddress,
          seat: created.seat,
          hostNextMs: HOST_NEXT_MS,
          keepFrames: true,
        });
        all.push(host);
        await host.welcomed;
        const room: Room = {
          code: created.code,
          madeOn: r % apis.length,
          host,
          players: [host],
          watchers: [],
        };
        rooms.push(room);
        const others = Array.from({ length: size - 1 }, (_, k) => k + 2);
        await inTurn(others, kind === 'rooms' ? size : CONNECTING_AT_ONCE, async (k) => {
          const watch = kind === 'big' && k > MAX_PLAYERS;
          const player = new SimPlayer({
            ...playerOptions,
            reconnectTo,
            url: `${wsBaseOf(r + k)}${path}`,
            name: `Player ${r + 1}.${k}`,
            localAddress: nextAddress(),
            watch,
          });
          all.push(player);
          (watch ? room.watchers : room.players).push(player);
          await player.welcomed;
        });
      },
    );
    const refused = all.filter(
      (player) => player.closedEarly || (!player.watching && !player.playerId),
    );
    if (refused.length) {
      throw new Error(
        `${refused.length} players could not join: ` +
          [refused[0]!.closedEarly, ...refused[0]!.errors].filter(Boolean).join('; '),
      );
    }
    // Every host sees its whole room before it starts.
    for (let waited = 0; ; waited += 100) {
      const waiting = rooms.filter((room) => room.host.view?.counts.seats !== room.players.length);
      if (!waiting.length) break;
      if (waited > 30_000)
        throw new Error(`${waiting.length} rooms never showed all their players.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const probeRoom = rooms.find((room) => room.madeOn === (phase === 'takeover' ? 1 : 0))!;
    // A visitor of the first room pinging all along: how long the server takes to answer anyone
    // (on two processes, through the one that does not own the room: its pings are relayed).
    const probe = new SimPlayer({
      ...playerOptions,
      url: `${wsBaseOf(apis.length - 1)}/api/v1/rooms/${probeRoom.code}/socket`,
      name: 'Probe',
      localAddress: nextAddress(),
      watch: true,
      pingEveryMs: PROBE_EVERY_MS,
    });
    all.push(probe);
    await probe.welcomed;
    const lobbyHeap = await heapOf();
    const loadBefore = loadavg()[0]!;
    const connected = usage();
    let peakRss = connected.rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, usage().rss);
    }, 250);
    const counted = { received: inbox.received, bytes: inbox.receivedBytes, sent: inbox.sent };
    const began = localNow();
    const benchCpu = process.cpuUsage();
    rooms.forEach((room, r) =>
      setTimeout(() => room.host.start(), (START_SPREAD_MS * r) / rooms.length),
    );
    const killed = phase === 'takeover' ? killMidRound(api, rooms) : null;
    const gameMs = rounds * (10_000 + 3000 + SECONDS * 1000 + 8000) + 60_000;
    const timedOut = await Promise.race([
      Promise.all(all.map((player) => player.done)).then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), gameMs).unref()),
    ]);
    const wall = localNow() - began;
    const used = usage();
    clearInterval(sampler);
    peakRss = Math.max(peakRss, used.rss);
    const benchUsed = process.cpuUsage(benchCpu);
    const loadAfter = loadavg()[0]!;
    // Measured before the players leave: their seats, views and the rounds' results still held.
    const afterHeap = await heapOf();
    if (timedOut) {
      const stuck = rooms.filter((room) =>
        [...room.players, ...room.watchers].some((p) => !p.finished),
      );
      problems.push(
        `${stuck.length} rooms did not finish within ${Math.round(gameMs / 1000)} s` +
          ` (one in phase ${stuck[0]?.host.view?.phase ?? '?'})`,
      );
    }

    const measured = measureRooms(rooms, settings, problems, kind === 'audience');
    const seated = rooms.reduce((sum, room) => sum + room.players.length, 0);
    const perSecond = (count: number) => Math.round((count * 1000) / wall);
    const spread = (values: number[]) => ({
      p50: tenth(percentile(values, 50)),
      p99: tenth(percentile(values, 99)),
      max: tenth(Math.max(...values)),
    });
    return {
      phase,
      backend: api.backend,
      processes,
      ...(killed ? { takeover: takeoverFigures(rooms, await killed, problems) } : {}),
      rooms: rooms.length,
      seated,
      watching: rooms.reduce((sum, room) => sum + room.watchers.length, 0),
      roundsPerRoom: rounds,
      roundsMeasured: measured.startSpreads.length,
      startSpread: spread(measured.startSpreads),
      revealSpread: spread(measured.revealSpreads),
      targetMs: TARGETS[phase],
      startLeadMs: {
        p1: tenth(percentile(measured.leads, 1)),
        p50: tenth(percentile(measured.leads, 50)),
      },
      guessLagMs: {
        p50: tenth(percentile(measured.guessLags, 50)),
        p99: tenth(percentile(measured.guessLags, 99)),
      },
      clockRoundTripMs: {
        p50: tenth(
          percentile(
            all.map((p) => p.bestRoundTrip),
            50,
          ),
        ),
        p99: tenth(
          percentile(
            all.map((p) => p.bestRoundTrip),
            99,
          ),
        ),
      },
      probeRoundTripMs: spread(probe.roundTrips),
      lostGuessesSentMs: measured.lost,
      seconds: tenth(wall / 1000),
      messagesInPerSecond: perSecond(inbox.received - counted.received),
      messagesOutPerSecond: perSecond(inbox.sent - counted.sent),
      megabytesInPerSecond: tenth((inbox.receivedBytes - counted.bytes) / 1e6 / (wall / 1000)),
      serverCpuPercent: Math.round(((used.cpuMs - connected.cpuMs) * 100) / wall),
      serverCpuMsPerPlayerMinute: tenth(
        ((used.cpuMs - connected.cpuMs) * 60_000) / wall / all.length,
      ),
      serverRssIdleMb: tenth(idle.rss / 1e6),
      serverRssPeakMb: tenth(peakRss / 1e6),
      serverHeapIdleMb: tenth(idleHeap / 1e6),
      serverHeapKbPerPlayerLobby: tenth((lobbyHeap - idleHeap) / 1000 / all.length),
      serverHeapKbPerPlayerAfter: tenth((afterHeap - idleHeap) / 1000 / all.length),
      loadAverage: [tenth(loadBefore), tenth(loadAfter)],
      benchCpuPercent: Math.round(((benchUsed.user + benchUsed.system) / 1000 / wall) * 100),
      guesses: measured.guesses,
      verdicts: measured.verdicts,
      problems,
    };
  } finally {
    await Promise.all(all.map((player) => player.close()));
    await Promise.all(apis.map(stopApi));
  }
}

/**
 * Kills the process that made (and owns) half the rooms (SIGKILL: nothing written, no lease let go)
 * once the second round of its first room is being played. Resolves with the kill's local time.
 */
async function killMidRound(owner: Api, rooms: Room[]): Promise<number> {
  const host = rooms.find((room) => room.madeOn === 0)!.host;
  for (;;) {
    const view = host.view;
    if (view?.phase === 'playing' && view.round?.number === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const at = localNow();
  owner.child.kill('SIGKILL');
  return at;
}

/**
 * How long after the kill each room's devices were all back in it (seated again and shown it): the
 * rooms the killed process owned (taken by the other from their rows) apart from the others (whose
 * devices on the killed process came back). A device that never came back is a problem.
 */
function takeoverFigures(rooms: Room[], killedAt: number, problems: string[]) {
  const killedRooms: number[] = [];
  const otherRooms: number[] = [];
  let devicesDropped = 0;
  for (const room of rooms) {
    let last = 0;
    for (const player of room.players) {
      const drop = player.drops.find((each) => each.at >= killedAt);
      if (!drop) continue;
      devicesDropped++;
      if (drop.back === null) {
        problems.push(`room ${room.code}: player ${player.playerId} never came back`);
        continue;
      }
      last = Math.max(last, drop.back - killedAt);
    }
    if (room.madeOn === 0) killedRooms.push(last);
    else if (last > 0) otherRooms.push(last);
  }
  const figures = (values: number[]) => ({
    p50: Math.round(percentile(values, 50)),
    max: Math.round(Math.max(0, ...values)),
  });
  return {
    killedRooms: killedRooms.length,
    backOfKilledRooms: figures(killedRooms),
    backOfOtherRooms: figures(otherRooms),
    devicesDropped,
  };
}

/** The spreads of every round of every room, and every check of its scores. */
function measureRooms(
  rooms: Room[],
  settings: RoomSettings,
  problems: string[],
  audience: boolean,
) {
  const startSpreads: number[] = [];
  const revealSpreads: number[] = [];
  const leads: number[] = [];
  const guessLags: number[] = [];
  const lost: number[] = [];
  const verdicts: Record<string, number> = {};
  let guesses = 0;
  for (const room of rooms) {
    const sockets = [...room.players, ...room.watchers];
    for (const player of sockets) {
      for (const error of player.errors) problems.push(`room ${room.code}: ${error}`);
      if (player.closedEarly) problems.push(`room ${room.code}: a socket ${player.closedEarly}`);
    }
    let before = new Map<string, number>();
    const keys = [...room.host.reveals.keys()];
    if (keys.length !== settings.rounds && room.host.finished) {
      problems.push(`room ${room.code}: ${keys.length} reveals of ${settings.rounds} rounds`);
    }
    for (const key of keys) {
      const starts = sockets.map((player) => player.starts.get(key));
      const reveals = sockets.map((player) => player.reveals.get(key));
      if (starts.some((at) => at === undefined) || reveals.some((each) => each === undefined)) {
        problems.push(
          `room ${room.code} round ${key}: not every socket received its start and reveal`,
        );
        continue;
      }
      startSpreads.push(Math.max(...(starts as number[])) - Math.min(...(starts as number[])));
      const arrivals = reveals.map((each) => each!.at);
      revealSpreads.push(Math.max(...arrivals) - Math.min(...arrivals));
      const view = room.host.reveals.get(key)!.view;
      // Every socket, watchers too, is told the same answer, guesses and points (in an audience
      // room, the same answer, share and fastest, each with its own line after them).
      const told = JSON.stringify(audience ? shared(view) : view.reveal);
      if (
        reveals.some(
          (each) => JSON.stringify(audience ? shared(each!.view) : each!.view.reveal) !== told,
        )
      ) {
        problems.push(`room ${room.code} round ${key}: the reveal differs between sockets`);
      }
      // Fair play: nothing the host received of the round before its reveal names the answer
      // (unless the host guessed it: its own guess comes back to it).
      const answer = view.reveal!.answer;
      const frames = room.host.framesBefore.get(key) ?? [];
      if (!frames.length)
        problems.push(`room ${room.code} round ${key}: no view before the reveal`);
      if (
        room.host.guesses.get(key)?.itemId !== answer &&
        frames.some((text) => text.includes(answer))
      ) {
        problems.push(`room ${room.code} round ${key}: the answer was sent before the reveal`);
      }
      const startsAt = view.round!.startsAt!;
      for (const player of sockets) {
        leads.push(startsAt - (player.starts.get(key)! + player.offset));
      }
      const sent = new Map<string, string>();
      for (const player of room.players) {
        const guess = player.guesses.get(key);
        if (!guess) continue;
        sent.set(player.playerId!, guess.itemId);
        guesses++;
        // An audience room's player finds its own line in its own view only.
        const told = audience ? (player.reveals.get(key)?.view ?? view) : view;
        const revealed = told.reveal!.guesses.find((each) => each.playerId === player.playerId);
        if (revealed?.ms != null) guessLags.push(startsAt + revealed.ms - guess.serverAt);
        else lost.push(Math.round(guess.serverAt - startsAt));
      }
      if (audience) {
        // No view lists everyone: each player's own line and total are checked from its own view.
        const checked = checkOwnLines(room, key, before);
        problems.push(...checked.problems);
        for (const [verdict, count] of Object.entries(checked.verdicts))
          verdicts[verdict] = (verdicts[verdict] ?? 0) + count;
        before = checked.after;
        continue;
      }
      for (const each of view.reveal!.guesses)
        verdicts[each.verdict] = (verdicts[each.verdict] ?? 0) + 1;
      const checked = checkReveal(view, sent, before);
      problems.push(...checked.problems);
      before = checked.after;
    }
    const finished: RoomView | null = room.host.finished;
    if (audience) {
      for (const player of room.players) {
        const own = player.finished?.players.find((each) => each.id === player.playerId);
        if (own && own.ranked && own.score !== (before.get(own.id) ?? 0)) {
          problems.push(
            `room ${room.code}, player ${own.id}: final ${own.score}, the sum of their rounds ${before.get(own.id) ?? 0}`,
          );
        }
      }
    } else if (finished) {
      for (const player of finished.players) {
        if (player.score !== (before.get(player.id) ?? 0)) {
          problems.push(
            `room ${room.code}, player ${player.id}: final ${player.score}, the sum of their rounds ${before.get(player.id) ?? 0}`,
          );
        }
      }
    }
  }
  return { startSpreads, revealSpreads, leads, guessLags, lost, verdicts, guesses };
}

/** What every player of an audience room is told alike of a reveal: all but their own line. */
const shared = (view: RoomView) => ({
  answer: view.reveal?.answer,
  found: view.reveal?.found,
  of: view.reveal?.of,
  fastest: view.reveal?.guesses.slice(0, TOP_ROWS),
});

/**
 * An audience room's round checked from each player's own view: its own line of the reveal against
 * the guess it sent (item, verdict, points by the rules), its own total, and the share who found it
 * against everyone's lines together.
 */
function checkOwnLines(room: Room, key: string, before: ReadonlyMap<string, number>) {
  const problems: string[] = [];
  const verdicts: Record<string, number> = {};
  const after = new Map(before);
  let found = 0;
  let of = 0;
  const told = room.host.reveals.get(key)!.view;
  for (const player of room.players) {
    const view = player.reveals.get(key)?.view;
    const me = view?.players.find((each) => each.id === player.playerId);
    if (!view?.reveal || !view.round || !me) continue;
    if (!me.ranked) continue;
    const who = `room ${room.code} round ${key}, player ${player.playerId}`;
    const line = view.reveal.guesses.find((each) => each.playerId === player.playerId);
    if (!line) {
      if (me.playing) problems.push(`${who}: no line of its own in the reveal`);
      continue;
    }
    of++;
    const sent = player.guesses.get(key)?.itemId ?? null;
    if (line.itemId !== sent) problems.push(`${who}: revealed ${line.itemId}, sent ${sent}`);
    const verdict = expectedVerdict(view.round.mode, line.itemId, view.reveal.answer);
    if (line.verdict !== verdict)
      problems.push(`${who}: verdict ${line.verdict}, by the rule ${verdict}`);
    const points = expectedPoints(
      verdict,
      line.ms,
      { startsAt: view.round.startsAt!, endsAt: view.round.endsAt! },
      view.settings.seconds,
    );
    if (line.points !== points)
      problems.push(`${who}: ${line.points} points, by the rule ${points}`);
    const total = (before.get(me.id) ?? 0) + line.points;
    if (me.score !== total)
      problems.push(`${who}: total ${me.score}, the sum of its rounds ${total}`);
    after.set(me.id, total);
    verdicts[line.verdict] = (verdicts[line.verdict] ?? 0) + 1;
    if (line.verdict === 'correct') found++;
  }
  if (told.reveal && (told.reveal.found !== found || told.reveal.of !== of)) {
    problems.push(
      `room ${room.code} round ${key}: told ${told.reveal.found} of ${told.reveal.of} found it, the players' lines say ${found} of ${of}`,
    );
  }
  return { problems, verdicts, after };
}

function print(figures: PhaseFigures) {
  const meets = figures.revealSpread.p99 < figures.targetMs ? 'meets' : 'MISSES';
  const kind = kindOf(figures.phase);
  const what =
    kind === 'rooms'
      ? `Rooms of ${ROOM_SIZE}`
      : kind === 'big'
        ? 'One big room'
        : 'One audience room';
  const where =
    figures.processes > 1
      ? `${figures.processes} processes on ${figures.backend}`
      : figures.backend;
  const lines = [
    `${what}${figures.phase === 'takeover' ? ', one process killed mid-round,' : ''} on ${where}:` +
      ` ${figures.rooms} rooms, ${figures.seated} seated + ${figures.watching} watching (+ the probe),` +
      ` ${figures.roundsPerRoom} rounds each (${figures.roundsMeasured} measured) in ${figures.seconds} s`,
    `  start spread    p50 ${figures.startSpread.p50} ms  p99 ${figures.startSpread.p99} ms  max ${figures.startSpread.max} ms`,
    `  reveal spread   p50 ${figures.revealSpread.p50} ms  p99 ${figures.revealSpread.p99} ms  max ${figures.revealSpread.max} ms` +
      `  (${meets} the target p99 < ${figures.targetMs} ms)`,
    `  start's lead    p1 ${figures.startLeadMs.p1} ms  p50 ${figures.startLeadMs.p50} ms before the clip's start`,
    `  guess lag       p50 ${figures.guessLagMs.p50} ms  p99 ${figures.guessLagMs.p99} ms;` +
      ` clock ping round trip p50 ${figures.clockRoundTripMs.p50} ms  p99 ${figures.clockRoundTripMs.p99} ms`,
    `  server's answer p50 ${figures.probeRoundTripMs.p50} ms  p99 ${figures.probeRoundTripMs.p99} ms` +
      `  max ${figures.probeRoundTripMs.max} ms (a ping every ${PROBE_EVERY_MS} ms all through the game)`,
    `  messages        ${figures.messagesInPerSecond}/s to players (${figures.megabytesInPerSecond} MB/s),` +
      ` ${figures.messagesOutPerSecond}/s from them`,
    `  server CPU      ${figures.serverCpuPercent}% of a core, ${figures.serverCpuMsPerPlayerMinute} ms a player-minute` +
      ` (the bench's own ${figures.benchCpuPercent}%; load average ${figures.loadAverage.join(' → ')})`,
    `  server memory   heap ${figures.serverHeapKbPerPlayerLobby} kB a player in the lobby,` +
      ` ${figures.serverHeapKbPerPlayerAfter} kB after the game (idle ${figures.serverHeapIdleMb} MB);` +
      ` RSS ${figures.serverRssIdleMb} MB idle, ${figures.serverRssPeakMb} MB at most`,
    `  scores          ${figures.guesses} guesses sent, verdicts ${JSON.stringify(figures.verdicts)}:` +
      ` ${figures.problems.length ? `${figures.problems.length} PROBLEMS` : 'every score checked'}`,
  ];
  if (figures.takeover) {
    const { killedRooms, backOfKilledRooms, backOfOtherRooms, devicesDropped } = figures.takeover;
    lines.push(
      `  takeover        ${killedRooms} rooms taken over, all their devices back p50 ${backOfKilledRooms.p50} ms` +
        `  max ${backOfKilledRooms.max} ms after the kill; the other rooms' ${backOfOtherRooms.p50} / ${backOfOtherRooms.max} ms` +
        ` (${devicesDropped} devices dropped)`,
    );
  }
  console.log(lines.join('\n'));
  for (const problem of figures.problems.slice(0, 20)) console.log(`    ${problem}`);
  if (figures.lostGuessesSentMs.length) {
    const sorted = [...figures.lostGuessesSentMs].sort((a, b) => a - b);
    console.log(
      `    ${sorted.length} guesses not counted, sent ${sorted[0]} to ${sorted.at(-1)} ms after the clip's start by their players' clocks`,
    );
  }
}

async function main() {
  console.log(
    `Rooms bench: ${availableParallelism()} cores, ${SECONDS} s rounds, mode mixed, seed ${seed}`,
  );
  const all: PhaseFigures[] = [];
  const runs = [
    ...(PHASES.has('rooms') ? PLAYER_COUNTS.map((count) => ['rooms', count] as const) : []),
    ...(PHASES.has('big') ? [['big', BIG] as const] : []),
    ...(PHASES.has('audience') ? [['audience', AUDIENCE] as const] : []),
    ...(PHASES.has('rooms-2p') ? [['rooms-2p', PLAYERS_2P] as const] : []),
    ...(PHASES.has('audience-2p') ? [['audience-2p', AUDIENCE] as const] : []),
    ...(PHASES.has('takeover') ? [['takeover', TAKEOVER_ROOMS * ROOM_SIZE] as const] : []),
  ];
  for (const [phase, sockets] of runs) {
    const figures = await runPhase(phase, sockets);
    print(figures);
    all.push(figures);
  }
  postgres?.stop();
  const out = path.join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `rooms-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cores: availableParallelism(), figures: all }, null, 2)}\n`,
  );
  console.log(`Figures written to ${path.relative(ROOT, file)}`);
  if (all.some((figures) => figures.problems.length)) process.exit(1);
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
