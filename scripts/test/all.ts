import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: the lint, the type check, the unit suites and the browser suites, in that order,
 * stopping at the first that fails.
 * - While the lint and the type check run (one core), the sound pack's clips are encoded into the
 *   build's own cache (.cache/delivery) at the lowest priority (`nice -n 19`), so that the browser
 *   suites' build encodes only what is left of the pack (two minutes of a fresh clone's CI).
 * - The server's unit suites (which mostly wait: on PostgreSQL, on API processes, on rooms' timers)
 *   run beside the others, each with Vitest's two workers: run together they kept one of two
 *   workers waiting for a minute or more.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${[command, ...args].join(' ')}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

const script = (name: string) => run('npm', ['run', name]);
const vitest = (...projects: string[]) =>
  run('npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])]);

/** Starts the encoding in a process group of its own; the function it returns stops it all. */
function warmDelivery(): () => Promise<void> {
  const child = spawn('nice', ['-n', '19', 'npx', 'tsx', 'scripts/test/warmDelivery.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  child.on('error', () => {}); // no `nice`: the build encodes everything, as before
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Ended meanwhile.
      }
    }
    await exited;
  };
}

async function main() {
  const stopWarming = warmDelivery();
  try {
    await script('lint');
    await script('typecheck');
  } finally {
    await stopWarming();
  }
  // `npm run test:unit`, in two parts at once (every time zone's projects of each).
  const parts = [vitest('server*'), vitest('rules*', 'ui*')];
  const [server, rest] = await Promise.allSettled(parts);
  for (const part of [server, rest]) if (part!.status === 'rejected') throw part.reason;
  await script('test:e2e');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
