import type { StateValue } from 'xstate';
import { MODES } from '../modes.ts';
import { maxPlayersOf, type RevealedGuess, type RoomPhase, type RoomSettings } from './protocol.ts';
import type { DealtRound } from './roomEvents.ts';
import {
  roomMachine,
  validDeal,
  validSettings,
  type RoomContext,
  type RoomGuess,
  type Seat,
} from './roomMachine.ts';
import { phaseOf, type RoomSnapshot } from './view.ts';

/*
 * A room as the server keeps it in its database at every phase boundary, and how it comes back after a
 * restart. Only the state and its data are kept: the machine's pending delays are not, so a restored
 * room is sent `room.resume`, which starts them again (the interrupted round from its loading).
 */

export const PERSIST_VERSION = 1;

export interface PersistedRoom {
  v: typeof PERSIST_VERSION;
  value: Exclude<RoomPhase, 'closed'>;
  context: RoomContext;
}

/** A stored room that cannot be brought back (corrupt, or from another version). */
export class RoomRestoreError extends Error {
  constructor(reason: string) {
    super(`A stored room cannot be restored: ${reason}`);
    this.name = 'RoomRestoreError';
  }
}

export function persist(snapshot: RoomSnapshot): PersistedRoom {
  const value = phaseOf(snapshot);
  if (value === 'closed') throw new Error('A closed room is not kept');
  // A deep copy that is plain JSON, so what is stored is exactly what restore reads.
  return JSON.parse(
    JSON.stringify({ v: PERSIST_VERSION, value, context: snapshot.context }),
  ) as PersistedRoom;
}

/**
 * The snapshot of a stored room, for `createActor(roomMachine, { snapshot })`; then send it
 * `{ type: 'room.resume', at }`. Throws RoomRestoreError for anything but a room persist() wrote.
 */
export function restore(machine: typeof roomMachine, data: unknown): RoomSnapshot {
  const { value, context } = checked(data);
  return machine.resolveState({ value: value as StateValue, context }) as RoomSnapshot;
}

const PHASES = ['lobby', 'loading', 'countIn', 'playing', 'reveal', 'finished'];
const MODE_IDS: readonly string[] = MODES.map((mode) => mode.id);
const VERDICTS = ['correct', 'partial', 'wrong', 'none'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200;
const orNull =
  <T>(test: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || test(value);
const listOf =
  <T>(test: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(test);

const isSeat = (value: unknown): value is Seat =>
  isObject(value) &&
  isText(value.id) &&
  isText(value.name) &&
  isTime(value.joinedAt) &&
  typeof value.connected === 'boolean' &&
  orNull(isTime)(value.goneSince) &&
  typeof value.playing === 'boolean' &&
  typeof value.ready === 'boolean' &&
  isCount(value.score) &&
  isCount(value.correct) &&
  isCount(value.correctMs) &&
  orNull(isCount)(value.previousRank);

const isGuess = (value: unknown): value is RoomGuess =>
  isObject(value) &&
  isText(value.playerId) &&
  isText(value.itemId) &&
  (value.group === null || isText(value.group)) &&
  isTime(value.at);

const isRevealed = (value: unknown): value is RevealedGuess =>
  isObject(value) &&
  isText(value.playerId) &&
  (value.itemId === null || isText(value.itemId)) &&
  orNull(isCount)(value.ms) &&
  VERDICTS.includes(value.verdict as string) &&
  isCount(value.points);

const isRound = (value: unknown): value is DealtRound =>
  isObject(value) &&
  MODE_IDS.includes(value.mode as string) &&
  isText(value.answer) &&
  isText(value.group) &&
  isText(value.clipPath);

const isSettings = (value: unknown): value is RoomSettings =>
  isObject(value) && validSettings(value as unknown as RoomSettings);

function checked(data: unknown): PersistedRoom {
  if (!isObject(data)) throw new RoomRestoreError('not an object');
  if (data.v !== PERSIST_VERSION) throw new RoomRestoreError(`version ${String(data.v)}`);
  if (typeof data.value !== 'string' || !PHASES.includes(data.value)) {
    throw new RoomRestoreError(`state ${JSON.stringify(data.value)}`);
  }
  const context = data.context;
  if (!isObject(context)) throw new RoomRestoreError('no context');
  const fields: [string, boolean][] = [
    ['code', isText(context.code)],
    ['settings', isSettings(context.settings)],
    ['game', isCount(context.game)],
    ['rounds', listOf(isRound)(context.rounds)],
    ['round', isCount(context.round)],
    ['seats', listOf(isSeat)(context.seats)],
    ['hostId', context.hostId === null || isText(context.hostId)],
    ['kicked', listOf(isText)(context.kicked)],
    ['guesses', listOf(isGuess)(context.guesses)],
    ['startsAt', orNull(isTime)(context.startsAt)],
    ['endsAt', orNull(isTime)(context.endsAt)],
    ['reveal', context.reveal === null || listOf(isRevealed)(context.reveal)],
    ['now', isTime(context.now)],
    ['lastEventAt', isTime(context.lastEventAt)],
    ['phaseSince', isTime(context.phaseSince)],
    ['emptySince', orNull(isTime)(context.emptySince)],
    ['joinsClosed', context.joinsClosed === undefined || typeof context.joinsClosed === 'boolean'],
    ['blockedWords', context.blockedWords === undefined || listOf(isText)(context.blockedWords)],
  ];
  const wrong = fields.filter(([, ok]) => !ok).map(([field]) => field);
  if (wrong.length > 0) throw new RoomRestoreError(`bad ${wrong.join(', ')}`);
  // Big screens are never restored: their sockets were on the stopped server, and each one opens
  // again as a new screen (rows written before there were screens have none).
  // Rows written before audience rooms have no joins setting and no blocked words.
  const room = {
    ...context,
    screens: [],
    joinsClosed: context.joinsClosed === true,
    blockedWords: context.blockedWords ?? [],
  } as unknown as RoomContext;
  // What the rules rely on between fields: a round in play exists, the host holds a seat.
  const inRound = ['loading', 'countIn', 'playing', 'reveal'].includes(data.value);
  if (inRound && (room.round < 1 || room.round > room.rounds.length)) {
    throw new RoomRestoreError(`round ${room.round} of ${room.rounds.length}`);
  }
  if (inRound && !validDeal(room.rounds, room.settings)) {
    throw new RoomRestoreError('rounds do not fit the settings');
  }
  if (room.hostId !== null && !room.seats.some((seat) => seat.id === room.hostId)) {
    throw new RoomRestoreError('host without a seat');
  }
  if (room.seats.length > maxPlayersOf(room.settings))
    throw new RoomRestoreError(`${room.seats.length} seats`);
  if (new Set(room.seats.map((seat) => seat.id)).size !== room.seats.length) {
    throw new RoomRestoreError('a seat twice');
  }
  return { v: PERSIST_VERSION, value: data.value as PersistedRoom['value'], context: room };
}
