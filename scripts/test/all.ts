import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: the lint, the type check, the unit suites and the browser suites, in that order,
 * stopping at the first that fails. Until the browser suites, the sound pack's clips are encoded
 * into the build's own cache (.cache/delivery) at the lowest priority (`nice -n 19`: on the CPU the
 * others leave: the lint and the type check use one core, the unit suites often wait on servers and
 * timers), so that the browser suites' build encodes only what is left, not the whole pack (about
 * two minutes of a fresh clone's CI).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function run(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

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
    await run('lint');
    await run('typecheck');
    await run('test:unit');
  } finally {
    await stopWarming();
  }
  await run('test:e2e');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
