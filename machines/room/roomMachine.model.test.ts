import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { transitionPaths } from '../test/graphCoverage.ts';
import type { RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import { persist, restore } from './persist.ts';
import { roomMachine, type RoomContext } from './roomMachine.ts';

/*
 * The room's rules stated apart from the machine, as a small model that follows the same events, and
 * checked after every step of a path for every transition of the machine's graph (three players who
 * join, leave, drop and come back, are removed, answer right, partly, wrong or late, through a whole
 * game, its timeouts and Play again).
 */

const T0 = 50_000_000;
const SECONDS = 20;
const ROUNDS = 3;
const settings: RoomSettings = { mode: 'ability', rounds: ROUNDS, seconds: SECONDS };
const deal: DealtRound[] = [1, 2, 3].map((n) => ({
  mode: 'ability',
  answer: `jett-${n}`,
  group: 'jett',
  clipPath: `abilities/jett-${n}.mp3`,
}));
const PLAYERS = ['p1', 'p2', 'p3'];
const NAME = 'Kai';

// The rules' numbers, as players are told them (not read from the machine).
const RULES = {
  countIn: 3000,
  lead: 1500,
  readyWait: 10_000,
  reveal: 8000,
  seatWait: 120_000,
  idle: 30 * 60_000,
};

type Phase = 'lobby' | 'loading' | 'countIn' | 'playing' | 'reveal' | 'finished' | 'closed';
type GuessKind = 'right' | 'partial' | 'wrong' | 'late';

interface ModelSeat {
  id: string;
  name: string;
  order: number;
  connected: boolean;
  goneSince: number | null;
  playing: boolean;
  ready: boolean;
  guess: { item: string; group: string; at: number } | null;
  score: number;
  correct: number;
}

interface Model {
  phase: Phase;
  round: number;
  game: number;
  host: string | null;
  seats: ModelSeat[];
  kicked: string[];
  joins: number;
  now: number;
  /** The latest event a player caused, and when the phase began: the quiet rule. */
  lastPlayerEvent: number;
  phaseStart: number;
  emptySince: number | null;
  startsAt: number | null;
  endsAt: number | null;
  revealed: { id: string; points: number }[] | null;
}

const initialModel = (): Model => ({
  phase: 'lobby',
  round: 0,
  game: 0,
  host: null,
  seats: [],
  kicked: [],
  joins: 0,
  now: T0,
  lastPlayerEvent: T0,
  phaseStart: T0,
  emptySince: T0,
  startsAt: null,
  endsAt: null,
  revealed: null,
});

const guessItem: Record<GuessKind, { item: string; group: string }> = {
  right: { item: 'ANSWER', group: 'jett' },
  late: { item: 'ANSWER', group: 'jett' },
  partial: { item: 'jett-9', group: 'jett' },
  wrong: { item: 'sage-1', group: 'sage' },
};

/**
 * What each player does: p1 answers right; p2 drops and comes back, and answers right at the last
 * moment or partly; p3 answers wrong and may be removed by the host.
 */
const ROLES: Record<string, { events: string[]; phases: Phase[]; guesses: GuessKind[] }> = {
  // The host: may drop or leave in the lobby, leave mid-game (the host passes on), come back in the end.
  p1: {
    events: ['room.disconnect', 'room.leave', 'room.join'],
    phases: ['lobby', 'playing', 'finished'],
    guesses: ['right'],
  },
  p2: {
    events: ['room.disconnect', 'room.leave'],
    phases: ['lobby', 'loading', 'playing', 'reveal'],
    guesses: ['late', 'partial'],
  },
  // Joins late, and the host may remove them.
  p3: {
    events: ['room.join', 'room.kick', 'room.leave'],
    phases: ['lobby', 'loading', 'countIn', 'playing', 'reveal', 'finished'],
    guesses: ['wrong'],
  },
};

/** The name a joiner gets: theirs, or with the lowest number from 2 not taken, whatever the case. */
function modelName(seats: ModelSeat[]): string {
  const taken = seats.map((seat) => seat.name.toLowerCase());
  if (!taken.includes(NAME.toLowerCase())) return NAME;
  let n = 2;
  while (taken.includes(`${NAME} ${n}`.toLowerCase())) n++;
  return `${NAME} ${n}`;
}

function seatOf(model: Model, id: string) {
  return model.seats.find((seat) => seat.id === id);
}

function remove(model: Model, id: string) {
  model.seats = model.seats.filter((seat) => seat.id !== id);
  if (model.host === id) {
    const longest = [...model.seats].sort((a, b) => a.order - b.order)[0];
    model.host = longest?.id ?? null;
  }
}

function score(model: Model) {
  const answer = deal[model.round - 1].answer;
  model.revealed = [];
  for (const seat of model.seats.filter((one) => one.playing)) {
    let points = 0;
    if (seat.guess !== null) {
      const speed = Math.max(
        100,
        Math.round((1000 * (model.endsAt! - seat.guess.at)) / (SECONDS * 1000)),
      );
      if (seat.guess.item === answer) points = speed;
      else if (seat.guess.group === 'jett') points = Math.round(speed / 4);
    }
    seat.score += points;
    if (seat.guess?.item === answer) seat.correct++;
    model.revealed.push({ id: seat.id, points });
  }
}

function toLoading(model: Model, round: number) {
  model.phase = 'loading';
  model.round = round;
  model.phaseStart = model.now;
  model.startsAt = null;
  model.endsAt = null;
  model.revealed = null;
  for (const seat of model.seats) {
    seat.playing = true;
    seat.ready = false;
    seat.guess = null;
  }
}

function toCountIn(model: Model) {
  model.phase = 'countIn';
  model.startsAt = model.now + (model.round === 1 ? RULES.countIn : RULES.lead);
  model.endsAt = model.startsAt + SECONDS * 1000;
}

function afterReveal(model: Model) {
  if (model.round < ROUNDS) toLoading(model, model.round + 1);
  else {
    model.phase = 'finished';
    model.phaseStart = model.now;
  }
}

/** Whether the round's "everyone" (connected seats playing it; at least one) all did `done`. */
const everyone = (model: Model, done: (seat: ModelSeat) => boolean) => {
  const waited = model.seats.filter((seat) => seat.playing && seat.connected);
  return waited.length > 0 && waited.every(done);
};

/**
 * One event by the rules; returns false when the room ignores it. `at` moves the room's time on
 * only when the event counts.
 */
function apply(model: Model, event: AnyEventObject): boolean {
  const at = (event as { at?: number }).at;
  const by = (event as { playerId?: string }).playerId;
  const host = by !== undefined && model.host === by;
  const seat = by === undefined ? undefined : seatOf(model, by);
  const fromPlayer = () => {
    model.now = Math.max(model.now, at!);
    model.lastPlayerEvent = model.now;
  };
  switch (event.type) {
    case 'room.join': {
      if (seat || model.kicked.includes(by!) || model.seats.length >= 50) return false;
      fromPlayer();
      model.seats.push({
        id: by!,
        name: modelName(model.seats),
        order: model.joins++,
        connected: true,
        goneSince: null,
        playing: model.phase === 'lobby' || model.phase === 'finished',
        ready: false,
        guess: null,
        score: 0,
        correct: 0,
      });
      model.host ??= by!;
      return true;
    }
    case 'room.connect':
      if (!seat || seat.connected) return false;
      fromPlayer();
      seat.connected = true;
      seat.goneSince = null;
      return true;
    case 'room.disconnect':
      if (!seat || !seat.connected) return false;
      fromPlayer();
      seat.connected = false;
      seat.goneSince = model.now;
      return true;
    case 'room.leave':
      if (!seat) return false;
      fromPlayer();
      remove(model, by!);
      return true;
    case 'room.kick': {
      const target = (event as unknown as { target: string }).target;
      if (!host || target === by || !seatOf(model, target)) return false;
      fromPlayer();
      remove(model, target);
      model.kicked.push(target);
      return true;
    }
    case 'timer.seat':
      if (!seat || seat.connected || seat.goneSince! + RULES.seatWait > at!) return false;
      model.now = Math.max(model.now, at!);
      remove(model, by!);
      return true;
    case 'timer.empty':
      if (model.seats.some((one) => one.connected) || model.emptySince! + RULES.idle > at!) {
        return false;
      }
      model.now = Math.max(model.now, at!);
      model.phase = 'closed';
      return true;
    case 'timer.quiet':
      if (model.phase !== 'lobby' && model.phase !== 'finished') return false;
      model.now = Math.max(model.now, at!);
      if (Math.max(model.lastPlayerEvent, model.phaseStart) + RULES.idle <= at!) {
        model.phase = 'closed';
      }
      return true;
    case 'room.start':
      if (model.phase !== 'lobby' || !host) return false;
      fromPlayer();
      model.game++;
      for (const one of model.seats) {
        one.score = 0;
        one.correct = 0;
      }
      toLoading(model, 1);
      return true;
    case 'room.ready': {
      const round = (event as unknown as { round: number }).round;
      if (model.phase !== 'loading' || !seat || seat.ready || round !== model.round) return false;
      fromPlayer();
      seat.ready = true;
      return true;
    }
    case 'room.guess': {
      const { itemId, group, round } = event as unknown as {
        itemId: string;
        group: string;
        round: number;
      };
      if (model.phase !== 'playing' || round !== model.round) return false;
      if (!seat || !seat.playing || seat.guess !== null || at! >= model.endsAt!) return false;
      fromPlayer();
      seat.guess = { item: itemId, group, at: at! };
      return true;
    }
    case 'room.next':
      if (model.phase !== 'reveal' || !host) return false;
      fromPlayer();
      afterReveal(model);
      return true;
    case 'room.playAgain':
      if (model.phase !== 'finished' || !host) return false;
      fromPlayer();
      model.phase = 'lobby';
      model.phaseStart = model.now;
      model.round = 0;
      model.revealed = null;
      for (const one of model.seats) {
        Object.assign(one, { score: 0, correct: 0, playing: true, ready: false, guess: null });
      }
      return true;
    case 'room.resume': {
      // After a restart: every device must come back, and a round in play starts over.
      fromPlayer();
      for (const one of model.seats) {
        one.connected = false;
        one.goneSince = model.now;
      }
      model.emptySince = null;
      if (model.phase === 'loading' || model.phase === 'countIn' || model.phase === 'playing') {
        model.phase = 'loading';
        model.startsAt = null;
        model.endsAt = null;
        for (const one of model.seats) {
          one.ready = false;
          one.guess = null;
        }
      }
      model.phaseStart = model.now;
      return true;
    }
    case 'xstate.after.readyWait.room.loading':
      model.now = Math.max(model.now, model.phaseStart + RULES.readyWait);
      toCountIn(model);
      return true;
    case 'xstate.after.untilStart.room.countIn':
      model.now = Math.max(model.now, model.startsAt!);
      model.phase = 'playing';
      return true;
    case 'xstate.after.untilEnd.room.playing':
      model.now = Math.max(model.now, model.endsAt!);
      score(model);
      model.phase = 'reveal';
      model.phaseStart = model.now;
      return true;
    case 'xstate.after.revealWait.room.reveal':
      model.now = Math.max(model.now, model.phaseStart + RULES.reveal);
      afterReveal(model);
      return true;
    default:
      throw new Error(`The model has no rule for ${event.type}`);
  }
}

/** What follows by itself after an event: a round goes on once everyone is ready, or has answered. */
function settle(model: Model) {
  if (model.phase === 'loading' && everyone(model, (seat) => seat.ready)) toCountIn(model);
  if (model.phase === 'playing' && everyone(model, (seat) => seat.guess !== null)) {
    score(model);
    model.phase = 'reveal';
    model.phaseStart = model.now;
  }
  const empty = !model.seats.some((seat) => seat.connected);
  if (empty) model.emptySince ??= model.now;
  else model.emptySince = null;
}

const isClosed = (model: Model) => model.phase === 'closed';

function step(model: Model, event: AnyEventObject) {
  // A closed room is done: nothing happens to it any more.
  if (isClosed(model)) return;
  if (apply(model, event) && !isClosed(model)) settle(model);
}

// ---- the machine's graph ----

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as RoomContext;

/** The events worth sending in a state: each player's, the host's, and the timers due. */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const room = context(snapshot);
  const at = room.now;
  const phase = snapshot.value as Phase;
  // A closed room is done: its actor takes no more events.
  if (phase === 'closed') return [];
  // Every kind of event in the lobby and the first round; later rounds only go on (a graph of every
  // event everywhere has tens of thousands of transitions and says little more).
  const later = room.round > 1 && phase !== 'finished';
  const list: AnyEventObject[] = [];
  for (const playerId of PLAYERS) {
    const seat = room.seats.find((one) => one.id === playerId);
    const can = ROLES[playerId];
    const allowed = (type: string) =>
      !later && can.events.includes(type) && can.phases.includes(phase);
    if (!seat) {
      if (allowed('room.join') || phase === 'lobby') {
        list.push({ type: 'room.join', playerId, name: NAME, at });
      }
      continue;
    }
    if (allowed('room.disconnect')) {
      list.push({ type: seat.connected ? 'room.disconnect' : 'room.connect', playerId, at });
    }
    if (allowed('room.leave')) list.push({ type: 'room.leave', playerId, at });
    if (!seat.connected && !later) {
      list.push({ type: 'timer.seat', playerId, at: seat.goneSince! + RULES.seatWait });
    }
    if (allowed('room.kick') && room.hostId !== null && playerId !== room.hostId) {
      list.push({ type: 'room.kick', playerId: room.hostId, target: playerId, at });
    }
    if (later && playerId !== 'p1') continue;
    if (phase === 'loading') list.push({ type: 'room.ready', playerId, round: room.round, at });
    if (phase === 'playing') {
      for (const kind of can.guesses) {
        const { item, group } = guessItem[kind];
        list.push({
          type: 'room.guess',
          playerId,
          round: room.round,
          itemId: item === 'ANSWER' ? deal[room.round - 1].answer : item,
          group,
          at: kind === 'late' ? room.endsAt! - 1 : at,
        });
      }
    }
  }
  const notHost = PLAYERS.find((id) => id !== room.hostId && room.seats.some((s) => s.id === id));
  for (const by of [room.hostId, notHost]) {
    if (by === null || by === undefined) continue;
    if (phase === 'lobby') list.push({ type: 'room.start', playerId: by, rounds: deal, at });
    if (phase === 'reveal') list.push({ type: 'room.next', playerId: by, at });
    if (phase === 'finished') list.push({ type: 'room.playAgain', playerId: by, rounds: deal, at });
  }
  // A restart, where one would hurt most: every player connected, in the lobby or the first round.
  if (!later && room.seats.length > 0 && room.seats.every((seat) => seat.connected)) {
    list.push({ type: 'room.resume', at: at + 5000 });
  }
  if (phase === 'loading') list.push({ type: 'xstate.after.readyWait.room.loading' });
  if (phase === 'countIn') list.push({ type: 'xstate.after.untilStart.room.countIn' });
  if (phase === 'playing') list.push({ type: 'xstate.after.untilEnd.room.playing' });
  if (phase === 'reveal') list.push({ type: 'xstate.after.revealWait.room.reveal' });
  if (room.emptySince !== null)
    list.push({ type: 'timer.empty', at: room.emptySince + RULES.idle });
  if (phase === 'lobby' || phase === 'finished') {
    list.push({
      type: 'timer.quiet',
      at: Math.max(room.lastEventAt, room.phaseSince) + RULES.idle,
    });
  }
  return list;
}

/** What tells two rooms apart for the rules: phase, round, host, each seat's standing, removals. */
function key(snapshot: AnyMachineSnapshot) {
  const room = context(snapshot);
  const phase = snapshot.value as Phase;
  const seats = room.seats
    .map((seat) => {
      const guessed = room.guesses.some((guess) => guess.playerId === seat.id);
      return `${seat.id}${seat.connected ? '' : '~'}${seat.playing ? '' : '-'}${
        phase === 'loading' && seat.ready ? 'r' : ''
      }${phase === 'playing' && guessed ? 'g' : ''}`;
    })
    .join(',');
  return `${phase}/${room.round}/${room.hostId}/${seats}/${room.kicked.join(',')}`;
}

const eventKey = (event: AnyEventObject) => {
  const { type, playerId, target, itemId } = event as Record<string, unknown>;
  const at = (event as { at?: number }).at;
  return [type, playerId, target, itemId, type === 'room.guess' ? at : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
};

const input = { code: 'MODEL', settings, at: T0 };
const { paths, leafStates, states } = transitionPaths(roomMachine, {
  input,
  events,
  key,
  eventKey,
});

/** The model and the machine agree on all a player could see or the rules decide. */
function expectAgreement(model: Model, snapshot: AnyMachineSnapshot) {
  const room = context(snapshot);
  expect(snapshot.value).toBe(model.phase);
  expect(snapshot.status).toBe(model.phase === 'closed' ? 'done' : 'active');
  if (model.phase === 'closed') return;
  expect({ round: room.round, game: room.game, host: room.hostId, kicked: room.kicked }).toEqual({
    round: model.round,
    game: model.game,
    host: model.host,
    kicked: model.kicked,
  });
  expect(
    room.seats.map((seat) => ({
      id: seat.id,
      name: seat.name,
      connected: seat.connected,
      playing: seat.playing,
      score: seat.score,
      correct: seat.correct,
      guessed: room.guesses.some((guess) => guess.playerId === seat.id),
    })),
  ).toEqual(
    model.seats.map((seat) => ({
      id: seat.id,
      name: seat.name,
      connected: seat.connected,
      playing: seat.playing,
      score: seat.score,
      correct: seat.correct,
      guessed: seat.guess !== null,
    })),
  );
  if (model.phase === 'loading') {
    expect(room.seats.map((seat) => seat.ready)).toEqual(model.seats.map((seat) => seat.ready));
  }
  if (model.phase === 'countIn' || model.phase === 'playing') {
    expect([room.startsAt, room.endsAt]).toEqual([model.startsAt, model.endsAt]);
  }
  if (model.phase === 'reveal' || model.phase === 'finished') {
    expect(room.reveal?.map((guess) => ({ id: guess.playerId, points: guess.points }))).toEqual(
      model.revealed ?? undefined,
    );
  }
}

describe('the room machine against its rules', () => {
  it('has a path for every transition, and together they reach every state', () => {
    // The closed room is a final state, which activeLeafIds (atomic states) leaves out.
    const reached = new Set(paths.map((path) => `room.${String(path.steps.at(-1)!.state.value)}`));
    expect([...reached].sort()).toEqual([...leafStates].sort());
    const kinds = new Set(paths.map((path) => path.edge.replace(/^.*--(\S+).*-->.*$/, '$1')));
    expect([...kinds].sort()).toEqual(
      [
        'room.join',
        'room.connect',
        'room.disconnect',
        'room.leave',
        'room.kick',
        'room.start',
        'room.ready',
        'room.guess',
        'room.next',
        'room.playAgain',
        'room.resume',
        'timer.seat',
        'timer.empty',
        'timer.quiet',
        'xstate.after.readyWait.room.loading',
        'xstate.after.untilStart.room.countIn',
        'xstate.after.untilEnd.room.playing',
        'xstate.after.revealWait.room.reveal',
      ].sort(),
    );
    expect(states.length).toBeGreaterThan(100);
  });

  it.each(paths.map((path) => [path.description, path] as const))(
    'follows the rules: %s',
    (_, path) => {
      const clock = new SimulatedClock();
      clock.set(T0);
      let actor = createActor(roomMachine, { clock, input }).start();
      const model = initialModel();
      for (const { event, state } of path.steps) {
        if (event.type === 'room.resume') {
          // The server restarts: the room comes back from what it kept, on a new actor.
          const kept = JSON.parse(JSON.stringify(persist(actor.getSnapshot())));
          actor.stop();
          actor = createActor(roomMachine, {
            clock,
            snapshot: restore(roomMachine, kept),
            input,
          }).start();
        }
        actor.send(event as never);
        step(model, event);
        expect(key(actor.getSnapshot())).toBe(key(state));
        expectAgreement(model, actor.getSnapshot());
      }
    },
  );
});
