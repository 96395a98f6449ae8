import { Ajv } from 'ajv';
import type { RawData } from 'ws';
import {
  CLIENT_MESSAGE_SCHEMA,
  MAX_MESSAGE_BYTES,
  MAX_SCREENS,
  type ClientMessage,
} from '../../machines/room/protocol.ts';
import { isBlockedName } from '../../machines/room/names.ts';
import { isFull, isHost } from '../../machines/room/roomMachine.ts';
import { currentRound } from '../../machines/room/view.ts';
import { GUESS_GROUPS } from '../rules/guessables.ts';
import { bucket } from './bucket.ts';
import { newPlayerId } from './tokens.ts';
import {
  CLOSE_POLICY,
  CLOSE_TAKEN_OVER,
  MESSAGE_BURST,
  MESSAGES_PER_SECOND,
  refuse,
  send,
  tooMany,
} from './frames.ts';
import { NoClips, type Connection, type Registry, type Room } from './registry.ts';
import type { RoomSocket } from './relay.ts';

/** How long a socket may stay without its first message (`hello`). */
export const HELLO_WITHIN_MS = 10_000;

// Compiled once: every frame of every socket goes through it.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false });
const validMessage = ajv.compile<ClientMessage>(CLIENT_MESSAGE_SCHEMA);

/** The messages only a room's host may send. */
const HOSTS = new Set(['start', 'next', 'kick', 'playAgain', 'settings', 'joins', 'block']);

/**
 * One device's socket in room `code`, from its opening to its close: every frame checked (size, rate,
 * JSON, schema) before it becomes an event of the room's machine with the server's time.
 */
export function serveSocket(registry: Registry, code: string, ws: RoomSocket): void {
  const room = registry.get(code);
  if (!room || room.isClosed) {
    refuse(ws, 'no-room', 'There is no room with this code (it may have closed).');
    return;
  }
  const connection: Connection = { ws, playerId: null, screenId: null, lastSent: null };
  const rate = bucket(MESSAGES_PER_SECOND, MESSAGE_BURST, registry.now());
  let greeted = false;
  const helloTimer = setTimeout(() => {
    if (!greeted) refuse(ws, 'bad-message', 'Nothing was said: say hello first.', CLOSE_POLICY);
  }, HELLO_WITHIN_MS);
  helloTimer.unref();

  const badMessage = (message: string) =>
    send(ws, { type: 'error', code: 'bad-message', message, fatal: false });

  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (!rate.take(registry.now())) {
      tooMany(ws);
      return;
    }
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
    if (isBinary || bytes.length > MAX_MESSAGE_BYTES) {
      badMessage(`A message is JSON text of at most ${MAX_MESSAGE_BYTES} bytes.`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(bytes.toString('utf8'));
    } catch {
      badMessage('A message is JSON text.');
      return;
    }
    if (!validMessage(message)) {
      badMessage('This message is not one the room knows.');
      return;
    }
    if (message.type === 'ping') {
      send(ws, { type: 'pong', id: message.id, sent: message.sent, server: registry.now() });
      return;
    }
    if (!greeted && message.type !== 'hello') {
      badMessage('Say hello first.');
      return;
    }
    if (room.isClosed) return;
    if (message.type === 'hello') {
      if (greeted) {
        badMessage('Hello was said already.');
        return;
      }
      greeted = true;
      clearTimeout(helloTimer);
      if (message.screen) openScreen(registry, room, connection);
      else hello(registry, room, connection, message.seat);
      return;
    }
    handle(registry, room, connection, message);
    // An audience room sends its views in batches: the sender's own (a guess taken, a setting
    // changed) goes at once, so that what they did shows under their finger.
    if (!room.isClosed) room.sendView(connection);
  });

  ws.on('close', () => {
    clearTimeout(helloTimer);
    room.connections.delete(connection);
    if (connection.playerId !== null && !room.isClosed) {
      room.tell({ type: 'room.disconnect', playerId: connection.playerId, at: registry.now() });
    }
    if (connection.screenId !== null && !room.isClosed) {
      room.tell({ type: 'room.screenOff', screenId: connection.screenId, at: registry.now() });
    }
  });
}

/**
 * A big screen (`/room/CODE/screen`): it sees the room as a visitor does and plays its clips, holds
 * no seat, and the rounds wait for its clip as for a player's. A room shows on MAX_SCREENS at most.
 */
function openScreen(registry: Registry, room: Room, connection: Connection): void {
  if (room.snapshot.context.screens.length >= MAX_SCREENS) {
    refuse(connection.ws, 'full', 'This room is on as many big screens as it can be.');
    return;
  }
  connection.screenId = newPlayerId();
  room.connections.add(connection);
  room.holdViews(() => {
    send(connection.ws, { type: 'welcome', you: null });
    room.tell({ type: 'room.screenOn', screenId: connection.screenId!, at: registry.now() });
  });
  room.sendView(connection);
}

/** Takes a seat back with its token (another socket on it is closed), or stays a visitor. */
function hello(registry: Registry, room: Room, connection: Connection, seat?: string): void {
  const playerId = seat === undefined ? null : room.seatOf(seat);
  room.connections.add(connection);
  if (playerId === null) {
    send(connection.ws, { type: 'welcome', you: null });
    room.sendView(connection);
    return;
  }
  for (const other of room.connections) {
    if (other === connection || other.playerId !== playerId) continue;
    // Its close must not mark the seat gone: this socket holds it now.
    other.playerId = null;
    room.connections.delete(other);
    refuse(
      other.ws,
      'closed',
      'This seat was opened in another tab or on another device.',
      CLOSE_TAKEN_OVER,
    );
  }
  connection.playerId = playerId;
  room.holdViews(() => {
    send(connection.ws, { type: 'welcome', you: { playerId, seat: seat! } });
    room.tell({ type: 'room.connect', playerId, at: registry.now() });
  });
  // The machine ignores the connect of a seat already connected: the view goes all the same.
  room.sendView(connection);
}

function handle(
  registry: Registry,
  room: Room,
  connection: Connection,
  message: Exclude<ClientMessage, { type: 'hello' } | { type: 'ping' }>,
): void {
  const at = registry.now();
  const { ws } = connection;
  const notNow = (text: string) =>
    send(ws, { type: 'error', code: 'not-now', message: text, fatal: false });
  if (connection.screenId !== null) {
    if (message.type === 'ready') {
      room.tell({
        type: 'room.screenReady',
        screenId: connection.screenId,
        round: message.round,
        at,
      });
      return;
    }
    return notNow('A big screen shows the room: play on a phone or a computer of your own.');
  }
  if (message.type === 'join') {
    if (connection.playerId !== null) return notNow('You have a seat in this room already.');
    const { context } = room.snapshot;
    if (isFull(context)) {
      send(ws, { type: 'error', code: 'full', message: 'This room is full.', fatal: false });
      return;
    }
    if (context.joinsClosed) {
      send(ws, {
        type: 'error',
        code: 'joins-closed',
        message: 'The host has closed this room to new players.',
        fatal: false,
      });
      return;
    }
    if (isBlockedName(message.name, context.blockedWords)) {
      send(ws, { type: 'error', code: 'name', message: 'Choose another name.', fatal: false });
      return;
    }
    const { playerId, seat } = room.newSeat();
    room.holdViews(() => {
      room.tell({ type: 'room.join', playerId, name: message.name, at });
      if (!room.snapshot.context.seats.some((each) => each.id === playerId)) {
        room.seats.delete(playerId);
        notNow('You cannot join this room.');
        return;
      }
      connection.playerId = playerId;
      send(ws, { type: 'welcome', you: { playerId, seat } });
    }, connection);
    return;
  }
  const playerId = connection.playerId;
  if (playerId === null) return notNow('Join the room first.');
  if (HOSTS.has(message.type) && !isHost(room.snapshot.context, playerId)) {
    send(ws, {
      type: 'error',
      code: 'not-host',
      message: 'Only the host can do that.',
      fatal: false,
    });
    return;
  }
  switch (message.type) {
    case 'leave':
      room.tell({ type: 'room.leave', playerId, at });
      connection.playerId = null;
      room.sendView(connection);
      return;
    case 'ready':
      room.tell({ type: 'room.ready', playerId, round: message.round, at });
      return;
    case 'joins':
      room.tell({ type: 'room.joins', playerId, open: message.open, at });
      return;
    case 'block':
      room.tell({ type: 'room.block', playerId, words: message.words, at });
      return;
    case 'guess': {
      const round = currentRound(room.snapshot);
      const group = round ? (GUESS_GROUPS[round.mode].get(message.itemId) ?? null) : null;
      room.tell({
        type: 'room.guess',
        playerId,
        round: message.round,
        itemId: message.itemId,
        group,
        at,
      });
      return;
    }
    case 'start':
    case 'playAgain': {
      let rounds;
      try {
        rounds = room.deal(room.snapshot.context.settings);
      } catch (error) {
        if (!(error instanceof NoClips)) throw error;
        send(ws, {
          type: 'error',
          code: 'unavailable',
          message: 'This server has no clips for these modes.',
          fatal: false,
        });
        return;
      }
      room.tell({
        type: message.type === 'start' ? 'room.start' : 'room.playAgain',
        playerId,
        rounds,
        at,
      });
      return;
    }
    case 'next':
      room.tell({ type: 'room.next', playerId, at });
      return;
    case 'kick':
      room.tell({ type: 'room.kick', playerId, target: message.playerId, at });
      return;
    case 'settings':
      room.tell({ type: 'room.settings', playerId, settings: message.settings, at });
      return;
  }
}
