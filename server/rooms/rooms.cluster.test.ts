import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateRoomResponse, RoomView, ServerMessage } from '../../machines/room/protocol.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { ROOT } from '../root.ts';
import { startPostgres, type Cluster } from '../test/postgresCluster.ts';
import { abilities, abilityOfClip, clipsFolder, Device, isWelcome, SALT } from './roomsSuite.ts';
import { Redis } from 'ioredis';
import { startRedis } from '../test/redisServer.ts';
import { holderOf } from './store.ts';

/**
 * Rooms on several servers (docs/rooms.md, "Several servers"): two real API processes on one
 * PostgreSQL server (Debian's, as in production) with the bus on, one room with players on both. A
 * load balancer without sticky sessions puts each device on either: here each device is given one.
 */

interface ApiProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/** Starts server/test/roomsProcess.ts (one API process) and waits for it to listen. */
function startApi(databaseUrl: string, clips: string, redisUrl?: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/roomsProcess.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      EARSHOT_API_SALT: SALT,
      EARSHOT_TEST_CLIPS: clips,
      ...(redisUrl ? { EARSHOT_TEST_REDIS: redisUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const port = /^port (\d+)$/.exec(line)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}`, exited });
    });
    child.once('exit', (code) => reject(new Error(`The API process exited (${code})`)));
  });
}

const seated = (m: ServerMessage): m is Extract<ServerMessage, { type: 'welcome' }> =>
  isWelcome(m) && m.you !== null;

/** Two API processes on a database of their own, the devices opened on them, and their stop. */
interface Deployment {
  owner: ApiProcess;
  other: ApiProcess;
  /** The deployment's database, for what only its rows say (who holds a room). */
  db: Database;
  open: (api: ApiProcess, code: string) => Promise<Device>;
  stop: () => Promise<void>;
}

// The tests run at once (they mostly wait on the rooms' timers), each on a database of its own in
// one PostgreSQL server: a process of one never takes or relays another's rooms.
describe.concurrent('rooms on two API processes (PostgreSQL, LISTEN/NOTIFY)', () => {
  let cluster: Cluster;
  let admin: Database;
  let clips: string;
  let databases = 0;

  beforeAll(async () => {
    cluster = await startPostgres();
    admin = openPostgres(cluster.url, { timeoutMs: 10_000, poolSize: 1 });
    clips = clipsFolder();
  });
  afterAll(async () => {
    await admin.close();
    cluster.stop();
    rmSync(clips, { recursive: true, force: true });
  });

  const deploy = async (redisUrl?: string): Promise<Deployment> => {
    const name = `rooms_${++databases}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = cluster.url.replace(/\/postgres$/, `/${name}`);
    const db = openPostgres(url, { timeoutMs: 2000, poolSize: 2 });
    await migrate(db);
    const [owner, other] = await Promise.all([
      startApi(url, clips, redisUrl),
      startApi(url, clips, redisUrl),
    ]);
    const devices: Device[] = [];
    return {
      owner: owner!,
      other: other!,
      db,
      async open(api, code) {
        const device = new Device(`${api.base.replace('http', 'ws')}/api/v1/rooms/${code}/socket`);
        devices.push(device);
        await device.opened;
        return device;
      },
      async stop() {
        devices.forEach((device) => device.ws.terminate());
        for (const each of [owner!, other!]) {
          each.child.kill('SIGTERM');
          await each.exited;
        }
        await db.close();
      },
    };
  };

  /** A room made on `owner`: its host there, Kai and Mo on `other` (their sockets relayed). */
  const seatAcross = async ({ owner, other, open }: Deployment) => {
    const response = await fetch(`${owner.base}/api/v1/rooms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Host', settings: { mode: 'ability', rounds: 3, seconds: 15 } }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as CreateRoomResponse;
    const host = await open(owner, created.code);
    host.send({ type: 'hello', seat: created.seat });
    await host.next(seated);
    const players = [host];
    const seats = [{ playerId: created.playerId, seat: created.seat }];
    for (const name of ['Kai', 'Mo']) {
      const device = await open(other, created.code);
      device.send({ type: 'hello' });
      device.send({ type: 'join', name });
      seats.push((await device.next(seated)).you!);
      players.push(device);
    }
    await host.view((room) => room.players.length === 3);
    return { code: created.code, players, seats };
  };

  /**
   * Plays round `n`: its clip fetched from `clipFrom` (the other process asks the owner which it is),
   * everyone ready, then the host right, Kai partial, Mo wrong. Returns the answer and the reveal.
   */
  const playRound = async (
    players: Device[],
    n: number,
    clipFrom: ApiProcess,
    from = players.map((device) => device.frames.length),
  ) => {
    // A round replayed after a takeover may have moved past its loading before the devices were back
    // (the room does not wait for devices that are away).
    const loading = await players[1]!.view(
      (room) => room.round?.number === n && !room.reveal && room.phase !== 'lobby',
      from[1],
    );
    const clip = await fetch(`${clipFrom.base}${loading.round!.clip}`);
    expect(clip.status).toBe(200);
    const answer = abilityOfClip(Buffer.from(await clip.arrayBuffer()))!;
    expect(answer).toBeDefined();
    players.forEach((device) => device.send({ type: 'ready', round: n }));
    await players[2]!.view((room) => room.phase === 'playing' && room.round?.number === n, from[2]);
    const sameAgent = abilities.find((a) => a.agentId === answer.agentId && a.id !== answer.id)!;
    const otherAgent = abilities.find((a) => a.agentId !== answer.agentId)!;
    const guesses = [answer.id, sameAgent.id, otherAgent.id];
    // Until then, nothing any device was sent named the answer.
    players.forEach((device, i) => {
      const sent = device.frames.slice(from[i]).map((frame) => frame.text);
      expect(sent.join('\n')).not.toContain(`"${answer.id}"`);
    });
    players.forEach((device, i) => device.send({ type: 'guess', round: n, itemId: guesses[i] }));
    const reveals = await Promise.all(
      players.map((device, i) =>
        device.view((room) => room.phase === 'reveal' && room.round?.number === n, from[i]),
      ),
    );
    return { answer, reveals };
  };

  const verdicts = (view: RoomView, seats: { playerId: string }[]) =>
    seats.map((seat) => view.reveal!.guesses.find((g) => g.playerId === seat.playerId)!.verdict);
  const pointsOf = (view: RoomView, seats: { playerId: string }[]) =>
    seats.map((seat) => view.reveal!.guesses.find((g) => g.playerId === seat.playerId)!.points);
  const scoresOf = (view: RoomView, seats: { playerId: string }[]) =>
    seats.map((seat) => view.players.find((player) => player.id === seat.playerId)!.score);

  it('plays one room with players on both: each sees the same room, the clip served by either', async ({
    onTestFinished,
  }) => {
    const deployment = await deploy();
    onTestFinished(deployment.stop);
    const { owner, other, db } = deployment;
    const { code, players, seats } = await seatAcross(deployment);
    expect(await holderOf(db, code)).toMatch(/^[a-z0-9]+$/);
    players[0]!.send({ type: 'start' });
    for (const n of [1, 2, 3]) {
      const { answer, reveals } = await playRound(players, n, n === 2 ? owner : other);
      for (const reveal of reveals) {
        expect(reveal.reveal!.answer).toBe(answer.id);
        expect(verdicts(reveal, seats)).toEqual(['correct', 'partial', 'wrong']);
      }
      // The devices on the other process see what the owner's see, frame for frame in the end.
      expect(reveals[1]!.players).toEqual(reveals[0]!.players);
      players[0]!.send({ type: 'next' });
    }
    const finished = await players[2]!.view((room) => room.phase === 'finished');
    expect(scoresOf(finished, seats)[0]).toBeGreaterThan(0);

    // A flood from a socket relayed by the other process is stopped there, as on the owner.
    const flooder = players[2]!;
    for (let i = 0; i < 60; i++) flooder.send({ type: 'ping', id: i, sent: i });
    expect((await flooder.closed).code).toBe(1008);
    expect(
      flooder.frames.some(({ message }) => message.type === 'error' && message.code === 'too-many'),
    ).toBe(true);
    // Its seat is seen to go (the owner was told), and the room plays on for the others.
    await players[0]!.view(
      (room) =>
        room.players.find((player) => player.id === seats[2]!.playerId)?.connected === false,
    );
    players[0]!.send({ type: 'playAgain' });
    await players[1]!.view((room) => room.phase === 'loading');
  }, 60_000);

  it('plays one room over Redis’s pub/sub instead, where a deployment has Redis', async ({
    onTestFinished,
  }) => {
    const redis = await startRedis();
    onTestFinished(() => redis.stop());
    const deployment = await deploy(redis.url);
    onTestFinished(deployment.stop);
    const { other } = deployment;
    const { players, seats } = await seatAcross(deployment);
    players[0]!.send({ type: 'start' });
    const { answer, reveals } = await playRound(players, 1, other);
    for (const reveal of reveals) {
      expect(reveal.reveal!.answer).toBe(answer.id);
      expect(verdicts(reveal, seats)).toEqual(['correct', 'partial', 'wrong']);
    }
    expect(reveals[2]!.players).toEqual(reveals[0]!.players);
    // The two processes listen on Redis (and the limits count there).
    const client = new Redis(redis.url);
    try {
      expect(await client.pubsub('CHANNELS', 'earshot_rooms_*')).toHaveLength(2);
      expect(await client.keys('earshot:rate:*')).not.toHaveLength(0);
    } finally {
      client.disconnect();
    }
  }, 60_000);

  it('moves the rooms of a process that stops (SIGTERM) at once: its devices all come back together', async ({
    onTestFinished,
  }) => {
    const deployment = await deploy();
    onTestFinished(deployment.stop);
    const { owner, other, open } = deployment;
    const { code, players, seats } = await seatAcross(deployment);
    players[0]!.send({ type: 'start' });
    const first = await playRound(players, 1, owner);
    owner.child.kill('SIGTERM');
    await owner.exited;
    // Every socket is closed with 1012 (the owner's own, and those the other relayed to it).
    expect(
      (await Promise.all(players.map((device) => device.closed))).map((each) => each.code),
    ).toEqual([1012, 1012, 1012]);
    // The room was let go: the three devices coming back at the same moment are all seated in it.
    const back = await Promise.all(
      seats.map(async (seat) => {
        const device = await open(other, code);
        device.send({ type: 'hello', seat: seat.seat });
        return device;
      }),
    );
    const welcomes = await Promise.all(back.map((device) => device.next(isWelcome)));
    expect(welcomes.map((welcome) => welcome.you?.playerId)).toEqual(
      seats.map((seat) => seat.playerId),
    );
    const resumed = await back[0]!.view((room) => room.phase === 'reveal');
    expect(resumed.reveal).toEqual(first.reveals[0]!.reveal);
  }, 60_000);

  it('moves a room whose owner is killed mid-round to the other process: no score lost or counted twice', async ({
    onTestFinished,
  }) => {
    const deployment = await deploy();
    onTestFinished(deployment.stop);
    const { owner, other, open, db } = deployment;
    const { code, players, seats } = await seatAcross(deployment);
    const before = await holderOf(db, code);
    players[0]!.send({ type: 'start' });
    const first = await playRound(players, 1, other);
    const totals = pointsOf(first.reveals[0]!, seats);
    players[0]!.send({ type: 'next' });
    const loading = await players[0]!.view(
      (room) => room.phase === 'loading' && room.round?.number === 2,
    );
    const clip = await fetch(`${other.base}${loading.round!.clip}`);
    const answer = abilityOfClip(Buffer.from(await clip.arrayBuffer()))!;
    players.forEach((device) => device.send({ type: 'ready', round: 2 }));
    await players[1]!.view((room) => room.phase === 'playing' && room.round?.number === 2);
    // The host finds it (Kai sees the host has answered), then the owner dies mid-round.
    players[0]!.send({ type: 'guess', round: 2, itemId: answer.id });
    await players[1]!.view(
      (room) => room.players.find((p) => p.id === seats[0]!.playerId)?.answered === true,
    );

    // kill -9: nothing written, nothing let go.
    const killedAt = Date.now();
    owner.child.kill('SIGKILL');
    await owner.exited;
    // The host's socket was the owner's; Kai's and Mo's are closed by their process (1012) when it
    // finds the owner gone, and every device comes back (here, to the process left).
    expect((await players[0]!.closed).code).toBe(1006);
    expect((await players[1]!.closed).code).toBe(1012);
    expect((await players[2]!.closed).code).toBe(1012);
    const back: Device[] = [];
    for (const seat of seats) {
      const device = await open(other, code);
      device.send({ type: 'hello', seat: seat.seat });
      expect((await device.next(seated)).you?.playerId).toBe(seat.playerId);
      back.push(device);
    }
    const resumed = await back[0]!.view((room) => room.round?.number === 2);
    console.info(`room resumed on the other process ${Date.now() - killedAt} ms after kill -9`);
    // Round 2 again from its start: the host's answer is not kept (nor counted), the scores are
    // round 1's.
    expect(resumed.reveal).toBeNull();
    expect(resumed.players.every((player) => !player.answered)).toBe(true);
    expect(scoresOf(resumed, seats)).toEqual(totals);
    expect(await holderOf(db, code)).not.toBe(before);

    for (const n of [2, 3]) {
      // Round 2's loading may have come already, with the welcome back.
      const { reveals } = await playRound(back, n, other, n === 2 ? [0, 0, 0] : undefined);
      pointsOf(reveals[0]!, seats).forEach((points, i) => (totals[i]! += points));
      back[0]!.send({ type: 'next' });
    }
    const finished = await back[1]!.view((room) => room.phase === 'finished');
    expect(scoresOf(finished, seats)).toEqual(totals);
  }, 60_000);
});
