import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DEFAULT_SETTINGS, MAX_AUDIENCE, MAX_PLAYERS, type RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import {
  COUNT_IN_MS,
  IDLE_MS,
  LEAD_MS,
  READY_WAIT_MS,
  REVEAL_MS,
  SEAT_WAIT_MS,
  isFull,
  isKicked,
  roomMachine,
} from './roomMachine.ts';

const T0 = 1_000_000;
const STEP_MS = 250;
const settings: RoomSettings = { ...DEFAULT_SETTINGS, mode: 'map', rounds: 3, seconds: 20 };
const rounds: DealtRound[] = ['ascent', 'bind', 'haven'].map((map) => ({
  mode: 'map',
  answer: map,
  group: map,
  clipPath: `maps/${map}.mp3`,
}));

/** A room on a simulated clock; `at()` is the server's time as events carry it. */
function room(overrides: Partial<RoomSettings> = {}) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(roomMachine, {
    clock,
    input: { code: 'ABCDEF', settings: { ...settings, ...overrides }, at: T0 },
  }).start();
  const at = () => clock.now();
  // In steps, as time passes: a delay the machine sets while one step fires counts from that moment.
  const wait = (ms: number) => {
    for (let left = ms; left > 0; left -= STEP_MS) clock.increment(Math.min(STEP_MS, left));
  };
  const state = () => actor.getSnapshot();
  const seat = (id: string) => state().context.seats.find((one) => one.id === id);
  const join = (playerId: string, name = playerId) =>
    actor.send({ type: 'room.join', playerId, name, at: at() });
  const start = (by = 'p1', dealt = rounds) =>
    actor.send({ type: 'room.start', playerId: by, rounds: dealt, at: at() });
  const readyAll = () => {
    for (const one of state().context.seats) {
      actor.send({ type: 'room.ready', playerId: one.id, round: state().context.round, at: at() });
    }
  };
  const guess = (playerId: string, itemId: string, group: string | null = itemId) =>
    actor.send({
      type: 'room.guess',
      playerId,
      round: state().context.round,
      itemId,
      group,
      at: at(),
    });
  /** From the lobby to round 1 playing: everyone ready at once, then the count-in. */
  const toPlaying = () => {
    start();
    readyAll();
    wait(COUNT_IN_MS);
  };
  return { actor, clock, at, wait, state, seat, join, start, readyAll, guess, toPlaying };
}

describe('room: seats', () => {
  it('seats the first player as host and later ones after', () => {
    const r = room();
    r.join('p1', 'Kai');
    r.join('p2', 'Ana');
    expect(r.state().value).toBe('lobby');
    expect(r.state().context.hostId).toBe('p1');
    expect(r.state().context.seats.map((seat) => seat.name)).toEqual(['Kai', 'Ana']);
  });

  it('cleans names and tells equal ones apart whatever their case', () => {
    const r = room();
    r.join('p1', ' Kai\u202e ');
    r.join('p2', 'KAI');
    r.join('p3', 'kai');
    r.join('p4', '\u200b\u0007');
    expect(r.state().context.seats.map((seat) => seat.name)).toEqual([
      'Kai',
      'KAI 2',
      'kai 3',
      'Player',
    ]);
  });

  it('ignores a join from a player already seated', () => {
    const r = room();
    r.join('p1', 'Kai');
    r.join('p1', 'Someone else');
    expect(r.state().context.seats).toHaveLength(1);
    expect(r.seat('p1')?.name).toBe('Kai');
  });

  it('refuses a join without a name or an id, and keeps its time when one comes without a time', () => {
    const r = room();
    r.actor.send({ type: 'room.join', playerId: '', name: 'Kai', at: r.at() });
    r.actor.send({ type: 'room.join', playerId: 'p1', name: 7 as unknown as string, at: r.at() });
    expect(r.state().context.seats).toEqual([]);
    r.actor.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: Number.NaN });
    expect(r.state().context.now).toBe(T0);
    expect(r.seat('p1')?.joinedAt).toBe(T0);
  });

  it('refuses a seat once fifty are taken', () => {
    const r = room();
    for (let i = 1; i <= MAX_PLAYERS; i++) r.join(`p${i}`);
    expect(isFull(r.state().context)).toBe(true);
    expect(r.state().can({ type: 'room.join', playerId: 'late', name: 'Late', at: r.at() })).toBe(
      false,
    );
    r.join('late');
    expect(r.state().context.seats).toHaveLength(MAX_PLAYERS);
  });

  it('lets a player who joins during a round play from the next one', () => {
    const r = room();
    r.join('p1');
    r.toPlaying();
    r.join('late');
    expect(r.seat('late')).toMatchObject({ playing: false, connected: true });
    r.guess('late', 'ascent');
    r.guess('p1', 'bind');
    expect(r.state().value).toBe('reveal');
    expect(r.state().context.reveal?.map((guess) => guess.playerId)).toEqual(['p1']);
    r.wait(REVEAL_MS);
    expect(r.state().value).toBe('loading');
    expect(r.seat('late')?.playing).toBe(true);
  });

  it('keeps a disconnected seat and its score for two minutes, then gives it up', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p2', 'ascent');
    r.guess('p1', 'bind');
    const score = r.seat('p2')!.score;
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.wait(SEAT_WAIT_MS - 1000);
    expect(r.seat('p2')).toMatchObject({ connected: false, score });
    r.wait(1000);
    expect(r.seat('p2')).toBeUndefined();
  });

  it('gives the seat back, score and all, to a device that reconnects in time', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.wait(SEAT_WAIT_MS - 1000);
    r.actor.send({ type: 'room.connect', playerId: 'p2', at: r.at() });
    r.wait(SEAT_WAIT_MS * 2);
    expect(r.seat('p2')).toMatchObject({ connected: true, goneSince: null });
  });

  it('waits the whole two minutes again after a second disconnection', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.wait(SEAT_WAIT_MS / 2);
    r.actor.send({ type: 'room.connect', playerId: 'p2', at: r.at() });
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.wait(SEAT_WAIT_MS - 1000);
    expect(r.seat('p2')).toBeDefined();
    r.wait(1000);
    expect(r.seat('p2')).toBeUndefined();
  });

  it('removes a player who leaves at once, and hands the host to the longest present', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.join('p3');
    r.actor.send({ type: 'room.leave', playerId: 'p1', at: r.at() });
    expect(r.state().context.seats.map((seat) => seat.id)).toEqual(['p2', 'p3']);
    expect(r.state().context.hostId).toBe('p2');
  });

  it('hands the host on when the host’s seat is given up', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.disconnect', playerId: 'p1', at: r.at() });
    r.wait(SEAT_WAIT_MS);
    expect(r.state().context.hostId).toBe('p2');
  });

  it('lets the host remove a player, whose device cannot sit down again', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.kick', playerId: 'p1', target: 'p2', at: r.at() });
    expect(r.seat('p2')).toBeUndefined();
    expect(isKicked(r.state().context, 'p2')).toBe(true);
    r.join('p2');
    r.actor.send({ type: 'room.connect', playerId: 'p2', at: r.at() });
    expect(r.seat('p2')).toBeUndefined();
  });

  it('ignores a removal asked by anyone but the host, or of the host by itself', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.kick', playerId: 'p2', target: 'p1', at: r.at() });
    r.actor.send({ type: 'room.kick', playerId: 'p1', target: 'p1', at: r.at() });
    expect(r.state().context.seats.map((seat) => seat.id)).toEqual(['p1', 'p2']);
  });

  it('seats the next newcomer as host when the room has emptied', () => {
    const r = room();
    r.join('p1');
    r.actor.send({ type: 'room.leave', playerId: 'p1', at: r.at() });
    expect(r.state().context.hostId).toBeNull();
    r.join('p2');
    expect(r.state().context.hostId).toBe('p2');
  });
});

describe('room: the host’s controls', () => {
  it('ignores Start, settings and Next from anyone but the host', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    const changed: RoomSettings = { mode: 'ace', rounds: 5, seconds: 30 };
    r.actor.send({ type: 'room.settings', playerId: 'p2', settings: changed, at: r.at() });
    r.start('p2');
    expect(r.state().value).toBe('lobby');
    expect(r.state().context.settings).toEqual(settings);
    r.toPlaying();
    r.guess('p1', 'ascent');
    r.guess('p2', 'ascent');
    r.actor.send({ type: 'room.next', playerId: 'p2', at: r.at() });
    expect(r.state().value).toBe('reveal');
    r.actor.send({ type: 'room.next', playerId: 'p1', at: r.at() });
    expect(r.state().value).toBe('loading');
  });

  it('changes the settings in the lobby only', () => {
    const r = room();
    r.join('p1');
    const changed: RoomSettings = { mode: 'map', rounds: 5, seconds: 30 };
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings: changed, at: r.at() });
    expect(r.state().context.settings).toEqual(changed);
    r.start('p1', [...rounds, ...rounds.slice(0, 2)]);
    expect(r.state().value).toBe('loading');
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings, at: r.at() });
    expect(r.state().context.settings).toEqual(changed);
  });

  it('refuses settings the room cannot have', () => {
    const r = room();
    r.join('p1');
    const bad = { mode: 'map', rounds: 7, seconds: 20 } as unknown as RoomSettings;
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings: bad, at: r.at() });
    expect(r.state().context.settings).toEqual(settings);
  });

  it('starts only with a deal of the settings’ length and mode', () => {
    const r = room();
    r.join('p1');
    r.start('p1', rounds.slice(0, 2));
    r.start(
      'p1',
      rounds.map((round) => ({ ...round, mode: 'ace' as const })),
    );
    expect(r.state().value).toBe('lobby');
    r.start('p1');
    expect(r.state().value).toBe('loading');
    expect(r.state().context).toMatchObject({ round: 1, game: 1, rounds });
  });

  it('does not start an empty room', () => {
    const r = room();
    r.start('p1');
    expect(r.state().value).toBe('lobby');
  });
});

describe('room: loading and the count-in', () => {
  it('schedules the first clip a count-in after the last device is ready', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.start();
    r.actor.send({ type: 'room.ready', playerId: 'p1', round: 1, at: r.at() });
    r.wait(2000);
    expect(r.state().value).toBe('loading');
    r.actor.send({ type: 'room.ready', playerId: 'p2', round: 1, at: r.at() });
    expect(r.state().value).toBe('countIn');
    expect(r.state().context.startsAt).toBe(r.at() + COUNT_IN_MS);
    expect(r.state().context.endsAt).toBe(r.at() + COUNT_IN_MS + settings.seconds * 1000);
    r.wait(COUNT_IN_MS - STEP_MS);
    expect(r.state().value).toBe('countIn');
    r.wait(STEP_MS);
    expect(r.state().value).toBe('playing');
  });

  it('waits ten seconds at most for a slow device', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.start();
    const started = r.at();
    r.actor.send({ type: 'room.ready', playerId: 'p1', round: 1, at: r.at() });
    r.wait(READY_WAIT_MS - STEP_MS);
    expect(r.state().value).toBe('loading');
    r.wait(STEP_MS);
    expect(r.state().value).toBe('countIn');
    expect(r.state().context.startsAt).toBe(started + READY_WAIT_MS + COUNT_IN_MS);
  });

  it('gives later rounds a shorter lead than the first one’s count-in', () => {
    const r = room();
    r.join('p1');
    r.toPlaying();
    r.guess('p1', 'ascent');
    r.wait(REVEAL_MS);
    r.readyAll();
    expect(r.state().value).toBe('countIn');
    expect(r.state().context.startsAt).toBe(r.at() + LEAD_MS);
  });

  it('does not wait for a disconnected device, nor take a ready for another round', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.start();
    r.actor.send({ type: 'room.ready', playerId: 'p1', round: 2, at: r.at() });
    expect(r.state().value).toBe('loading');
    r.actor.send({ type: 'room.ready', playerId: 'p1', round: 1, at: r.at() });
    expect(r.state().value).toBe('countIn');
  });

  it('does not rush a round that nobody is connected to', () => {
    const r = room();
    r.join('p1');
    r.start();
    r.actor.send({ type: 'room.disconnect', playerId: 'p1', at: r.at() });
    expect(r.state().value).toBe('loading');
  });

  it('clears every device’s ready at each round', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p1', 'ascent');
    r.guess('p2', 'ascent');
    r.wait(REVEAL_MS);
    expect(r.state().context.seats.map((seat) => seat.ready)).toEqual([false, false]);
  });
});

describe('room: big screens', () => {
  const screenOn = (r: ReturnType<typeof room>, screenId: string) =>
    r.actor.send({ type: 'room.screenOn', screenId, at: r.at() });
  const screenOff = (r: ReturnType<typeof room>, screenId: string) =>
    r.actor.send({ type: 'room.screenOff', screenId, at: r.at() });
  const screenReady = (r: ReturnType<typeof room>, screenId: string, round = 1) =>
    r.actor.send({ type: 'room.screenReady', screenId, round, at: r.at() });
  const readySeat = (r: ReturnType<typeof room>, playerId: string, round = 1) =>
    r.actor.send({ type: 'room.ready', playerId, round, at: r.at() });

  it('holds no seat and makes nobody host', () => {
    const r = room();
    screenOn(r, 's1');
    expect(r.state().context.seats).toEqual([]);
    expect(r.state().context.hostId).toBeNull();
    r.join('p1');
    expect(r.state().context.hostId).toBe('p1');
    expect(r.state().context.screens).toEqual([{ id: 's1', ready: false }]);
  });

  it('waits for a screen’s clip as for a player’s, then counts in', () => {
    const r = room();
    r.join('p1');
    screenOn(r, 's1');
    r.start();
    readySeat(r, 'p1');
    expect(r.state().value).toBe('loading');
    screenReady(r, 's1');
    expect(r.state().value).toBe('countIn');
    expect(r.state().context.startsAt).toBe(r.at() + COUNT_IN_MS);
  });

  it('waits ten seconds at most for a slow screen', () => {
    const r = room();
    r.join('p1');
    screenOn(r, 's1');
    r.start();
    const started = r.at();
    readySeat(r, 'p1');
    r.wait(READY_WAIT_MS - STEP_MS);
    expect(r.state().value).toBe('loading');
    r.wait(STEP_MS);
    expect(r.state().value).toBe('countIn');
    expect(r.state().context.startsAt).toBe(started + READY_WAIT_MS + COUNT_IN_MS);
  });

  it('does not wait for a screen that closed, nor take its ready for another round', () => {
    const r = room();
    r.join('p1');
    screenOn(r, 's1');
    screenOn(r, 's2');
    r.start();
    readySeat(r, 'p1');
    screenReady(r, 's1', 2);
    screenReady(r, 'unknown');
    screenReady(r, 's2');
    expect(r.state().value).toBe('loading');
    screenOff(r, 's1');
    expect(r.state().value).toBe('countIn');
  });

  it('waits for a screen opened while the round loads', () => {
    const r = room();
    r.join('p1');
    r.start();
    screenOn(r, 's1');
    readySeat(r, 'p1');
    expect(r.state().value).toBe('loading');
    screenReady(r, 's1');
    expect(r.state().value).toBe('countIn');
  });

  it('clears a screen’s ready at each round', () => {
    const r = room();
    r.join('p1');
    screenOn(r, 's1');
    r.start();
    readySeat(r, 'p1');
    screenReady(r, 's1');
    r.wait(COUNT_IN_MS);
    r.guess('p1', 'ascent');
    r.wait(REVEAL_MS);
    expect(r.state().value).toBe('loading');
    expect(r.state().context.screens).toEqual([{ id: 's1', ready: false }]);
    readySeat(r, 'p1', 2);
    expect(r.state().value).toBe('loading');
    screenReady(r, 's1', 2);
    expect(r.state().value).toBe('countIn');
  });

  it('shows on three screens at most, each once', () => {
    const r = room();
    for (const id of ['s1', 's2', 's1', 's3', 's4']) screenOn(r, id);
    expect(r.state().context.screens.map((screen) => screen.id)).toEqual(['s1', 's2', 's3']);
    screenOff(r, 's2');
    screenOff(r, 's2');
    screenOn(r, 's4');
    expect(r.state().context.screens.map((screen) => screen.id)).toEqual(['s1', 's3', 's4']);
  });

  it('is no player’s activity: a lobby with only a screen still closes when quiet', () => {
    const r = room();
    r.join('p1');
    r.wait(IDLE_MS / 2);
    screenOn(r, 's1');
    expect(r.state().context.lastEventAt).toBe(T0);
    r.wait(IDLE_MS / 2);
    expect(r.state().value).toBe('closed');
  });

  it('does not keep an emptied room open', () => {
    const r = room();
    r.join('p1');
    screenOn(r, 's1');
    r.start();
    r.actor.send({ type: 'room.disconnect', playerId: 'p1', at: r.at() });
    r.wait(IDLE_MS);
    expect(r.state().value).toBe('closed');
  });
});

describe('room: for an audience', () => {
  const audience = { audience: true } as const;

  it('takes 2,000 players where a room of friends takes 50', () => {
    const friends = room();
    for (let i = 1; i <= MAX_PLAYERS + 1; i++) friends.join(`p${i}`);
    expect(friends.state().context.seats).toHaveLength(MAX_PLAYERS);
    const crowd = room(audience);
    for (let i = 1; i <= MAX_AUDIENCE + 1; i++) crowd.join(`p${i}`);
    expect(crowd.state().context.seats).toHaveLength(MAX_AUDIENCE);
    expect(isFull(crowd.state().context)).toBe(true);
  });

  it('does not become a room of friends while it has more than 50 players', () => {
    const r = room(audience);
    for (let i = 1; i <= MAX_PLAYERS + 1; i++) r.join(`p${i}`);
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings, at: r.at() });
    expect(r.state().context.settings.audience).toBe(true);
    r.actor.send({ type: 'room.leave', playerId: `p${MAX_PLAYERS + 1}`, at: r.at() });
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings, at: r.at() });
    expect(r.state().context.settings.audience).toBeUndefined();
  });

  it('lets its host run the game without playing, or play too', () => {
    const r = room(audience);
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    expect(r.seat('p1')?.playing).toBe(false);
    r.guess('p1', 'ascent');
    r.guess('p2', 'ascent');
    // The host's guess is not taken, and the round does not wait for it.
    expect(r.state().value).toBe('reveal');
    expect(r.state().context.reveal?.map((guess) => guess.playerId)).toEqual(['p2']);
    expect(r.seat('p1')?.score).toBe(0);

    const playing = room({ ...audience, hostPlays: true });
    playing.join('p1');
    playing.join('p2');
    playing.toPlaying();
    playing.guess('p1', 'ascent');
    expect(playing.state().value).toBe('playing');
    playing.guess('p2', 'bind');
    expect(playing.state().context.reveal?.map((guess) => guess.playerId)).toEqual(['p1', 'p2']);
  });

  it('changes whether its host plays in the lobby, not during a game', () => {
    const r = room(audience);
    r.join('p1');
    r.join('p2');
    r.actor.send({
      type: 'room.settings',
      playerId: 'p1',
      settings: { ...settings, ...audience, hostPlays: true },
      at: r.at(),
    });
    expect(r.seat('p1')?.playing).toBe(true);
    r.toPlaying();
    expect(r.seat('p1')?.playing).toBe(true);
    r.actor.send({ type: 'room.settings', playerId: 'p1', settings, at: r.at() });
    expect(r.state().context.settings.hostPlays).toBe(true);
  });

  it('closes to new players and opens again at the host’s word only', () => {
    const r = room(audience);
    r.join('p1');
    r.join('p2');
    r.actor.send({ type: 'room.joins', playerId: 'p2', open: false, at: r.at() });
    r.join('p3');
    expect(r.seat('p3')).toBeDefined();
    r.actor.send({ type: 'room.joins', playerId: 'p1', open: false, at: r.at() });
    r.join('p4');
    expect(r.seat('p4')).toBeUndefined();
    // A seat already taken comes back.
    r.actor.send({ type: 'room.disconnect', playerId: 'p2', at: r.at() });
    r.actor.send({ type: 'room.connect', playerId: 'p2', at: r.at() });
    expect(r.seat('p2')?.connected).toBe(true);
    r.actor.send({ type: 'room.joins', playerId: 'p1', open: true, at: r.at() });
    r.join('p4');
    expect(r.seat('p4')).toBeDefined();
  });

  it('refuses names with a blocked word, the game’s or the host’s, however they are written', () => {
    const r = room(audience);
    r.join('p1', 'Streamer');
    r.join('p2', 'xX_$h1t_Xx');
    r.join('p3', 'F.U.C.K');
    r.join('p4', 'Cassandra');
    expect(r.state().context.seats.map((seat) => seat.name)).toEqual(['Streamer', 'Cassandra']);
    r.actor.send({ type: 'room.block', playerId: 'p4', words: ['cass'], at: r.at() });
    expect(r.state().context.blockedWords).toEqual([]);
    r.actor.send({
      type: 'room.block',
      playerId: 'p1',
      words: ['Spoiler', 'ab', 'shit'],
      at: r.at(),
    });
    expect(r.state().context.blockedWords).toEqual(['spoiler']);
    r.join('p5', 'SPO1LER bot');
    r.join('p6', 'Kai');
    expect(r.state().context.seats.map((seat) => seat.name)).toEqual([
      'Streamer',
      'Cassandra',
      'Kai',
    ]);
  });

  it('is handed to no viewer when its host leaves: the game plays on without one', () => {
    const r = room(audience);
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.actor.send({ type: 'room.leave', playerId: 'p1', at: r.at() });
    expect(r.state().context.hostId).toBeNull();
    r.guess('p2', 'ascent');
    expect(r.state().value).toBe('reveal');
    r.wait(REVEAL_MS);
    expect(r.state().value).toBe('loading');
  });

  it('ranks without a host who does not play', () => {
    const r = room(audience);
    r.join('p1');
    r.join('p2');
    r.join('p3');
    r.toPlaying();
    r.guess('p2', 'ascent');
    r.guess('p3', 'bind');
    r.actor.send({ type: 'room.next', playerId: 'p1', at: r.at() });
    r.readyAll();
    r.wait(LEAD_MS);
    r.guess('p2', 'bind');
    r.guess('p3', 'bind');
    // Before round 2, p2 led alone and p3 came second: the host had no place.
    expect(r.seat('p2')?.previousRank).toBe(1);
    expect(r.seat('p3')?.previousRank).toBe(2);
    expect(r.seat('p1')?.previousRank).toBeNull();
  });
});

describe('room: waits a deployment shortens', () => {
  it('keeps the round’s times true to the clock with shorter ready and reveal waits', () => {
    const clock = new SimulatedClock();
    clock.set(T0);
    const fast = roomMachine.provide({ delays: { readyWait: 500, revealWait: 300 } });
    const actor = createActor(fast, { clock, input: { code: 'FAST', settings, at: T0 } }).start();
    const step = (ms: number) => {
      for (let left = ms; left > 0; left -= 100) clock.increment(Math.min(100, left));
    };
    actor.send({ type: 'room.join', playerId: 'p1', name: 'Kai', at: T0 });
    actor.send({ type: 'room.join', playerId: 'p2', name: 'Ana', at: T0 });
    actor.send({ type: 'room.start', playerId: 'p1', rounds, at: T0 });
    actor.send({ type: 'room.ready', playerId: 'p1', round: 1, at: T0 });
    step(500);
    expect(actor.getSnapshot().value).toBe('countIn');
    expect(actor.getSnapshot().context.startsAt).toBe(T0 + 500 + COUNT_IN_MS);
    step(COUNT_IN_MS);
    expect(actor.getSnapshot().value).toBe('playing');
    step(settings.seconds * 1000);
    expect(actor.getSnapshot().value).toBe('reveal');
    step(300);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.now).toBe(clock.now());
  });
});

describe('room: guesses', () => {
  it('takes one guess a player, final', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p1', 'bind');
    r.guess('p1', 'ascent');
    expect(r.state().context.guesses).toEqual([
      { playerId: 'p1', itemId: 'bind', group: 'bind', at: r.at() },
    ]);
  });

  it('ignores a guess for another round, or at the close', () => {
    const r = room();
    r.join('p1');
    r.toPlaying();
    const { endsAt } = r.state().context;
    r.actor.send({
      type: 'room.guess',
      playerId: 'p1',
      round: 2,
      itemId: 'bind',
      group: 'bind',
      at: r.at(),
    });
    r.actor.send({
      type: 'room.guess',
      playerId: 'p1',
      round: 1,
      itemId: 'ascent',
      group: 'ascent',
      at: endsAt!,
    });
    expect(r.state().context.guesses).toEqual([]);
    expect(r.state().value).toBe('playing');
  });

  it('ignores guesses before the clip plays', () => {
    const r = room();
    r.join('p1');
    r.start();
    r.guess('p1', 'ascent');
    r.readyAll();
    r.guess('p1', 'ascent');
    expect(r.state().context.guesses).toEqual([]);
  });

  it('counts a guess made after the clip started while a late timer still counts in', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.start();
    r.readyAll();
    const { startsAt } = r.state().context;
    expect(r.state().value).toBe('countIn');
    const late = { type: 'room.guess', round: 1, itemId: 'ascent', group: 'ascent' } as const;
    r.actor.send({ ...late, playerId: 'p1', at: startsAt! + 700 });
    expect(r.state().value).toBe('playing');
    expect(r.state().context.guesses).toEqual([
      { playerId: 'p1', itemId: 'ascent', group: 'ascent', at: startsAt! + 700 },
    ]);
    r.actor.send({ ...late, playerId: 'p2', at: startsAt! + 900 });
    expect(r.state().value).toBe('reveal');
  });

  it('reveals at once when every connected player has answered', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.join('p3');
    r.toPlaying();
    r.actor.send({ type: 'room.disconnect', playerId: 'p3', at: r.at() });
    r.guess('p1', 'ascent');
    expect(r.state().value).toBe('playing');
    r.guess('p2', 'ascent');
    expect(r.state().value).toBe('reveal');
  });

  it('reveals when the last one still to answer leaves', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p1', 'ascent');
    r.actor.send({ type: 'room.leave', playerId: 'p2', at: r.at() });
    expect(r.state().value).toBe('reveal');
  });

  it('reveals at the close with no answer for whoever gave none', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p1', 'ascent');
    r.wait(settings.seconds * 1000 - STEP_MS);
    expect(r.state().value).toBe('playing');
    r.wait(STEP_MS);
    expect(r.state().value).toBe('reveal');
    expect(r.state().context.reveal?.find((guess) => guess.playerId === 'p2')).toEqual({
      playerId: 'p2',
      itemId: null,
      ms: null,
      verdict: 'none',
      points: 0,
    });
  });
});

describe('room: scores', () => {
  it('scores right answers by speed, a quarter for partial, nothing for wrong, at the reveal', () => {
    const r = room({ mode: 'ability' });
    r.join('right');
    r.join('partial');
    r.join('wrong');
    const ability: DealtRound[] = [1, 2, 3].map((n) => ({
      mode: 'ability',
      answer: `jett-${n}`,
      group: 'jett',
      clipPath: `abilities/jett-${n}.mp3`,
    }));
    r.start('right', ability);
    r.readyAll();
    r.wait(COUNT_IN_MS + 4000);
    r.guess('right', 'jett-1', 'jett');
    r.guess('partial', 'jett-2', 'jett');
    expect(r.seat('right')?.score).toBe(0);
    r.guess('wrong', 'sage-1', 'sage');
    expect(r.state().context.reveal).toEqual([
      { playerId: 'right', itemId: 'jett-1', ms: 4000, verdict: 'correct', points: 800 },
      { playerId: 'partial', itemId: 'jett-2', ms: 4000, verdict: 'partial', points: 200 },
      { playerId: 'wrong', itemId: 'sage-1', ms: 4000, verdict: 'wrong', points: 0 },
    ]);
    expect(
      r.state().context.seats.map(({ score, correct, correctMs }) => [score, correct, correctMs]),
    ).toEqual([
      [800, 1, 4000],
      [200, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('keeps each player’s place before the round just revealed (none before a game’s first)', () => {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    r.guess('p2', 'ascent');
    r.guess('p1', 'bind');
    expect(r.state().context.seats.map((seat) => seat.previousRank)).toEqual([null, null]);
    r.wait(REVEAL_MS);
    r.readyAll();
    r.wait(LEAD_MS);
    r.guess('p1', 'bind');
    r.guess('p2', 'haven');
    expect(r.state().context.seats.map((seat) => seat.previousRank)).toEqual([2, 1]);
  });
});

describe('room: the end of a game', () => {
  /** Three rounds, each answered right by p1 at once. */
  function finish() {
    const r = room();
    r.join('p1');
    r.join('p2');
    r.toPlaying();
    for (const round of rounds) {
      r.guess('p1', round.answer);
      r.guess('p2', 'nothing');
      if (round !== rounds[rounds.length - 1]) {
        r.actor.send({ type: 'room.next', playerId: 'p1', at: r.at() });
        r.readyAll();
        r.wait(LEAD_MS);
      }
    }
    r.wait(REVEAL_MS);
    return r;
  }

  it('finishes after the last round’s reveal, which stays', () => {
    const r = finish();
    expect(r.state().value).toBe('finished');
    expect(r.state().context.reveal?.[0]).toMatchObject({ playerId: 'p1', verdict: 'correct' });
    expect(r.seat('p1')).toMatchObject({ score: 3000, correct: 3 });
  });

  it('goes back to the lobby on Play again with the same players and no score', () => {
    const r = finish();
    r.actor.send({ type: 'room.playAgain', playerId: 'p2', rounds, at: r.at() });
    expect(r.state().value).toBe('finished');
    r.actor.send({ type: 'room.playAgain', playerId: 'p1', rounds, at: r.at() });
    expect(r.state().value).toBe('lobby');
    expect(r.state().context.seats.map(({ id, score, correct }) => [id, score, correct])).toEqual([
      ['p1', 0, 0],
      ['p2', 0, 0],
    ]);
    r.start();
    expect(r.state().context).toMatchObject({ game: 2, round: 1 });
  });

  it('seats a newcomer to the finished room for the next game', () => {
    const r = finish();
    r.join('p3');
    expect(r.seat('p3')?.playing).toBe(true);
  });
});

describe('room: closing when idle', () => {
  it('closes thirty minutes after its last device went, whatever the phase', () => {
    const r = room();
    r.join('p1');
    r.toPlaying();
    r.actor.send({ type: 'room.disconnect', playerId: 'p1', at: r.at() });
    r.wait(IDLE_MS - 1000);
    expect(r.state().value).not.toBe('closed');
    r.wait(1000);
    expect(r.state().value).toBe('closed');
    expect(r.state().status).toBe('done');
  });

  it('stays open for a device that comes back', () => {
    const r = room();
    r.join('p1');
    r.toPlaying();
    r.actor.send({ type: 'room.disconnect', playerId: 'p1', at: r.at() });
    r.wait(SEAT_WAIT_MS / 2);
    r.actor.send({ type: 'room.connect', playerId: 'p1', at: r.at() });
    r.wait(IDLE_MS);
    expect(r.state().value).not.toBe('closed');
  });

  it('closes a room nobody joins', () => {
    const r = room();
    r.wait(IDLE_MS);
    expect(r.state().value).toBe('closed');
  });

  it('closes a lobby where nothing happens for thirty minutes, counted from the last event', () => {
    const r = room();
    r.join('p1');
    r.wait(IDLE_MS / 2);
    r.join('p2');
    r.wait(IDLE_MS / 2);
    expect(r.state().value).toBe('lobby');
    r.wait(IDLE_MS / 2);
    expect(r.state().value).toBe('closed');
  });

  it('does not close a game in play for want of events', () => {
    const r = room({ rounds: 20, seconds: 30 });
    r.join('p1');
    r.start(
      'p1',
      Array.from({ length: 20 }, (_, i) => ({ ...rounds[i % 3], answer: `m${i}` })),
    );
    r.wait(IDLE_MS - 1000);
    expect(r.state().value).not.toBe('closed');
  });
});
