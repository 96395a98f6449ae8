import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import type { CreateRoomResponse, RoomView, ServerMessage } from '../../machines/room/protocol.ts';
import { buildApi } from '../api.ts';
import { DEFAULT_LIMITS } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RoomDelays } from './registry.ts';

/** What a backend gives the suite: a migrated database that outlives one app (a restart). */
export interface RoomsBackend {
  db: Database;
  close: () => Promise<void>;
}

export const SALT = 'a-salt-for-tests-only-0123456789abcdef';
export const abilities = catalogue.agents.flatMap((agent) => agent.abilities);

/**
 * A clips folder of the Ability mode: every ability a tiny WAV whose samples say which one it is
 * (`clip-17`), as a cheater's table of the public clips would, and whose LIST/INFO chunk names it,
 * as a tagged pack would. Peaks beside each.
 */
export function clipsFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'earshot-room-clips-'));
  abilities.forEach((ability, index) => {
    const chunk = (id: string, body: Buffer) => {
      const head = Buffer.alloc(8);
      head.write(id, 0, 'latin1');
      head.writeUInt32LE(body.length, 4);
      return Buffer.concat([head, body, Buffer.alloc(body.length & 1)]);
    };
    const body = Buffer.concat([
      chunk('fmt ', Buffer.alloc(16, 1)),
      chunk('LIST', Buffer.from(`INFOINAM${ability.name} ${ability.id}`, 'latin1')),
      chunk('data', Buffer.from(`clip-${index}.`, 'latin1')),
    ]);
    const riff = Buffer.alloc(12);
    riff.write('RIFF', 0, 'latin1');
    riff.writeUInt32LE(body.length + 4, 4);
    riff.write('WAVE', 8, 'latin1');
    const file = path.join(dir, 'abilities', ability.agentId, `${ability.id}.wav`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.concat([riff, body]));
    writeFileSync(`${file}.peaks.json`, JSON.stringify({ peaks: `peaks-${index}` }));
  });
  return dir;
}

/** The ability a served clip plays, read from its samples (what the test's "cheater" knows). */
export const abilityOfClip = (bytes: Buffer) => {
  const index = /clip-(\d+)\./.exec(bytes.toString('latin1'))?.[1];
  return index === undefined ? null : abilities[Number(index)]!;
};

/** A player's device: a real WebSocket that records every frame it is sent, in order. */
export class Device {
  readonly frames: { text: string; message: ServerMessage }[] = [];
  readonly ws: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number }>;
  private waiters: (() => void)[] = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.once('close', (code) => resolve({ code })));
    this.ws.on('message', (data) => {
      const text = String(data);
      this.frames.push({ text, message: JSON.parse(text) as ServerMessage });
      this.waiters.forEach((wake) => wake());
    });
    this.ws.on('error', () => {});
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first frame from `from` on that matches, waiting for it. */
  async next<T extends ServerMessage>(
    test: (message: ServerMessage) => message is T,
    from = 0,
    timeoutMs = 8000,
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find((frame) => test(frame.message));
      if (found) return found.message as T;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `No such frame; got ${this.frames.map((f) => f.text.slice(0, 80)).join('\n')}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.waiters = [];
    }
  }

  /** The first view from `from` on that matches. */
  async view(test: (room: RoomView) => boolean, from = 0, timeoutMs?: number): Promise<RoomView> {
    const message = await this.next(
      (each): each is Extract<ServerMessage, { type: 'room' }> =>
        each.type === 'room' && test(each.room),
      from,
      timeoutMs,
    );
    return message.room;
  }

  get latest(): RoomView {
    const views = this.frames.filter((frame) => frame.message.type === 'room');
    return (views.at(-1)!.message as Extract<ServerMessage, { type: 'room' }>).room;
  }
}

/** Waits until `condition` holds (a few seconds at most). */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Not in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const isWelcome = (
  message: ServerMessage,
): message is Extract<ServerMessage, { type: 'welcome' }> => message.type === 'welcome';
const isError = (message: ServerMessage): message is Extract<ServerMessage, { type: 'error' }> =>
  message.type === 'error';
const isPong = (message: ServerMessage): message is Extract<ServerMessage, { type: 'pong' }> =>
  message.type === 'pong';

/**
 * Rooms on one backend (PGlite or PostgreSQL), the same suite for both, with real sockets against a
 * listening server: a whole game, floods and malformed messages, restarts, the clip route and the
 * fairness of every frame.
 */
export function roomsSuite(name: string, openBackend: () => Promise<RoomsBackend>) {
  describe(`live rooms on ${name}`, () => {
    let backend: RoomsBackend;
    let clips: string;
    let app: FastifyInstance | null = null;
    let base = '';
    const devices: Device[] = [];

    beforeAll(async () => {
      backend = await openBackend();
      clips = clipsFolder();
    });
    afterAll(async () => {
      await backend.close();
      rmSync(clips, { recursive: true, force: true });
    });
    afterEach(async () => {
      devices.splice(0).forEach((device) => device.ws.terminate());
      await app?.close();
      app = null;
    });

    // The host's Next ends each reveal: the machine's clock then moves with the server's (a shorter
    // revealWait would move it by the rules' REVEAL_MS, ahead of the server's clock).
    // PostgreSQL's rate counts are shared by every app on the database: the suite's own creations
    // stay under a limit of its own, and the test of the limits runs on a clock of its own.
    const start = async (
      delays: RoomDelays = { readyWait: 2000, revealWait: 60_000 },
      limits: Partial<typeof DEFAULT_LIMITS> = {},
      offsetMs = 0,
    ) => {
      app = await buildApi({
        db: backend.db,
        salt: SALT,
        limits: { ...DEFAULT_LIMITS, roomsPer10Minutes: 1000, roomJoinsPerMinute: 1000, ...limits },
        now: () => new Date(Date.now() + offsetMs),
        clipsDir: clips,
        roomDelays: delays,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as { port: number };
      base = `http://127.0.0.1:${port}`;
    };

    const create = async (rounds = 3, extra = {}, name = 'Host'): Promise<CreateRoomResponse> => {
      const response = await fetch(`${base}/api/v1/rooms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name,
          settings: { mode: 'ability', rounds, seconds: 15, ...extra },
        }),
      });
      expect(response.status).toBe(201);
      return (await response.json()) as CreateRoomResponse;
    };

    const open = async (code: string) => {
      const device = new Device(`${base.replace('http', 'ws')}/api/v1/rooms/${code}/socket`);
      devices.push(device);
      await device.opened;
      return device;
    };

    /** The host back in its seat, and two players who join. */
    const seatThree = async () => {
      const created = await create();
      const host = await open(created.code);
      host.send({ type: 'hello', seat: created.seat });
      await host.next(isWelcome);
      const players = [host];
      const seats = [{ playerId: created.playerId, seat: created.seat }];
      for (const name of ['Kai', 'Mo']) {
        const device = await open(created.code);
        device.send({ type: 'hello' });
        expect((await device.next(isWelcome)).you).toBeNull();
        device.send({ type: 'join', name });
        const welcome = await device.next(
          (m): m is Extract<ServerMessage, { type: 'welcome' }> => isWelcome(m) && m.you !== null,
        );
        seats.push(welcome.you!);
        players.push(device);
      }
      await host.view((room) => room.players.length === 3);
      return { code: created.code, players, seats };
    };

    const fetchClip = async (url: string) => {
      const response = await fetch(`${base}${url}`);
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    /**
     * Plays round `n` once it loads: everyone ready, then the host answers right, Kai another ability
     * of the same agent (partial), Mo another agent's (wrong). Returns the answer and the reveal.
     */
    const playRound = async (players: Device[], n: number, from: number[]) => {
      const loading = await players[0]!.view(
        (room) => room.phase === 'loading' && room.round?.number === n,
        from[0],
      );
      const { bytes } = await fetchClip(loading.round!.clip);
      const answer = abilityOfClip(bytes)!;
      for (const device of players) device.send({ type: 'ready', round: n });
      const playing = await players[0]!.view(
        (room) => room.phase === 'playing' && room.round?.number === n,
        from[0],
      );
      const sameAgent = abilities.find((a) => a.agentId === answer.agentId && a.id !== answer.id)!;
      const otherAgent = abilities.find((a) => a.agentId !== answer.agentId)!;
      const guesses = [answer.id, sameAgent.id, otherAgent.id];
      players.forEach((device, i) => device.send({ type: 'guess', round: n, itemId: guesses[i] }));
      const reveal = await players[0]!.view(
        (room) => room.phase === 'reveal' && room.round?.number === n,
        from[0],
      );
      return { answer, playing, reveal };
    };

    it('plays a whole game of three rounds with three players, judged and scored by the server', async () => {
      await start();
      const { players, seats } = await seatThree();
      players[0]!.send({ type: 'start' });
      const totals = [0, 0, 0];
      for (let n = 1; n <= 3; n++) {
        const from = players.map((device) => device.frames.length);
        const { answer, playing, reveal } = await playRound(players, n, from);
        expect(reveal.reveal!.answer).toBe(answer.id);
        const byPlayer = new Map(reveal.reveal!.guesses.map((guess) => [guess.playerId, guess]));
        const verdicts = seats.map((seat) => byPlayer.get(seat.playerId)!.verdict);
        expect(verdicts).toEqual(['correct', 'partial', 'wrong']);
        // The points are the server's clock's: the share of the round left when the guess came.
        const { startsAt, endsAt } = playing.round!;
        const speed = (ms: number) =>
          Math.max(100, Math.round((1000 * (endsAt! - startsAt! - ms)) / 15_000));
        const [right, partial, wrong] = seats.map((seat) => byPlayer.get(seat.playerId)!);
        expect(right!.points).toBe(speed(right!.ms!));
        expect(partial!.points).toBe(Math.round(speed(partial!.ms!) / 4));
        expect(wrong!.points).toBe(0);
        seats.forEach((seat, i) => (totals[i]! += byPlayer.get(seat.playerId)!.points));
        players[0]!.send({ type: 'next' });
      }
      const finished = await players[1]!.view((room) => room.phase === 'finished');
      expect(
        seats.map((seat) => finished.players.find((p) => p.id === seat.playerId)!.score),
      ).toEqual(totals);
      expect(totals[0]).toBeGreaterThan(totals[1]!);
      expect(totals[2]).toBe(0);
      expect(finished.players.find((p) => p.id === seats[0]!.playerId)!.correct).toBe(3);

      // No frame sent to any device named a round's answer before that round's reveal. A device's own
      // guess echoed back to it is theirs, and a reveal lists every guess: a wrong guess may happen
      // to be a later round's answer (the deal is random), which names nothing the guesser did not pick.
      const answers = new Set(
        players[0]!.frames.flatMap(({ message }) =>
          message.type === 'room' && message.room.reveal ? [message.room.reveal.answer] : [],
        ),
      );
      expect(answers.size).toBe(3);
      for (const device of players) {
        const revealed = new Set<string>();
        for (const { text, message } of device.frames) {
          let shown = text;
          if (message.type === 'room') {
            const { reveal, round } = message.room;
            if (reveal) revealed.add(reveal.answer);
            const guessed = [round?.yourGuess, ...(reveal?.guesses ?? []).map((g) => g.itemId)];
            for (const id of guessed) if (id) shown = shown.replaceAll(`"${id}"`, '"guessed"');
          }
          for (const answer of answers) {
            if (!revealed.has(answer)) expect(shown).not.toContain(answer);
          }
        }
      }
    });

    it('shows a room on big screens that hold no seat, and waits for their clip', async () => {
      await start({ readyWait: 20_000, revealWait: 60_000 });
      const created = await create();
      const host = await open(created.code);
      host.send({ type: 'hello', seat: created.seat });
      await host.next(isWelcome);
      const screen = await open(created.code);
      screen.send({ type: 'hello', screen: true });
      expect((await screen.next(isWelcome)).you).toBeNull();
      await host.view((room) => room.screens === 1 && room.players.length === 1);
      expect((await screen.view((room) => room.screens === 1)).you).toBeNull();

      // A screen is nobody's seat: it may not join, nor play.
      const said = screen.frames.length;
      screen.send({ type: 'join', name: 'TV' });
      screen.send({ type: 'start' });
      for (const from of [said, said + 1]) {
        const refused = await screen.next(isError, from);
        expect(refused).toMatchObject({ code: 'not-now', fatal: false });
      }
      expect(host.latest.players).toHaveLength(1);

      // The round waits for the screen's clip, not only the players'.
      host.send({ type: 'start' });
      await screen.view((room) => room.phase === 'loading');
      host.send({ type: 'ready', round: 1 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(host.latest.phase).toBe('loading');
      screen.send({ type: 'ready', round: 1 });
      await host.view((room) => room.phase === 'countIn' || room.phase === 'playing');

      // Three screens at most; the fourth is told why, and closed.
      const more = [await open(created.code), await open(created.code), await open(created.code)];
      for (const device of more) device.send({ type: 'hello', screen: true });
      await host.view((room) => room.screens === 3);
      await until(() =>
        more.some((device) => device.frames.some((f) => f.message.type === 'error')),
      );
      const refused = more.find((device) => device.frames.some((f) => f.message.type === 'error'))!;
      expect(
        more.filter((device) => device.frames.some((f) => f.message.type === 'error')),
      ).toHaveLength(1);
      expect(await refused.next(isError)).toMatchObject({ code: 'full', fatal: true });
      expect((await refused.closed).code).toBe(1000);

      // A screen that goes leaves the room as it was.
      screen.ws.close();
      await host.view((room) => room.screens === 2);
      expect(host.latest.players).toHaveLength(1);
    });

    it('plays an audience room: names blocked, joins closed, each view trimmed to the top and its own line', async () => {
      await start();
      const refused = await fetch(`${base}/api/v1/rooms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'F.U.C.K',
          settings: { mode: 'ability', rounds: 3, seconds: 15 },
        }),
      });
      expect(refused.status).toBe(400);

      const created = await create(3, { audience: true });
      const host = await open(created.code);
      host.send({ type: 'hello', seat: created.seat });
      await host.next(isWelcome);
      const join = async (name: string) => {
        const device = await open(created.code);
        device.send({ type: 'hello' });
        await device.next(isWelcome);
        device.send({ type: 'join', name });
        const answer = await device.next(
          (m): m is ServerMessage => (isWelcome(m) && m.you !== null) || isError(m),
        );
        return { device, answer };
      };
      const VIEWERS = 14;
      const viewers: Device[] = [];
      for (let k = 1; k <= VIEWERS; k++) viewers.push((await join(`Viewer ${k}`)).device);

      expect((await join('xX $h1t Xx')).answer).toMatchObject({ type: 'error', code: 'name' });
      host.send({ type: 'block', words: ['spoiler'] });
      await host.view((room) => room.blockedWords.includes('spoiler'));
      expect((await join('Spoiler bot')).answer).toMatchObject({ type: 'error', code: 'name' });

      viewers[0]!.send({ type: 'joins', open: false });
      expect(await viewers[0]!.next(isError)).toMatchObject({ code: 'not-host' });
      host.send({ type: 'joins', open: false });
      await host.view((room) => room.joinsClosed);
      expect((await join('Late')).answer).toMatchObject({ type: 'error', code: 'joins-closed' });

      host.send({ type: 'start' });
      const loading = await host.view((room) => room.phase === 'loading');
      const { bytes } = await fetchClip(loading.round!.clip);
      const answer = abilityOfClip(bytes)!;
      const wrong = abilities.find((a) => a.agentId !== answer.agentId)!;
      for (const device of viewers) device.send({ type: 'ready', round: 1 });
      await host.view((room) => room.phase === 'playing');
      // Viewer k answers in turn, every third one wrong; the host only runs the room.
      for (const [k, device] of viewers.entries()) {
        device.send({ type: 'guess', round: 1, itemId: (k + 1) % 3 === 0 ? wrong.id : answer.id });
        await device.view((room) => room.round?.yourGuess !== null);
      }
      const last = viewers.at(-1)!;
      const reveal = await last.view((room) => room.phase === 'reveal');
      expect(reveal.counts).toEqual({
        seats: VIEWERS + 1,
        ranked: VIEWERS,
        playing: VIEWERS,
        answered: VIEWERS,
      });
      expect(reveal.reveal).toMatchObject({ found: 10, of: VIEWERS });
      // The fastest ten right answers: viewer 14's is the tenth.
      expect(reveal.reveal!.guesses.map((guess) => guess.verdict)).toEqual(
        Array(10).fill('correct'),
      );
      // Viewer 12, wrong, sees the same ten and their own line after them.
      const twelfth = await viewers[11]!.view((room) => room.phase === 'reveal');
      expect(twelfth.reveal!.guesses.slice(0, 10)).toEqual(reveal.reveal!.guesses);
      expect(twelfth.reveal!.guesses[10]).toMatchObject({
        playerId: twelfth.you,
        verdict: 'wrong',
      });
      const own = reveal.players.find((player) => player.id === reveal.you)!;
      expect(own.rank).toBeGreaterThan(0);
      expect(reveal.players.length).toBeLessThanOrEqual(10 + 2);
      expect(reveal.players.find((player) => player.id === reveal.hostId)?.ranked).toBe(false);
      // Every viewer hears of the reveal, not only the last to answer.
      await Promise.all(viewers.map((device) => device.view((room) => room.phase === 'reveal')));
    });

    it('serves the current round’s clip and peaks only, untagged, with nothing that names it', async () => {
      await start();
      const { players } = await seatThree();
      players[0]!.send({ type: 'start' });
      const loading = await players[0]!.view((room) => room.phase === 'loading');
      const round = loading.round!;
      expect(round.clip).toBe(`/api/v1/rooms/${loading.code}/rounds/1/clip?game=${loading.game}`);
      expect(round.clip + round.peaks).not.toMatch(/[0-9a-f]{8}-/);

      const { response, bytes } = await fetchClip(round.clip);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/wav');
      expect(response.headers.get('cache-control')).toBe('no-store');
      for (const header of ['etag', 'last-modified', 'content-disposition']) {
        expect(response.headers.get(header)).toBeNull();
      }
      const answer = abilityOfClip(bytes)!;
      expect(bytes.toString('latin1')).not.toContain('LIST');
      expect(bytes.toString('latin1')).not.toContain(answer.id);

      const peaks = await fetchClip(round.peaks);
      expect(peaks.response.status).toBe(200);
      expect(JSON.parse(peaks.bytes.toString())).toEqual({
        peaks: `peaks-${abilities.indexOf(answer)}`,
      });

      const elsewhere = [
        `/api/v1/rooms/${loading.code}/rounds/2/clip?game=${loading.game}`,
        `/api/v1/rooms/${loading.code}/rounds/1/clip?game=${loading.game + 1}`,
        `/api/v1/rooms/${loading.code}/rounds/2/peaks?game=${loading.game}`,
        `/api/v1/rooms/ZZZZZZ/rounds/1/clip?game=${loading.game}`,
      ];
      for (const url of elsewhere) expect((await fetchClip(url)).response.status).toBe(404);
      const malformed = [
        `/api/v1/rooms/${loading.code}/rounds/1/clip`,
        `/api/v1/rooms/${loading.code}/rounds/1/clip?game=1&file=x`,
        `/api/v1/rooms/${loading.code}/rounds/01/clip?game=1`,
        `/api/v1/rooms/lower/rounds/1/clip?game=1`,
      ];
      for (const url of malformed) expect((await fetchClip(url)).response.status).toBe(400);
    });

    it('closes a flooding socket with 1008 and too-many, and the room plays on for the others', async () => {
      await start();
      const { players } = await seatThree();
      const [host, kai] = players;
      for (let i = 0; i < 100; i++) kai!.send({ type: 'ping', id: i, sent: i });
      expect((await kai!.next(isError)).code).toBe('too-many');
      expect((await kai!.closed).code).toBe(1008);
      const from = host!.frames.length;
      host!.send({ type: 'ping', id: 7, sent: 1 });
      expect((await host!.next(isPong, from)).id).toBe(7);
      // Kai's seat waits for their device; the host still starts the game.
      await host!.view((room) => room.players.some((p) => p.name === 'Kai' && !p.connected));
      host!.send({ type: 'start' });
      await host!.view((room) => room.phase === 'loading');
    });

    it('answers a malformed message with bad-message and plays on', async () => {
      await start();
      const { players } = await seatThree();
      const [host, kai] = players;
      const from = kai!.frames.length;
      const malformed = [
        '{not json',
        JSON.stringify({ type: 'dance' }),
        JSON.stringify({ type: 'guess', round: 1, itemId: 'x', extra: true }),
        JSON.stringify({ type: 'join', name: 'x'.repeat(3000) }),
      ];
      for (const text of malformed) kai!.send(text);
      const errorsSince = () =>
        kai!.frames
          .slice(from)
          .map((frame) => frame.message)
          .filter(isError);
      await until(() => errorsSince().length >= malformed.length);
      expect(errorsSince().map((error) => [error.code, error.fatal])).toEqual(
        malformed.map(() => ['bad-message', false]),
      );
      kai!.send({ type: 'ping', id: 1, sent: 0 });
      await kai!.next(isPong, from);
      // A frame far past the limit is closed by the transport before it is read (1009).
      kai!.send('x'.repeat(20_000));
      expect((await kai!.closed).code).toBe(1009);
      host!.send({ type: 'start' });
      await host!.view((room) => room.phase === 'loading');
    });

    it('refuses a code with no room, and a host control from another player', async () => {
      await start();
      const { code, players } = await seatThree();
      players[1]!.send({ type: 'start' });
      expect((await players[1]!.next(isError)).code).toBe('not-host');
      const stranger = await open(code === 'ABCDEF' ? 'ABCDEG' : 'ABCDEF');
      const refusal = await stranger.next(isError);
      expect([refusal.code, refusal.fatal]).toEqual(['no-room', true]);
      await stranger.closed;
    });

    it('tells a removed player so and closes their socket; the others play on', async () => {
      await start();
      const { players, seats } = await seatThree();
      const from = players[2]!.frames.length;
      players[0]!.send({ type: 'kick', playerId: seats[1]!.playerId });
      const refusal = await players[1]!.next(isError);
      expect([refusal.code, refusal.fatal]).toEqual(['removed', true]);
      await players[1]!.closed;
      const view = await players[2]!.view((room) => room.players.length === 2, from);
      expect(view.players.map((player) => player.name)).toEqual(['Host', 'Mo']);
      // The removed seat's token opens nothing any more.
      const again = await open(view.code);
      again.send({ type: 'hello', seat: seats[1]!.seat });
      expect((await again.next(isWelcome)).you).toBeNull();
    });

    it('hands a seat to a second socket and closes the first', async () => {
      await start();
      const created = await create();
      const first = await open(created.code);
      first.send({ type: 'hello', seat: created.seat });
      await first.next(isWelcome);
      const second = await open(created.code);
      second.send({ type: 'hello', seat: created.seat });
      expect((await second.next(isWelcome)).you?.playerId).toBe(created.playerId);
      expect((await first.next(isError)).fatal).toBe(true);
      await first.closed;
      const view = await second.view((room) => room.you === created.playerId);
      expect(view.players[0]!.connected).toBe(true);
    });

    it('limits the rooms an address creates, the sockets it opens and the rooms a process holds', async () => {
      // A year on per run: windows no other test has counted in, and no other test's rooms restored.
      const offset = 365 * 24 * 3_600_000 * (1 + Math.floor(Math.random() * 1000));
      await start(undefined, { roomsPer10Minutes: 2, roomJoinsPerMinute: 3 }, offset);
      const { code } = await create();
      await create();
      const post = () =>
        fetch(`${base}/api/v1/rooms`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            name: 'X',
            settings: { mode: 'ability', rounds: 3, seconds: 15 },
          }),
        });
      const third = await post();
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Walking codes: each socket opened counts, a room or not.
      for (const each of [code, 'ABCDEF', 'ABCDEG']) await open(each);
      const refused = new WebSocket(`${base.replace('http', 'ws')}/api/v1/rooms/ABCDEH/socket`);
      const status = await new Promise((resolve) =>
        refused.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
      );
      expect(status).toBe(429);

      await app!.close();
      // The two rooms restored from the database count: this process is full.
      await start(undefined, { roomsPer10Minutes: 10, maxRooms: 2 }, offset);
      expect((await post()).status).toBe(503);
    });

    it('limits the sockets an address opens across the processes of one database', async (context) => {
      // Processes share a database only on PostgreSQL: PGlite belongs to one process.
      if (backend.db.kind !== 'postgres') return context.skip();
      const offset = 365 * 24 * 3_600_000 * (1 + Math.floor(Math.random() * 1000));
      await start(undefined, { roomJoinsPerMinute: 3 }, offset);
      const other = await buildApi({
        db: backend.db,
        salt: SALT,
        limits: { ...DEFAULT_LIMITS, roomJoinsPerMinute: 3 },
        now: () => new Date(Date.now() + offset),
        clipsDir: clips,
      });
      try {
        await other.listen({ port: 0, host: '127.0.0.1' });
        const { port } = other.server.address() as { port: number };
        const bases = [base, `http://127.0.0.1:${port}`].map((each) => each.replace('http', 'ws'));
        const statusOf = (url: string) =>
          new Promise<number>((resolve) => {
            const socket = new WebSocket(url);
            socket.once('open', () => {
              resolve(101);
              socket.terminate();
            });
            socket.once('unexpected-response', (_request, response) =>
              resolve(response.statusCode!),
            );
            socket.once('error', () => {});
          });
        // One address opening sockets on one process, then the other: three in all, not six.
        const statuses: number[] = [];
        for (const [n, code] of ['ABCDEF', 'ABCDEG', 'ABCDEH', 'ABCDEJ'].entries()) {
          statuses.push(await statusOf(`${bases[n % 2]}/api/v1/rooms/${code}/socket`));
        }
        expect(statuses).toEqual([101, 101, 101, 429]);
      } finally {
        await other.close();
      }
    });

    it('refuses a room of a mode it has no clips for', async () => {
      await start();
      const response = await fetch(`${base}/api/v1/rooms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'X', settings: { mode: 'map', rounds: 3, seconds: 15 } }),
      });
      expect(response.status).toBe(503);
    });

    /** Restarts the server on the same database: sockets closed with 1012, seats back with tokens. */
    const restart = async (
      players: Device[],
      seats: { playerId: string; seat: string }[],
      code: string,
      delays: RoomDelays,
    ) => {
      const closing = players.map((device) => device.closed);
      await app!.close();
      app = null;
      expect((await Promise.all(closing)).map((each) => each.code)).toEqual([1012, 1012, 1012]);
      devices.splice(0);
      await start(delays);
      const back: Device[] = [];
      for (const seat of seats) {
        const device = await open(code);
        device.send({ type: 'hello', seat: seat.seat });
        expect((await device.next(isWelcome)).you?.playerId).toBe(seat.playerId);
        back.push(device);
      }
      return back;
    };

    const scores = (view: RoomView) => view.players.map((player) => player.score);

    it('survives a restart during a round: scores kept, the round replayed, seats back', async () => {
      const delays = { readyWait: 2000, revealWait: 60_000 };
      await start(delays);
      const { code, players, seats } = await seatThree();
      players[0]!.send({ type: 'start' });
      await playRound(players, 1, [0, 0, 0]);
      players[0]!.send({ type: 'next' });
      const afterOne = await players[0]!.view(
        (room) => room.phase === 'loading' && room.round?.number === 2,
      );
      for (const device of players) device.send({ type: 'ready', round: 2 });
      await players[0]!.view((room) => room.phase === 'countIn' && room.round?.number === 2);

      const back = await restart(players, seats, code, delays);
      const resumed = await back[0]!.view((room) => room.round?.number === 2);
      expect(resumed.phase).toBe('loading');
      expect(scores(resumed)).toEqual(scores(afterOne));
      expect(resumed.players.every((player) => player.answered === false)).toBe(true);
      await playRound(back, 2, [0, 0, 0]);
      back[0]!.send({ type: 'next' });
      await playRound(
        back,
        3,
        back.map((device) => device.frames.length),
      );
      back[0]!.send({ type: 'next' });
      await back[0]!.view((room) => room.phase === 'finished');
    });

    it('survives a restart between rounds: the reveal kept, the game goes on', async () => {
      const delays = { readyWait: 2000, revealWait: 60_000 };
      await start(delays);
      const { code, players, seats } = await seatThree();
      players[0]!.send({ type: 'start' });
      const { reveal } = await playRound(players, 1, [0, 0, 0]);

      const back = await restart(players, seats, code, delays);
      const resumed = await back[0]!.view((room) => room.phase === 'reveal');
      expect(resumed.round!.number).toBe(1);
      expect(resumed.reveal).toEqual(reveal.reveal);
      expect(scores(resumed)).toEqual(scores(reveal));
      back[0]!.send({ type: 'next' });
      await playRound(
        back,
        2,
        back.map((device) => device.frames.length),
      );
    });
  });
}
