import type { Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import { MINUTE_PREFIX } from '../privacy.ts';
import { clientErrorRefusal, rawErrorResponse } from './errors.ts';

/** How long a client may take. The API's requests are a few hundred bytes: seconds are plenty. */
export interface Timeouts {
  /** From the connection (or the end of the previous request) to the last header. */
  headersMs: number;
  /** From the connection to the last byte of the body. */
  requestMs: number;
  /** How long a kept-alive connection may sit idle between requests. */
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { headersMs: 5000, requestMs: 10_000, idleMs: 5000 };

/**
 * Fastify's options for the timeouts. Node checks the header and request timeouts on a timer of its
 * own (every 30 s unless told), which would let a slow client hold its socket far past them: it runs
 * here at a quarter of the header timeout, at most a second. A socket silent for twice the request
 * timeout is closed without an answer; the request timeout answers 408 before that.
 */
export function timeoutOptions({ headersMs, requestMs, idleMs }: Timeouts) {
  const http: ServerOptions = {
    headersTimeout: headersMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
  };
  return {
    connectionTimeout: 2 * requestMs,
    requestTimeout: requestMs,
    keepAliveTimeout: idleMs,
    http,
  };
}

/**
 * Answers a request Node refused before Fastify saw it whole (headers too large, a malformed request
 * line, a body that did not arrive in time) in the API's error shape, then closes the connection.
 * Nothing is written when a response has begun on the socket: its bytes would corrupt that one.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's own handler makes the same check on the same field: the response under way, if any.
  const underWay = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !underWay?.headersSent) {
    socket.write(rawErrorResponse(clientErrorRefusal(error)));
  }
  socket.destroy();
}

/** How many connections the API holds open at once. */
export interface ConnectionCaps {
  /**
   * In all (Node's maxConnections): below the process's open-file limit (often 1,024), which the
   * database's connections and the process's own files share.
   */
  perProcess: number;
  /** From one network: an IPv4 address, or an IPv6 /64, which one subscriber holds whole. */
  perAddress: number;
  /** A trusted proxy's connections carry many clients: they are capped only in all. */
  isTrustedProxy: (remoteAddress: string) => boolean;
}

/**
 * Caps the server's connections so that one client holding many sockets open (half a request on
 * each) cannot take every file the process may open: a connection over either cap is closed at once,
 * before it is read, as Node closes one over maxConnections.
 */
export function capConnections(server: Server, caps: ConnectionCaps): void {
  server.maxConnections = caps.perProcess;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A socket already gone has no address; Node drops it on its own.
    if (address === undefined || caps.isTrustedProxy(address)) return;
    const network = normalizeIP(address, MINUTE_PREFIX);
    const count = open.get(network) ?? 0;
    if (count >= caps.perAddress) {
      socket.destroy();
      return;
    }
    open.set(network, count + 1);
    socket.once('close', () => {
      const left = open.get(network)! - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
  });
}
