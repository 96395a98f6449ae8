import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('npm run api with a wrong configuration', () => {
  const folders: string[] = [];
  afterEach(() =>
    folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })),
  );

  /** Starts the API's entry as `npm run api` does, its data in a folder that does not exist yet. */
  const start = (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'earshot-main-'));
    folders.push(dir);
    const dataDir = path.join(dir, 'community');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 80_000,
      env: { PATH: process.env.PATH, EARSHOT_API_DATA: dataDir, ...env },
    });
    return { ...run, storeOpened: existsSync(dataDir) };
  };

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number (0 to 65535), not "abc".'],
    [{ EARSHOT_API_LOG: 'verbose' }, 'EARSHOT_API_LOG must be info, warn, error, not "verbose".'],
  ])(
    'stops before the store opens, with one line and no stack: %o',
    (env, message) => {
      const run = start(env);
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(`${message}\n`);
      expect(run.storeOpened).toBe(false);
    },
    90_000,
  );
});

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

describe('npm run api: the API compiled to JavaScript', () => {
  it('builds, runs with node (every module it imports found), answers, and stops on SIGTERM', async () => {
    // What `npm run api` does first: tsc to dist-server/ (its imports rewritten to .js).
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'server/tsconfig.build.json'],
      { cwd: ROOT, encoding: 'utf8', timeout: 150_000 },
    );
    expect(build.stdout + build.stderr).toBe('');
    expect(build.status).toBe(0);

    const port = await freePort();
    const api = spawn(process.execPath, ['dist-server/server/main.js'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, EARSHOT_API_DATA: 'memory://', PORT: String(port) },
    });
    let stderr = '';
    api.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const exited = once(api, 'exit');
    try {
      let health: Response | null = null;
      for (let tries = 0; !health && tries < 300 && api.exitCode === null; tries++) {
        health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).catch(() => null);
        if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(stderr).toBe('');
      expect(health?.status).toBe(200);
      const today = await fetch(`http://127.0.0.1:${port}/api/v1/today`);
      expect(today.status).toBe(200);
      expect((await today.json()) as { puzzle: number }).toMatchObject({
        puzzle: expect.any(Number),
      });
    } finally {
      api.kill('SIGTERM');
    }
    const [code] = await exited;
    expect(code).toBe(0);
  }, 240_000);
});
