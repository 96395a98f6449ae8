import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, lockDataDir, type DataDirLock } from './dataLock.ts';

/** A process of its own that claims the folder given it, says so, and holds it until killed. */
const CLAIMER = `
const { lockDataDir } = await import(${JSON.stringify(new URL('./dataLock.ts', import.meta.url).href)});
try {
  const lock = await lockDataDir(process.argv[1]);
  lock.serve((request, response) => response.end('child'), () => 'the test child');
  console.log('claimed');
  setInterval(() => {}, 60_000);
} catch (error) {
  console.log(error.name === 'DataDirInUse' ? 'refused' : error.stack);
  process.exit(1);
}
`;

const children: ChildProcess[] = [];

/** Starts a claimer; resolves with it and what it said first ("claimed" or "refused"). */
function claimInChild(dataDir: string): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', CLAIMER, dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.once('data', (said: string) => resolve({ child, said: said.trim() }));
    child.once('exit', (code) => reject(new Error(`The claimer ended (${code}) without a word.`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

let dataDir: string;
const locks: DataDirLock[] = [];

async function claim(folder = dataDir): Promise<DataDirLock> {
  const lock = await lockDataDir(folder);
  locks.push(lock);
  return lock;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-lock-'));
});

afterEach(async () => {
  await Promise.all(children.splice(0).map(killed));
  for (const lock of locks.splice(0)) lock.release();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second claim while a live process holds the folder, naming that process', async () => {
    const { child, said } = await claimInChild(dataDir);
    expect(said).toBe('claimed');

    const refused = await claim().catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(DataDirInUse);
    expect((refused as DataDirInUse).owner).toBe(`the test child, pid ${child.pid}`);
    expect((refused as Error).message).toMatch(/EARSHOT_API_DATA/);
  });

  it('refuses a second claim from the process that holds the folder', async () => {
    await claim();
    await expect(claim()).rejects.toBeInstanceOf(DataDirInUse);
  });

  it('takes over the lock of a process killed with SIGKILL', async () => {
    const { child } = await claimInChild(dataDir);
    await killed(child);
    // What the killed process left: its socket file, which no process listens on.
    expect(existsSync(path.join(dataDir, 'api.sock'))).toBe(true);

    await expect(claim()).resolves.toBeDefined();
  });

  it('is not kept by an api.pid naming a live process, nor by a file in the socket’s place', async () => {
    // The lock before this one: a pid, here of processes that are alive and not the API.
    writeFileSync(path.join(dataDir, 'api.pid'), String(process.ppid));
    writeFileSync(path.join(dataDir, 'api.sock'), String(1));

    await claim();

    expect(existsSync(path.join(dataDir, 'api.pid'))).toBe(false);
  });

  it('gives the folder back on release', async () => {
    const lock = await claim();
    lock.release();

    expect(existsSync(path.join(dataDir, 'api.sock'))).toBe(false);
    await expect(claim()).resolves.toBeDefined();
  });

  it('lets one of several processes claiming a stale lock at once have it', async () => {
    const { child } = await claimInChild(dataDir);
    await killed(child);

    const claims = await Promise.all([1, 2, 3].map(() => claimInChild(dataDir)));

    expect(claims.map(({ said }) => said).sort()).toEqual(['claimed', 'refused', 'refused']);
  });

  it('lets one of several claims made at once in one process have the folder', async () => {
    const claims = await Promise.allSettled([1, 2, 3, 4].map(() => claim()));

    expect(claims.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    for (const each of claims) {
      if (each.status === 'rejected') expect(each.reason).toBeInstanceOf(DataDirInUse);
    }
  });

  it('reaches a folder whose path is too long for a socket through a short alias', async () => {
    const deep = path.join(dataDir, 'a-folder-name-long-enough'.repeat(5));
    mkdirSync(deep);

    const lock = await claim(deep);

    expect(Buffer.byteLength(lock.address)).toBeLessThanOrEqual(103);
    // The lock itself stays in the folder, where every process finds it whatever its TMPDIR.
    expect(existsSync(path.join(deep, 'api.sock'))).toBe(true);
    await expect(claimInChild(deep)).resolves.toMatchObject({ said: 'refused' });
  });
});
