import { spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './postgresCluster.ts';

/** A Redis server of its own for a test (Debian's `redis-server`; Valkey's speaks the same). */
export interface RedisServer {
  url: string;
  /** Stops the server; safe to call twice. */
  stop: () => void;
  /** Starts it again on the same port (empty), as a Redis that restarted. */
  restart: () => Promise<RedisServer>;
}

/** Whether `redis-server` is installed (scripts/install-system-deps.sh installs it). */
export const hasRedis = () => spawnSync('redis-server', ['--version']).status === 0;

/** Starts redis-server on a free port of 127.0.0.1, keeping nothing on disk, and waits for it. */
export async function startRedis(onPort?: number): Promise<RedisServer> {
  if (!hasRedis()) {
    throw new Error('Redis is not installed: run `bash scripts/install-system-deps.sh`.');
  }
  const port = onPort ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  for (let waited = 0; ; waited += 50) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (waited > 10_000 || child.exitCode !== null) {
      stop();
      throw new Error('redis-server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop, restart: () => startRedis(port) };
}
