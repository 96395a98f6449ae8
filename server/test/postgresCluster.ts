import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PostgreSQL server of its own in a throwaway folder, for a test run or a benchmark. */
export interface Cluster {
  url: string;
  /** Stops the server and deletes its folder; safe to call twice. */
  stop: () => void;
  /**
   * Freezes the server and all its processes (SIGSTOP), as a host that stalls or a VM paused does:
   * connections stay open, nothing answers, no timeout of its own fires. Returns the thaw (SIGCONT).
   */
  freeze: () => () => void;
}

/** Where Debian's PostgreSQL binaries are (scripts/install-system-deps.sh installs them). */
export function postgresBin(): string | null {
  if (process.env.EARSHOT_PG_BIN) return process.env.EARSHOT_PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0]!, 'bin') : null;
}

/** A TCP port of 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The processes whose parent is `parent`, from Linux's /proc (a PostgreSQL server's backends). */
function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // The parent's pid is the second field after the command's name, which is in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
}

const clusters = new Set<Cluster>();
// Whatever ends the process (a failed test, an interrupted bench), no server is left running.
process.once('exit', () => clusters.forEach((cluster) => cluster.stop()));

/**
 * Starts PostgreSQL on a free port of 127.0.0.1. PostgreSQL refuses to run as root: as root (CI), the
 * folder is handed to the `postgres` user the Debian package creates, and every command runs as it.
 * `durable: false` turns fsync off, for tests that need no crash safety.
 */
export async function startPostgres({ durable = false } = {}): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: run `bash scripts/install-system-deps.sh` (or set EARSHOT_PG_BIN).',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'earshot-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, all, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${tool} failed: ${result.stderr || result.stdout || result.error}`);
    }
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  let stopped = false;
  const cluster: Cluster = {
    freeze: () => () => {},
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      clusters.delete(cluster);
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Not running (it failed to start, or was stopped already): only the folder is left.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.freeze = () => {
    const postmaster = Number(
      readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const all = [postmaster, ...childrenOf(postmaster)];
    const signal = (name: NodeJS.Signals) => (pid: number) => {
      try {
        process.kill(pid, name);
      } catch (error) {
        // A backend that was ending as it was listed (a closed connection's) is gone: nothing to do.
        if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
      }
    };
    all.forEach(signal('SIGSTOP'));
    return () => all.forEach(signal('SIGCONT'));
  };
  clusters.add(cluster);
  try {
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      settings.join(' '),
      'start',
    ]);
  } catch (error) {
    cluster.stop();
    throw error;
  }
  return cluster;
}
