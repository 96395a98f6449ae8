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
  /**
   * For an audience (a streamer's viewers): up to MAX_AUDIENCE players, each sent the top of the
   * scoreboard and their own line instead of everyone (absent: a room of friends).
   */
  audience?: boolean;
  /** In an audience room, whether the host plays too (absent: the host only runs it). */
  hostPlays?: boolean;
}

export const DEFAULT_SETTINGS: RoomSettings = { mode: 'mixed', rounds: 5, seconds: 20 };

export const MAX_PLAYERS = 50;
/** Players an audience room takes. */
export const MAX_AUDIENCE = 2000;
/** Rows of an audience room's scoreboard and fastest answers (besides the player's own). */
export const TOP_ROWS = 10;
/** Players the host of an audience room is sent besides the top: the last to join (whom to remove). */
export const NEWEST_ROWS = 20;
/** Words of its own a room's host may block in names, and the longest one. */
export const MAX_BLOCKED_WORDS = 100;
export const MAX_BLOCKED_LENGTH = 24;

/** How many players a room with these settings takes. */
export const maxPlayersOf = (settings: RoomSettings) =>
  settings.audience === true ? MAX_AUDIENCE : MAX_PLAYERS;
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
  /** Whether they are on the scoreboard (false for an audience room's host who does not play). */
  ranked: boolean;
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
  /**
   * Everyone's guesses in a room of friends; in an audience room the fastest TOP_ROWS right ones,
   * then the player's own.
   */
  guesses: RevealedGuess[];
  /** How many players found the answer, of how many played the round. */
  found: number;
  of: number;
}

/** How many players a room has, whatever its view lists. */
export interface RoomCounts {
  /** Seats. */
  seats: number;
  /** Seats on the scoreboard (an audience room's host who does not play is not). */
  ranked: number;
  /** Seats playing the current round. */
  playing: number;
  /** Of those, how many have answered (while playing and at the reveal; 0 otherwise). */
  answered: number;
}

/** The room as one player (or a visitor who has not joined) may see it. */
export interface RoomView {
  code: string;
  settings: RoomSettings;
  phase: RoomPhase;
  /** The player this view is for, or null for a visitor who has not joined. */
  you: string | null;
  hostId: string | null;
  /**
   * Everyone in a room of friends. In an audience room: the top TOP_ROWS of the scoreboard, the player
   * and the host; the host also gets the players who joined last (whom they may remove).
   */
  players: PlayerView[];
  counts: RoomCounts;
  /** The host closed the room to new players (seats already taken come back). */
  joinsClosed: boolean;
  /** The words the host blocked in names, besides the game's own (sent to the host only; else []). */
  blockedWords: string[];
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
  /** Opens or closes the room to new players. */
  | { type: 'joins'; open: boolean }
  /** Words no new player's name may hold, added to the room's list. */
  | { type: 'block'; words: string[] }
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
  | 'unavailable'
  /** A join refused: the host closed the room to new players. */
  | 'joins-closed'
  /** A join refused: the name holds a blocked word. */
  | 'name';

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
    audience: { type: 'boolean' },
    hostPlays: { type: 'boolean' },
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
    message('joins', { open: { type: 'boolean' } }),
    message('block', {
      words: {
        type: 'array',
        minItems: 1,
        maxItems: 20,
        items: { type: 'string', minLength: 1, maxLength: MAX_BLOCKED_LENGTH },
      },
    }),
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
