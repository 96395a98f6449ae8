import { spawnSync } from 'node:child_process';
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
