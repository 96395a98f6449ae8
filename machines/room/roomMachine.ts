import { and, assign, enqueueActions, setup, type ActionArgs, type AnyStateMachine } from 'xstate';
import { MODES } from '../modes.ts';
import { isBlockedName, newBlockedWords, seatName } from './names.ts';
import {
  MAX_BLOCKED_WORDS,
  MAX_SCREENS,
  maxPlayersOf,
  ROUND_COUNTS,
  ROUND_SECONDS,
  type RevealedGuess,
  type RoomSettings,
} from './protocol.ts';
import type { DealtRound, RoomEvent, RoomInput } from './roomEvents.ts';
import { pointsFor, ranksOf, verdictOf } from './scoring.ts';

/** The 3-2-1 before a game's first clip. */
export const COUNT_IN_MS = 3000;
/** Before any later round's clip: time for every device to hear that the round is scheduled. */
export const LEAD_MS = 1500;
/** The longest a round waits for slow devices to load its clip. */
export const READY_WAIT_MS = 10_000;
/** How long a reveal shows before the next round (the host may cut it short). */
export const REVEAL_MS = 8000;
/** How long a seat waits for its device to come back. */
export const SEAT_WAIT_MS = 120_000;
/** A room closes after this long with nobody connected, or in the lobby or once finished with nothing said. */
export const IDLE_MS = 30 * 60_000;
/** How many removed players' ids a room keeps refusing (a host removing that many is a bot). */
export const MAX_KICKED = 200;

export interface Seat {
  id: string;
  name: string;
  /** Server time of the join: the longest-present seat takes over as host. */
  joinedAt: number;
  connected: boolean;
  /** When the device went away, or null while connected. */
  goneSince: number | null;
  /** Whether the seat plays the current round (one who joined during it waits for the next). */
  playing: boolean;
  /** The current round's clip is loaded on the device. */
  ready: boolean;
  score: number;
  correct: number;
  /** Sum of the times of the right answers (mean = correctMs / correct). */
  correctMs: number;
  previousRank: number | null;
}

/** A big screen showing the room (`/room/CODE/screen`): no seat, but the round waits for its clip. */
export interface Screen {
  id: string;
  /** The current round's clip is loaded on it. */
  ready: boolean;
}

export interface RoomGuess {
  playerId: string;
  itemId: string;
  group: string | null;
  at: number;
}

export interface RoomContext {
  code: string;
  settings: RoomSettings;
  /** Games started in this room; clip addresses name it, so a new game's clips are new addresses. */
  game: number;
  rounds: DealtRound[];
  /** The current round, 1-based; 0 before the first. */
  round: number;
  /** In order of joining. */
  seats: Seat[];
  hostId: string | null;
  /** Players the host removed: their devices cannot take a seat again. */
  kicked: string[];
  /** The big screens connected now, in order of opening. */
  screens: Screen[];
  /** The host closed the room to new players. */
  joinsClosed: boolean;
  /** Words the host blocked in new players' names (folded, names.ts), besides the game's own. */
  blockedWords: string[];
  guesses: RoomGuess[];
  startsAt: number | null;
  endsAt: number | null;
  /** The last round's reveal, kept until the next round (the finished room shows it). */
  reveal: RevealedGuess[] | null;
  /**
   * The machine's sense of time: the latest `at` of an event, or the time a delay of its own was
   * due. It has no clock of its own, so that it runs alike in the server and under a simulated clock.
   */
  now: number;
  /** The latest event a player's device caused (the quiet rule of the lobby and the finished room). */
  lastEventAt: number;
  /** When the current phase began (the ready deadline, the reveal's end, the quiet rule). */
  phaseSince: number;
  /** Since when no seat has been connected, or null. */
  emptySince: number | null;
}

/** The machine's own reminders, raised with a delay (never sent by the server). */
export type RoomTimerEvent =
  | { type: 'timer.seat'; playerId: string; at: number }
  | { type: 'timer.empty'; at: number }
  | { type: 'timer.quiet'; at: number };

type MachineEvent = RoomEvent | RoomTimerEvent;

const MODE_IDS: readonly string[] = MODES.map((mode) => mode.id);

const seatOf = (context: RoomContext, playerId: string) =>
  context.seats.find((seat) => seat.id === playerId);

/** Whether the room has no seat left for a newcomer. */
export const isFull = (context: RoomContext) =>
  context.seats.length >= maxPlayersOf(context.settings);

/**
 * Whether a seat is on the scoreboard and plays the rounds: everyone but an audience room's host
 * who only runs it (`hostPlays` off).
 */
export const competes = (context: RoomContext, playerId: string) =>
  !(context.settings.audience === true && context.settings.hostPlays !== true) ||
  context.hostId !== playerId;

/** Whether the host removed this player (their device may not sit down again). */
export const isKicked = (context: RoomContext, playerId: string) =>
  context.kicked.includes(playerId);

export const isHost = (context: RoomContext, playerId: string) => context.hostId === playerId;

/** Settings a room can have (the schema checked them; the machine does not trust the caller). */
export function validSettings(settings: RoomSettings): boolean {
  return (
    (settings.mode === 'mixed' || MODE_IDS.includes(settings.mode)) &&
    (ROUND_COUNTS as readonly number[]).includes(settings.rounds) &&
    (ROUND_SECONDS as readonly number[]).includes(settings.seconds) &&
    (settings.audience === undefined || typeof settings.audience === 'boolean') &&
    (settings.hostPlays === undefined || typeof settings.hostPlays === 'boolean')
  );
}

/** A game's deal fits the room's settings: as many rounds, each of the mode asked for. */
export function validDeal(rounds: readonly DealtRound[], settings: RoomSettings): boolean {
  const text = (value: unknown) => typeof value === 'string' && value.length > 0;
  return (
    Array.isArray(rounds) &&
    rounds.length === settings.rounds &&
    rounds.every(
      (round) =>
        MODE_IDS.includes(round.mode) &&
        (settings.mode === 'mixed' || round.mode === settings.mode) &&
        text(round.answer) &&
        text(round.group) &&
        text(round.clipPath),
    )
  );
}

const screenOf = (context: RoomContext, screenId: string) =>
  context.screens.find((screen) => screen.id === screenId);

/** The seats whose device counts for the round's "everyone": playing it and connected now. */
const waitedFor = (context: RoomContext) =>
  context.seats.filter((seat) => seat.playing && seat.connected);

/** An event's time; one without a usable time (a delay's own event) happens at the room's now. */
const timeOf = (event: MachineEvent, context: RoomContext) =>
  'at' in event && Number.isFinite(event.at) ? event.at : context.now;

const isTimer = (event: MachineEvent) => event.type.startsWith('timer.');

const withoutSeat = (context: RoomContext, playerId: string) => {
  const seats = context.seats.filter((seat) => seat.id !== playerId);
  // Seats are kept in order of joining, so the first one left is the longest present. An audience
  // room is a streamer's: no viewer takes it over; without its host it plays on to its end.
  const heir = context.settings.audience === true ? null : (seats[0]?.id ?? null);
  const hostId = context.hostId === playerId ? heir : context.hostId;
  return { seats, hostId };
};

const freshScores = (seat: Seat, playing: boolean): Seat => ({
  ...seat,
  playing,
  ready: false,
  score: 0,
  correct: 0,
  correctMs: 0,
  previousRank: null,
});

const quietDeadline = (context: RoomContext) =>
  Math.max(context.lastEventAt, context.phaseSince) + IDLE_MS;

/** The waits a deployment may shorten, as the game's rules set them. */
const WAITS = { readyWait: READY_WAIT_MS, revealWait: REVEAL_MS };

/**
 * A room: its players' seats, the host's controls and the rounds of a game, from the lobby to the
 * scoreboard and back (docs/rooms.md). The server runs one actor per room and sends it RoomEvents; each
 * player sees it through view.ts. Time comes only in events (`at`) and in the machine's own delays.
 */
export const roomMachine = setup({
  types: {
    context: {} as RoomContext,
    events: {} as MachineEvent,
    input: {} as RoomInput,
  },
  delays: {
    readyWait: WAITS.readyWait,
    untilStart: ({ context }) => Math.max(0, (context.startsAt ?? context.now) - context.now),
    untilEnd: ({ context }) => Math.max(0, (context.endsAt ?? context.now) - context.now),
    revealWait: WAITS.revealWait,
  },
  guards: {
    canSeat: ({ context, event }) =>
      event.type === 'room.join' &&
      typeof event.name === 'string' &&
      typeof event.playerId === 'string' &&
      event.playerId.length > 0 &&
      !isFull(context) &&
      !context.joinsClosed &&
      !isBlockedName(event.name, context.blockedWords) &&
      !isKicked(context, event.playerId) &&
      seatOf(context, event.playerId) === undefined,
    isAway: ({ context, event }) =>
      event.type === 'room.connect' && seatOf(context, event.playerId)?.connected === false,
    isPresent: ({ context, event }) =>
      event.type === 'room.disconnect' && seatOf(context, event.playerId)?.connected === true,
    isSeated: ({ context, event }) =>
      event.type === 'room.leave' && seatOf(context, event.playerId) !== undefined,
    canKick: ({ context, event }) =>
      event.type === 'room.kick' &&
      isHost(context, event.playerId) &&
      event.target !== event.playerId &&
      seatOf(context, event.target) !== undefined,
    seatGivenUp: ({ context, event }) => {
      if (event.type !== 'timer.seat') return false;
      const seat = seatOf(context, event.playerId);
      return (
        seat !== undefined && seat.goneSince !== null && seat.goneSince + SEAT_WAIT_MS <= event.at
      );
    },
    emptyTooLong: ({ context, event }) =>
      event.type === 'timer.empty' &&
      context.emptySince !== null &&
      context.emptySince + IDLE_MS <= event.at &&
      !context.seats.some((seat) => seat.connected),
    quietTooLong: ({ context, event }) =>
      event.type === 'timer.quiet' && quietDeadline(context) <= event.at,
    // A room of friends takes 50: an audience room with more players stays one.
    canChangeSettings: ({ context, event }) =>
      event.type === 'room.settings' &&
      isHost(context, event.playerId) &&
      validSettings(event.settings) &&
      context.seats.length <= maxPlayersOf(event.settings),
    isHostsJoins: ({ context, event }) =>
      event.type === 'room.joins' && isHost(context, event.playerId),
    isHostsBlock: ({ context, event }) =>
      event.type === 'room.block' &&
      isHost(context, event.playerId) &&
      Array.isArray(event.words) &&
      newBlockedWords(event.words, context.blockedWords).length > 0,
    canStart: ({ context, event }) =>
      (event.type === 'room.start' || event.type === 'room.playAgain') &&
      isHost(context, event.playerId) &&
      context.seats.length > 0 &&
      validDeal(event.rounds, context.settings),
    isHostsNext: ({ context, event }) =>
      event.type === 'room.next' && isHost(context, event.playerId),
    isReadyForRound: ({ context, event }) =>
      event.type === 'room.ready' &&
      event.round === context.round &&
      seatOf(context, event.playerId)?.ready === false,
    canOpenScreen: ({ context, event }) =>
      event.type === 'room.screenOn' &&
      event.screenId.length > 0 &&
      context.screens.length < MAX_SCREENS &&
      screenOf(context, event.screenId) === undefined,
    isScreen: ({ context, event }) =>
      event.type === 'room.screenOff' && screenOf(context, event.screenId) !== undefined,
    isScreenReadyForRound: ({ context, event }) =>
      event.type === 'room.screenReady' &&
      event.round === context.round &&
      screenOf(context, event.screenId)?.ready === false,
    // A big screen plays the clip for the players in front of it: the round waits for it too.
    allReady: ({ context }) => {
      const seats = waitedFor(context);
      return (
        seats.length > 0 &&
        seats.every((seat) => seat.ready) &&
        context.screens.every((screen) => screen.ready)
      );
    },
    canGuess: ({ context, event }) =>
      event.type === 'room.guess' &&
      event.round === context.round &&
      seatOf(context, event.playerId)?.playing === true &&
      !context.guesses.some((guess) => guess.playerId === event.playerId) &&
      context.endsAt !== null &&
      event.at < context.endsAt,
    hasStarted: ({ context, event }) =>
      event.type === 'room.guess' && context.startsAt !== null && event.at >= context.startsAt,
    allAnswered: ({ context }) => {
      const seats = waitedFor(context);
      // A set: an audience room checks its 2,000 seats at every guess.
      const answered = new Set(context.guesses.map((guess) => guess.playerId));
      return seats.length > 0 && seats.every((seat) => answered.has(seat.id));
    },
    moreRounds: ({ context }) => context.round < context.rounds.length,
  },
  actions: {
    /** Every event moves the room's time on; those of players also count as activity. */
    note: assign(({ context, event }) => {
      const now = Math.max(context.now, timeOf(event, context));
      return isTimer(event) ? { now } : { now, lastEventAt: now };
    }),
    /** A big screen's coming and going moves the time on but is no player's activity. */
    noteTime: assign(({ context, event }) => ({
      now: Math.max(context.now, timeOf(event, context)),
    })),
    /** A screen opened during a round's loading waits for its clip like the others. */
    addScreen: assign(({ context, event }) =>
      event.type === 'room.screenOn'
        ? { screens: [...context.screens, { id: event.screenId, ready: false }] }
        : {},
    ),
    removeScreen: assign(({ context, event }) =>
      event.type === 'room.screenOff'
        ? { screens: context.screens.filter((screen) => screen.id !== event.screenId) }
        : {},
    ),
    markScreenReady: assign(({ context, event }) => ({
      screens: context.screens.map((screen) =>
        event.type === 'room.screenReady' && screen.id === event.screenId
          ? { ...screen, ready: true }
          : screen,
      ),
    })),
    seatPlaying: assign(({ context, event }) => seatAdded(context, event, true)),
    seatWaiting: assign(({ context, event }) => seatAdded(context, event, false)),
    connect: assign(({ context, event }) => ({
      seats: context.seats.map((seat) =>
        event.type === 'room.connect' && seat.id === event.playerId
          ? { ...seat, connected: true, goneSince: null }
          : seat,
      ),
    })),
    disconnect: assign(({ context, event }) => ({
      seats: context.seats.map((seat) =>
        event.type === 'room.disconnect' && seat.id === event.playerId
          ? { ...seat, connected: false, goneSince: context.now }
          : seat,
      ),
    })),
    /** The seat waits SEAT_WAIT_MS for its device (a reconnect cancels the reminder). */
    waitForSeat: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'room.disconnect') return;
      enqueue.cancel(`seat:${event.playerId}`);
      enqueue.raise(
        { type: 'timer.seat', playerId: event.playerId, at: context.now + SEAT_WAIT_MS },
        { delay: SEAT_WAIT_MS, id: `seat:${event.playerId}` },
      );
    }),
    stopWaitingForSeat: enqueueActions(({ event, enqueue }) => {
      const playerId =
        event.type === 'room.kick' ? event.target : 'playerId' in event ? event.playerId : null;
      if (playerId !== null) enqueue.cancel(`seat:${playerId}`);
    }),
    removeSeat: assign(({ context, event }) => {
      if (event.type === 'room.kick') {
        return {
          ...withoutSeat(context, event.target),
          kicked: [...context.kicked, event.target].slice(-MAX_KICKED),
        };
      }
      return 'playerId' in event ? withoutSeat(context, event.playerId) : {};
    }),
    /** With nobody connected the room counts down to closing; anyone back stops it. */
    watchEmpty: enqueueActions(({ context, enqueue }) => {
      const empty = !context.seats.some((seat) => seat.connected);
      if (empty && context.emptySince === null) {
        enqueue.assign({ emptySince: context.now });
        enqueue.raise(
          { type: 'timer.empty', at: context.now + IDLE_MS },
          { delay: IDLE_MS, id: 'empty' },
        );
      } else if (!empty && context.emptySince !== null) {
        enqueue.assign({ emptySince: null });
        enqueue.cancel('empty');
      }
    }),
    enterPhase: assign(({ context }) => ({ phaseSince: context.now })),
    /** The quiet rule's reminder, due when the lobby or the finished room has been quiet IDLE_MS. */
    watchQuiet: enqueueActions(({ context, enqueue }) => {
      const due = quietDeadline(context);
      enqueue.cancel('quiet');
      enqueue.raise(
        { type: 'timer.quiet', at: due },
        { delay: Math.max(0, due - context.now), id: 'quiet' },
      );
    }),
    stopWatchingQuiet: enqueueActions(({ enqueue }) => enqueue.cancel('quiet')),
    changeSettings: assign(({ context, event }) =>
      event.type === 'room.settings'
        ? { settings: event.settings }
        : { settings: context.settings },
    ),
    /** Seats in the lobby play the game to come, or not (the host of an audience room may not). */
    seatsForGame: assign(({ context }) => ({
      seats: context.seats.map((seat) => ({ ...seat, playing: competes(context, seat.id) })),
    })),
    setJoins: assign(({ event }) =>
      event.type === 'room.joins' ? { joinsClosed: !event.open } : {},
    ),
    blockWords: assign(({ context, event }) =>
      event.type === 'room.block'
        ? {
            blockedWords: [
              ...context.blockedWords,
              ...newBlockedWords(event.words, context.blockedWords),
            ].slice(0, MAX_BLOCKED_WORDS),
          }
        : {},
    ),
    startGame: assign(({ context, event }) => ({
      rounds: event.type === 'room.start' ? event.rounds : context.rounds,
      game: context.game + 1,
      round: 1,
      seats: context.seats.map((seat) => freshScores(seat, competes(context, seat.id))),
      guesses: [],
      startsAt: null,
      endsAt: null,
      reveal: null,
    })),
    /** Back to the lobby with the same players and scores at zero; the next Start deals the game. */
    resetGame: assign(({ context, event }) => ({
      rounds: event.type === 'room.playAgain' ? event.rounds : [],
      round: 0,
      seats: context.seats.map((seat) => freshScores(seat, competes(context, seat.id))),
      guesses: [],
      startsAt: null,
      endsAt: null,
      reveal: null,
    })),
    nextRound: assign(({ context }) => ({
      round: context.round + 1,
      seats: context.seats.map((seat) => ({ ...seat, playing: competes(context, seat.id) })),
      guesses: [],
      startsAt: null,
      endsAt: null,
      reveal: null,
    })),
    /** Each round's loading starts with no device ready. */
    clearReady: assign(({ context }) => ({
      seats: context.seats.map((seat) => ({ ...seat, ready: false })),
      screens: context.screens.map((screen) => ({ ...screen, ready: false })),
      phaseSince: context.now,
    })),
    markReady: assign(({ context, event }) => ({
      seats: context.seats.map((seat) =>
        event.type === 'room.ready' && seat.id === event.playerId ? { ...seat, ready: true } : seat,
      ),
    })),
    atReadyDeadline: assign((args) => ({
      now: Math.max(args.context.now, args.context.phaseSince + delayMs('readyWait', args)),
    })),
    /** The clip starts at the same server time on every device, after a count-in on the first round. */
    schedule: assign(({ context }) => {
      const startsAt = context.now + (context.round === 1 ? COUNT_IN_MS : LEAD_MS);
      return { startsAt, endsAt: startsAt + context.settings.seconds * 1000 };
    }),
    atStart: assign(({ context }) => ({ now: Math.max(context.now, context.startsAt ?? 0) })),
    atEnd: assign(({ context }) => ({ now: Math.max(context.now, context.endsAt ?? 0) })),
    atRevealEnd: assign((args) => ({
      now: Math.max(args.context.now, args.context.phaseSince + delayMs('revealWait', args)),
    })),
    recordGuess: assign(({ context, event }) =>
      event.type === 'room.guess'
        ? {
            guesses: [
              ...context.guesses,
              { playerId: event.playerId, itemId: event.itemId, group: event.group, at: event.at },
            ],
          }
        : {},
    ),
    /** Judges the round, adds its points (scores change only here) and keeps the places before it. */
    revealRound: assign(({ context }) => revealed(context)),
    /** A round interrupted by a restart is played again from its loading, with no guess kept. */
    replayRound: assign({ guesses: [], startsAt: null, endsAt: null }),
    /** After a restore no device is connected yet: every seat waits for its own again. */
    resumeSeats: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({
        seats: context.seats.map((seat) => ({ ...seat, connected: false, goneSince: context.now })),
        emptySince: null,
      });
      for (const seat of context.seats) {
        enqueue.cancel(`seat:${seat.id}`);
        enqueue.raise(
          { type: 'timer.seat', playerId: seat.id, at: context.now + SEAT_WAIT_MS },
          { delay: SEAT_WAIT_MS, id: `seat:${seat.id}` },
        );
      }
      enqueue.cancel('empty');
    }),
  },
}).createMachine({
  id: 'room',
  context: ({ input }) => ({
    code: input.code,
    settings: input.settings,
    game: 0,
    rounds: [],
    round: 0,
    seats: [],
    hostId: null,
    kicked: [],
    screens: [],
    joinsClosed: false,
    blockedWords: [],
    guesses: [],
    startsAt: null,
    endsAt: null,
    reveal: null,
    now: input.at,
    lastEventAt: input.at,
    phaseSince: input.at,
    emptySince: null,
  }),
  // A room nobody ever joins closes as an emptied one does.
  entry: 'watchEmpty',
  initial: 'lobby',
  on: {
    // Whoever joins during a game plays from its next round (lobby and finished seat players at once).
    'room.join': { guard: 'canSeat', actions: ['note', 'seatWaiting', 'watchEmpty'] },
    'room.connect': {
      guard: 'isAway',
      actions: ['note', 'stopWaitingForSeat', 'connect', 'watchEmpty'],
    },
    'room.disconnect': {
      guard: 'isPresent',
      actions: ['note', 'disconnect', 'waitForSeat', 'watchEmpty'],
    },
    'room.leave': {
      guard: 'isSeated',
      actions: ['note', 'stopWaitingForSeat', 'removeSeat', 'watchEmpty'],
    },
    'room.kick': {
      guard: 'canKick',
      actions: ['note', 'stopWaitingForSeat', 'removeSeat', 'watchEmpty'],
    },
    'room.screenOn': { guard: 'canOpenScreen', actions: ['noteTime', 'addScreen'] },
    'room.screenOff': { guard: 'isScreen', actions: ['noteTime', 'removeScreen'] },
    'room.joins': { guard: 'isHostsJoins', actions: ['note', 'setJoins'] },
    'room.block': { guard: 'isHostsBlock', actions: ['note', 'blockWords'] },
    'timer.seat': { guard: 'seatGivenUp', actions: ['note', 'removeSeat', 'watchEmpty'] },
    'timer.empty': { guard: 'emptyTooLong', target: '.closed', actions: 'note' },
  },
  states: {
    lobby: {
      entry: ['enterPhase', 'watchQuiet'],
      exit: 'stopWatchingQuiet',
      on: {
        'room.join': { guard: 'canSeat', actions: ['note', 'seatPlaying', 'watchEmpty'] },
        'room.settings': {
          guard: 'canChangeSettings',
          actions: ['note', 'changeSettings', 'seatsForGame'],
        },
        'room.start': { guard: 'canStart', target: 'loading', actions: ['note', 'startGame'] },
        'timer.quiet': [
          { guard: 'quietTooLong', target: 'closed', actions: 'note' },
          { actions: ['note', 'watchQuiet'] },
        ],
        'room.resume': {
          target: 'lobby',
          reenter: true,
          actions: ['note', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    loading: {
      entry: 'clearReady',
      always: { guard: 'allReady', target: 'countIn', actions: 'schedule' },
      after: {
        readyWait: { target: 'countIn', actions: ['atReadyDeadline', 'schedule'] },
      },
      on: {
        'room.ready': { guard: 'isReadyForRound', actions: ['note', 'markReady'] },
        'room.screenReady': {
          guard: 'isScreenReadyForRound',
          actions: ['noteTime', 'markScreenReady'],
        },
        'room.resume': {
          target: 'loading',
          reenter: true,
          actions: ['note', 'replayRound', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    countIn: {
      after: { untilStart: { target: 'playing', actions: 'atStart' } },
      on: {
        // The clip started on the devices at startsAt: a guess from then on counts, even when a busy
        // server's timer has not yet moved the room to playing (the server's clock decides).
        'room.guess': {
          guard: and(['hasStarted', 'canGuess']),
          target: 'playing',
          actions: ['note', 'atStart', 'recordGuess'],
        },
        'room.resume': {
          target: 'loading',
          actions: ['note', 'replayRound', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    playing: {
      always: { guard: 'allAnswered', target: 'reveal', actions: 'revealRound' },
      after: { untilEnd: { target: 'reveal', actions: ['atEnd', 'revealRound'] } },
      on: {
        'room.guess': { guard: 'canGuess', actions: ['note', 'recordGuess'] },
        'room.resume': {
          target: 'loading',
          actions: ['note', 'replayRound', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    reveal: {
      entry: 'enterPhase',
      after: {
        revealWait: [
          { guard: 'moreRounds', target: 'loading', actions: ['atRevealEnd', 'nextRound'] },
          { target: 'finished', actions: 'atRevealEnd' },
        ],
      },
      on: {
        'room.next': [
          {
            guard: and(['isHostsNext', 'moreRounds']),
            target: 'loading',
            actions: ['note', 'nextRound'],
          },
          { guard: 'isHostsNext', target: 'finished', actions: 'note' },
        ],
        'room.resume': {
          target: 'reveal',
          reenter: true,
          actions: ['note', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    finished: {
      entry: ['enterPhase', 'watchQuiet'],
      exit: 'stopWatchingQuiet',
      on: {
        'room.join': { guard: 'canSeat', actions: ['note', 'seatPlaying', 'watchEmpty'] },
        'room.playAgain': { guard: 'canStart', target: 'lobby', actions: ['note', 'resetGame'] },
        'timer.quiet': [
          { guard: 'quietTooLong', target: 'closed', actions: 'note' },
          { actions: ['note', 'watchQuiet'] },
        ],
        'room.resume': {
          target: 'finished',
          reenter: true,
          actions: ['note', 'resumeSeats', 'watchEmpty'],
        },
      },
    },
    closed: { type: 'final' },
  },
});

/**
 * How long one of the machine's own delays lasts as this actor runs it. A deployment may provide
 * shorter waits (`roomMachine.provide({ delays })`, the server's tests), and a delayed transition
 * knows when it fired only by its delay: reading the delay as implemented keeps the room's time, and
 * so the next round's start, true to the clock whatever was provided.
 */
function delayMs(
  name: 'readyWait' | 'revealWait',
  args: ActionArgs<RoomContext, MachineEvent, MachineEvent>,
): number {
  // A running actor's logic is this machine as provided; a pure transition (machine.transition,
  // xstate/graph) has no actor behind it, and runs the machine as written.
  const machine = (args.self as unknown as { logic?: AnyStateMachine }).logic;
  const delay = machine?.implementations?.delays?.[name] ?? WAITS[name];
  const ms = typeof delay === 'function' ? delay(args as never, undefined) : delay;
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : WAITS[name];
}

function seatAdded(context: RoomContext, event: MachineEvent, playing: boolean) {
  if (event.type !== 'room.join') return {};
  const seat: Seat = {
    id: event.playerId,
    name: seatName(
      event.name,
      context.seats.map((other) => other.name),
    ),
    joinedAt: context.now,
    connected: true,
    goneSince: null,
    playing,
    ready: false,
    score: 0,
    correct: 0,
    correctMs: 0,
    previousRank: null,
  };
  const hostId = context.hostId ?? seat.id;
  seat.playing = playing && competes({ ...context, hostId }, seat.id);
  return { seats: [...context.seats, seat], hostId };
}

/** The seats on the scoreboard, in order of joining. */
export const rankedSeats = (context: RoomContext) =>
  context.seats.filter((seat) => competes(context, seat.id));

function revealed(context: RoomContext): Partial<RoomContext> {
  const round = context.rounds[context.round - 1];
  const endsAt = context.endsAt ?? context.now;
  const startsAt = context.startsAt ?? endsAt;
  // A game's first round has no place before it: nobody moves up or down on its scoreboard.
  const before = context.round === 1 ? new Map<string, number>() : ranksOf(rankedSeats(context));
  const reveal: RevealedGuess[] = [];
  // By player: an audience room judges 2,000 guesses at once.
  const guesses = new Map(context.guesses.map((one) => [one.playerId, one]));
  const seats = context.seats.map((seat) => {
    if (!seat.playing) return { ...seat, previousRank: before.get(seat.id) ?? null };
    const guess = guesses.get(seat.id) ?? null;
    const verdict = verdictOf(guess, round);
    const points = pointsFor(verdict, guess?.at ?? null, endsAt, context.settings.seconds);
    const ms = guess === null ? null : Math.max(0, guess.at - startsAt);
    reveal.push({ playerId: seat.id, itemId: guess?.itemId ?? null, ms, verdict, points });
    const right = verdict === 'correct';
    return {
      ...seat,
      score: seat.score + points,
      correct: seat.correct + (right ? 1 : 0),
      correctMs: seat.correctMs + (right && ms !== null ? ms : 0),
      previousRank: before.get(seat.id) ?? null,
    };
  });
  return { seats, reveal };
}

export type RoomMachine = typeof roomMachine;
