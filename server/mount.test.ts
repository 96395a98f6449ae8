import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '../machines/room/protocol.ts';
import { mountApi, type Mounted } from './mount.ts';

let dataDir: string;
const servers: http.Server[] = [];

/** A dev or preview server's part: everything it gets goes to the mounted API. */
async function serverOf(api: Mounted): Promise<string> {
  const server = http.createServer(api.handle);
  server.on('upgrade', api.upgrade);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(() => {
  // The data folder inside a folder of the test's own: the salt is kept beside the data folder.
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'earshot-mount-')), 'community');
  process.env.EARSHOT_API_DATA = dataDir;
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  delete process.env.EARSHOT_API_DATA;
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

describe('mountApi on one embedded database', () => {
  it('has a second server hand its requests to the first, and serve them itself once the first has stopped', async () => {
    const first = await mountApi({ describe: () => 'the first server', log: () => {} });
    const logged: string[] = [];
    const second = await mountApi({
      describe: () => 'the second server',
      log: (line) => logged.push(line),
    });
    try {
      expect(first.where).toBe(`/api (PGlite in ${dataDir})`);
      expect(second.where).toBe(
        `served by the other server on this checkout (the first server, pid ${process.pid})`,
      );
      const at = await serverOf(second);

      const forwarded = await fetch(`${at}/api/v1/health`);
      expect(forwarded.status).toBe(200);
      expect(await forwarded.json()).toEqual({ status: 'ok' });
      // The API's own answer to a path it has not, in its error shape: not the game server's.
      const unknown = await fetch(`${at}/api/v1/nothing-here`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: { code: expect.any(String) } });

      await first.close();
      const after = await fetch(`${at}/api/v1/health`);

      expect(after.status).toBe(200);
      expect(logged).toEqual([
        `community API: the other server on this checkout has stopped; /api (PGlite in ${dataDir})`,
      ]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('hands a room’s WebSocket to the API, in its process or through the other server', async () => {
    const first = await mountApi({ describe: () => 'the first server', log: () => {} });
    const second = await mountApi({ describe: () => 'the second server', log: () => {} });
    try {
      for (const api of [first, second]) {
        const at = await serverOf(api);
        const socket = new WebSocket(`${at.replace('http', 'ws')}/api/v1/rooms/ABCDEF/socket`);
        const message = await new Promise<ServerMessage>((resolve, reject) => {
          socket.once('message', (data) => resolve(JSON.parse(String(data)) as ServerMessage));
          socket.once('error', reject);
        });
        // The rooms' own refusal: the socket reached the API's route, both ways.
        expect(message).toMatchObject({ type: 'error', code: 'no-room', fatal: true });
        await new Promise((resolve) => socket.once('close', resolve));
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
