import { MODES, type ModeId } from '../modes.ts';

/*
 * What a room's server and its players' devices say to each other (docs/rooms.md, "Messages"). One
 * WebSocket per player at `/api/v1/rooms/CODE/socket`, JSON text frames of at most MAX_MESSAGE_BYTES.
 * The server is the room's only authority: it sends each player the room as that player may see it
 * (`RoomView`, filtered per player by view.ts), never the round's answer before its reveal.
 */

/** Characters of a room's code: capitals and digits without look-alikes (no O/0, I/1/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A room's code: 4 to 8 of CODE_ALPHABET (new rooms get CODE_LENGTH). */
export const CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4,8}$/;
export const CODE_LENGTH = 6;

export const ROUND_COUNTS = [3, 5, 10, 20] as const;
export const ROUND_SECONDS = [15, 20, 30] as const;
export type RoundCount = (typeof ROUND_COUNTS)[number];
export type RoundSeconds = (typeof ROUND_SECONDS)[number];

/** The modes a room deals from: one of the five, or all of them (Mixed). */
export type RoomMode = ModeId | 'mixed';

/** Every room mode, Mixed first then the game's modes in their order (machines/modes.ts). */
export const ROOM_MODES: readonly RoomMode[] = ['mixed', ...MODES.map((mode) => mode.id)];

export interface RoomSettings {
  mode: RoomMode;
  rounds: RoundCount;
  seconds: RoundSeconds;
}

export const DEFAULT_SETTINGS: RoomSettings = { mode: 'mixed', rounds: 5, seconds: 20 };

export const MAX_PLAYERS = 50;
/** Big screens a room shows at once (a TV and a laptop, say); more are refused. */
export const MAX_SCREENS = 3;
export const MAX_MESSAGE_BYTES = 2048;

/** Where the room's life is: machines/room/roomMachine.ts. */
export const ROOM_PHASES = [
  'lobby',
  'loading',
  'countIn',
  'playing',
  'reveal',
  'finished',
  'closed',
] as const;
export type RoomPhase = (typeof ROOM_PHASES)[number];

export interface PlayerView {
  id: string;
  name: string;
  /** Whether the player's device is connected now (a seat waits for it at least two minutes). */
  connected: boolean;
  score: number;
  /** Place on the scoreboard (1 first; players on equal scores share one). */
  rank: number;
  /** Their place before the round just revealed (the scoreboard's move up or down), or null. */
  previousRank: number | null;
  /** Whether they have answered this round (never what: that waits for the reveal). */
  answered: boolean;
  /** Whether they play this round (false for whoever joined during it: they play from the next). */
  playing: boolean;
  /** Totals over the game so far: right answers and the mean time of those, in ms (null: none). */
  correct: number;
  meanMs: number | null;
}

export type RoomVerdict = 'correct' | 'partial' | 'wrong' | 'none';

export interface RevealedGuess {
  playerId: string;
  /** The item guessed, or null for no answer. */
  itemId: string | null;
  /** How long after the clip's start the guess came, in ms. */
  ms: number | null;
  verdict: RoomVerdict;
  points: number;
}

export interface RoundView {
  /** 1 to settings.rounds. */
  number: number;
  mode: ModeId;
  /** Where the round's clip is served: names the room, the game and the round only, never the answer. */
  clip: string;
  /** Its waveform's peaks, served the same way. */
  peaks: string;
  /** Server time (ms since the epoch) at which every device starts the clip; null while loading. */
  startsAt: number | null;
  /** Server time at which guesses close; null while loading. */
  endsAt: number | null;
  /** This player's own guess, once made (the item id; final). */
  yourGuess: string | null;
}

export interface RevealView {
  /** The round's answer: the item id of its mode (an agent's id for Voice). */
  answer: string;
  guesses: RevealedGuess[];
}

/** The room as one player (or a visitor who has not joined) may see it. */
export interface RoomView {
  code: string;
  settings: RoomSettings;
  phase: RoomPhase;
  /** The player this view is for, or null for a visitor who has not joined. */
  you: string | null;
  hostId: string | null;
  players: PlayerView[];
  /**
   * Big screens showing the room now (`/room/CODE/screen`): while there is one, the clip plays on it
   * and the players' devices are its controllers.
   */
  screens: number;
  /** Counts games played in this room (Play again adds one): clip addresses name it. */
  game: number;
  /** The round being played or just revealed; null in the lobby and once finished. */
  round: RoundView | null;
  /** The round's answer and everyone's guesses: only in `reveal` (and the last one in `finished`). */
  reveal: RevealView | null;
}

/** What a device sends. Every message is checked against CLIENT_MESSAGE_SCHEMA first. */
export type ClientMessage =
  /**
   * The first message: a seat's token (from `welcome` or room creation) to take it back, or none; or
   * `screen`: a big screen, which shows the room and plays its clips but holds no seat.
   */
  | { type: 'hello'; seat?: string; screen?: true }
  | { type: 'join'; name: string }
  | { type: 'leave' }
  /** The round's clip is loaded and decoded on this device. */
  | { type: 'ready'; round: number }
  | { type: 'guess'; round: number; itemId: string }
  /** The host's controls. */
  | { type: 'start' }
  | { type: 'next' }
  | { type: 'kick'; playerId: string }
  | { type: 'playAgain' }
  | { type: 'settings'; settings: RoomSettings }
  /** A clock sample: `sent` is the device's own clock, echoed back. */
  | { type: 'ping'; id: number; sent: number };

/** What the server sends. */
export type ServerMessage =
  /** Answers hello or join: the seat this device holds (null: a visitor who may join). */
  | { type: 'welcome'; you: { playerId: string; seat: string } | null }
  | { type: 'room'; room: RoomView }
  | { type: 'pong'; id: number; sent: number; server: number }
  /** A refusal in a player's words; `fatal` closes the socket after it. */
  | { type: 'error'; code: RoomErrorCode; message: string; fatal: boolean };

export type RoomErrorCode =
  | 'no-room'
  | 'full'
  | 'removed'
  | 'closed'
  | 'bad-message'
  | 'too-many'
  | 'not-host'
  | 'not-now'
  | 'unavailable';

/** How a room is created: POST /api/v1/rooms. The creator is seated as its host. */
export interface CreateRoomRequest {
  name: string;
  settings: RoomSettings;
}
export interface CreateRoomResponse {
  code: string;
  seat: string;
  playerId: string;
}

const settingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mode', 'rounds', 'seconds'],
  properties: {
    mode: { enum: [...ROOM_MODES] },
    rounds: { enum: [...ROUND_COUNTS] },
    seconds: { enum: [...ROUND_SECONDS] },
  },
} as const;

const name = { type: 'string', minLength: 1, maxLength: 64 } as const;
const round = { type: 'integer', minimum: 1, maximum: 20 } as const;
const id = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z0-9_./-]+$' } as const;

const message = (
  type: string,
  properties: Record<string, unknown> = {},
  optional: string[] = [],
) => ({
  type: 'object',
  additionalProperties: false,
  required: ['type', ...Object.keys(properties).filter((key) => !optional.includes(key))],
  properties: { type: { const: type }, ...properties },
});

/** JSON Schema of ClientMessage (the server validates every frame with it before reading it). */
export const CLIENT_MESSAGE_SCHEMA = {
  oneOf: [
    message(
      'hello',
      { seat: { type: 'string', minLength: 16, maxLength: 64 }, screen: { const: true } },
      ['seat', 'screen'],
    ),
    message('join', { name }),
    message('leave'),
    message('ready', { round }),
    message('guess', { round, itemId: id }),
    message('start'),
    message('next'),
    message('kick', { playerId: id }),
    message('playAgain'),
    message('settings', { settings: settingsSchema }),
    message('ping', {
      id: { type: 'integer', minimum: 0, maximum: 2 ** 31 },
      sent: { type: 'number' },
    }),
  ],
} as const;

export const CREATE_ROOM_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'settings'],
  properties: { name, settings: settingsSchema },
} as const;
