import { ROOM_PHASES, type RoomErrorCode, type RoomView, type ServerMessage } from './protocol.ts';

/*
 * What a device accepts from the room's server. The server is trusted, but a frame is still read as
 * untrusted text: a proxy's error page, a truncated frame or a server of another version must not
 * throw inside the connection's actor or reach a screen in a shape it does not expect.
 */

const ERROR_CODES: readonly RoomErrorCode[] = [
  'no-room',
  'full',
  'removed',
  'closed',
  'bad-message',
  'too-many',
  'not-host',
  'not-now',
  'unavailable',
  'joins-closed',
  'name',
];

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const orNull =
  <T>(check: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || check(value);

function isPlayer(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.id) &&
    isString(value.name) &&
    typeof value.connected === 'boolean' &&
    isNumber(value.score) &&
    isNumber(value.rank) &&
    orNull(isNumber)(value.previousRank) &&
    typeof value.answered === 'boolean' &&
    typeof value.playing === 'boolean' &&
    isNumber(value.correct) &&
    orNull(isNumber)(value.meanMs) &&
    typeof value.ranked === 'boolean'
  );
}

function isRound(value: unknown): boolean {
  return (
    isRecord(value) &&
    isNumber(value.number) &&
    isString(value.mode) &&
    isString(value.clip) &&
    isString(value.peaks) &&
    orNull(isNumber)(value.startsAt) &&
    orNull(isNumber)(value.endsAt) &&
    orNull(isString)(value.yourGuess)
  );
}

function isReveal(value: unknown): boolean {
  return (
    isRecord(value) &&
    isString(value.answer) &&
    Array.isArray(value.guesses) &&
    value.guesses.every(
      (guess) =>
        isRecord(guess) &&
        isString(guess.playerId) &&
        orNull(isString)(guess.itemId) &&
        orNull(isNumber)(guess.ms) &&
        isString(guess.verdict) &&
        isNumber(guess.points),
    ) &&
    isNumber(value.found) &&
    isNumber(value.of)
  );
}

/** Whether a value has RoomView's shape (the fields a screen reads). */
export function isRoomView(value: unknown): value is RoomView {
  return (
    isRecord(value) &&
    isString(value.code) &&
    isRecord(value.settings) &&
    isString(value.settings.mode) &&
    isNumber(value.settings.rounds) &&
    isNumber(value.settings.seconds) &&
    (ROOM_PHASES as readonly string[]).includes(value.phase as string) &&
    orNull(isString)(value.you) &&
    orNull(isString)(value.hostId) &&
    Array.isArray(value.players) &&
    value.players.every(isPlayer) &&
    isRecord(value.counts) &&
    ['seats', 'ranked', 'playing', 'answered'].every((key) =>
      isNumber((value.counts as Record_)[key]),
    ) &&
    typeof value.joinsClosed === 'boolean' &&
    Array.isArray(value.blockedWords) &&
    value.blockedWords.every(isString) &&
    isNumber(value.screens) &&
    isNumber(value.game) &&
    (value.round === null || isRound(value.round)) &&
    (value.reveal === null || isReveal(value.reveal))
  );
}

/** A frame's text as a ServerMessage, or null for anything else. */
export function readServerMessage(text: unknown): ServerMessage | null {
  if (!isString(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'welcome': {
      const you = value.you;
      if (you === null) return { type: 'welcome', you: null };
      if (isRecord(you) && isString(you.playerId) && isString(you.seat)) {
        return { type: 'welcome', you: { playerId: you.playerId, seat: you.seat } };
      }
      return null;
    }
    case 'room':
      return isRoomView(value.room) ? { type: 'room', room: value.room } : null;
    case 'pong':
      return isNumber(value.id) && isNumber(value.sent) && isNumber(value.server)
        ? { type: 'pong', id: value.id, sent: value.sent, server: value.server }
        : null;
    case 'error':
      return ERROR_CODES.includes(value.code as RoomErrorCode) &&
        isString(value.message) &&
        typeof value.fatal === 'boolean'
        ? {
            type: 'error',
            code: value.code as RoomErrorCode,
            message: value.message,
            fatal: value.fatal,
          }
        : null;
    default:
      return null;
  }
}
