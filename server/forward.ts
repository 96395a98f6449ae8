import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import net from 'node:net';
import { pipeline, type Duplex } from 'node:stream';
import { CLIENT_ADDRESS_HEADER } from './db/dataLock.ts';

/** Headers that belong to one connection, not to the request or its answer (RFC 9110, 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

/**
 * How long the owner may stay silent before a request is given up: a process that is stopped (not
 * ended) still has the kernel accept connections for it, and would never answer.
 */
export const SILENCE_MS = 30_000;

function withoutHopByHop(headers: http.IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    // HTTP/2's pseudo-headers (`:path`; a dev server on https) are not HTTP/1.1 headers.
    if (!HOP_BY_HOP.includes(name) && !name.startsWith(':')) kept[name] = value;
  }
  return kept;
}

/** The API's error shape (server/http/errors.ts), for an answer the API itself could not give. */
export function unavailable(response: ServerResponse, message: string) {
  response.statusCode = 503;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify({ error: { code: 'unavailable', message } }));
}

/**
 * Hands a request to the process that owns the embedded database (server/db/dataLock.ts) through its
 * socket, and streams its answer back. When the owner cannot be reached at all, the request is still
 * untouched and `ownerGone` gets it; an owner that goes quiet or away mid-request gets a 503.
 */
export function forward(
  address: string,
  request: IncomingMessage,
  response: ServerResponse,
  ownerGone: () => void,
  silenceMs = SILENCE_MS,
) {
  const socket = net.connect(address);
  let connected = false;
  // After the connection, the request below reports the socket's errors.
  socket.on('error', () => {
    if (!connected) ownerGone();
  });
  socket.once('connect', () => {
    connected = true;
    const headers = withoutHopByHop(request.headers);
    // Ours to set: a client's own would claim another address.
    delete headers[CLIENT_ADDRESS_HEADER];
    if (request.socket.remoteAddress) {
      headers[CLIENT_ADDRESS_HEADER] = request.socket.remoteAddress;
    }
    // No agent: one connection per request, which the owner's client address relies on.
    const outgoing = http.request({
      createConnection: () => socket,
      method: request.method,
      path: request.url,
      headers,
    });
    outgoing.once('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
      pipeline(answer, response, () => {});
    });
    // Set here: the `timeout` option reaches only the sockets an agent makes.
    outgoing.setTimeout(silenceMs, () => outgoing.destroy(new Error('The owner said nothing.')));
    outgoing.on('error', () => {
      if (response.destroyed || response.writableEnded) return;
      if (response.headersSent) response.destroy();
      else {
        unavailable(
          response,
          'The other server on this checkout, which serves the community API, did not answer.',
        );
      }
    });
    response.once('close', () => {
      if (!response.writableFinished) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
}

/** A raw 503 on a socket whose request asked for an upgrade (no response object to answer with). */
export function refuseUpgrade(socket: Duplex, message: string) {
  const body = JSON.stringify({ error: { code: 'unavailable', message } });
  socket.end(
    'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Cache-Control: no-store\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * Hands a WebSocket's opening (a room's socket) to the process that owns the embedded database, as
 * raw bytes: the request's head as it came (the client's address set by this server, as `forward`
 * does), then both ways piped until either side ends. `ownerGone` when the owner cannot be reached.
 */
export function forwardUpgrade(
  address: string,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  ownerGone: () => void,
) {
  const owner = net.connect(address);
  let connected = false;
  owner.on('error', () => {
    if (!connected) ownerGone();
    else socket.destroy();
  });
  socket.on('error', () => owner.destroy());
  owner.once('connect', () => {
    connected = true;
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) {
      const name = request.rawHeaders[i]!;
      // Ours to set: a client's own would claim another address.
      if (name.toLowerCase() !== CLIENT_ADDRESS_HEADER) {
        lines.push(`${name}: ${request.rawHeaders[i + 1]}`);
      }
    }
    if (request.socket.remoteAddress) {
      lines.push(`${CLIENT_ADDRESS_HEADER}: ${request.socket.remoteAddress}`);
    }
    owner.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) owner.write(head);
    socket.pipe(owner);
    owner.pipe(socket);
    owner.once('close', () => socket.destroy());
    socket.once('close', () => owner.destroy());
  });
}
