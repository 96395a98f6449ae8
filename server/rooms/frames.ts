import type { ServerMessage } from '../../machines/room/protocol.ts';
import type { RoomSocket } from './relay.ts';

/** WebSocket close codes: a restart (RFC 6455), and the app's own for a seat opened elsewhere. */
export const CLOSE_RESTART = 1012;
export const CLOSE_POLICY = 1008;
export const CLOSE_TAKEN_OVER = 4001;
export const CLOSE_DONE = 1000;

/** Messages a second a device may send on average, and at once (a clock sync's burst of pings). */
export const MESSAGES_PER_SECOND = 20;
export const MESSAGE_BURST = 40;

export const send = (ws: RoomSocket, message: ServerMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
};

/** Sends a refusal that ends the socket, then ends it. */
export const refuse = (
  ws: RoomSocket,
  code: Extract<ServerMessage, { type: 'error' }>['code'],
  message: string,
  closeCode = CLOSE_DONE,
) => {
  send(ws, { type: 'error', code, message, fatal: true });
  ws.close(closeCode);
};

/** A socket that sent more than its rate: told, and closed. */
export const tooMany = (ws: RoomSocket) =>
  refuse(ws, 'too-many', 'Too many messages: this connection is closed.', CLOSE_POLICY);
