import { linkSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir, type DataDirLock } from './db/dataLock.ts';
import { forward } from './forward.ts';

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

let dataDir: string;
let owner: DataDirLock;
const servers: http.Server[] = [];

/** A server of the game's that forwards everything to `address`; `ownerGone` answers 410. */
async function front(address: string, silenceMs?: number): Promise<string> {
  const server = http.createServer((request, response) =>
    forward(
      address,
      request,
      response,
      () => void bodyOf(request).then((body) => response.writeHead(410).end(`gone: ${body}`)),
      silenceMs,
    ),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-forward-'));
  owner = await lockDataDir(dataDir);
});

afterEach(async () => {
  owner.release();
  for (const server of servers.splice(0)) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('forward', () => {
  it("hands a request to the owner, with its client's address, and streams the answer back", async () => {
    owner.serve(
      (request: IncomingMessage, response: ServerResponse) =>
        void bodyOf(request).then((body) =>
          response.writeHead(201, { 'Content-Type': 'application/json', 'X-Answer': 'yes' }).end(
            JSON.stringify({
              method: request.method,
              url: request.url,
              body,
              address: request.socket.remoteAddress,
              asked: request.headers['x-asked'],
            }),
          ),
        ),
      () => 'the test',
    );
    const at = await front(owner.address);

    const response = await fetch(`${at}/api/v1/results?x=1`, {
      method: 'POST',
      // A client cannot name an address of its choosing.
      headers: { 'X-Asked': 'this', 'X-Earshot-Client-Address': '203.0.113.9' },
      body: 'a result',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'POST',
      url: '/api/v1/results?x=1',
      body: 'a result',
      address: '127.0.0.1',
      asked: 'this',
    });
  });

  it('leaves the request untouched for ownerGone when the owner has ended', async () => {
    // What a killed owner leaves: a socket file that no process listens on.
    const listener = net.createServer();
    const listening = path.join(dataDir, 'listening.sock');
    await new Promise<void>((resolve) => listener.listen(listening, resolve));
    linkSync(listening, path.join(dataDir, 'dead.sock'));
    await new Promise((resolve) => listener.close(resolve));
    const at = await front(path.join(dataDir, 'dead.sock'));

    const response = await fetch(`${at}/api/v1/results`, { method: 'POST', body: 'a result' });

    expect(response.status).toBe(410);
    expect(await response.text()).toBe('gone: a result');
  });

  it("answers 503 in the API's error shape when the owner says nothing", async () => {
    owner.serve(
      () => {},
      () => 'a silent test',
    );
    const at = await front(owner.address, 200);

    const response = await fetch(`${at}/api/v1/health`);

    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
  });

  it('answers 503 when the owner goes away before answering', async () => {
    owner.serve(
      () => owner.release(),
      () => 'a leaving test',
    );
    const at = await front(owner.address);

    const response = await fetch(`${at}/api/v1/health`);

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
  });
});
