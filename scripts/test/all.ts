import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deliverPack } from '../delivery/deliver.ts';
import { hasFfmpeg } from '../delivery/ffmpeg.ts';
import { resolveSoundPack } from '../pack/resolvePack.ts';
import { scanPack } from '../pack/scanPack.ts';
import { DELIVERY_CACHE } from '../pack/soundPackPlugin.ts';

/**
 * `npm test`: the lint, the type check, the unit suites and the browser suites, in that order,
 * stopping at the first that fails. While the lint and the type check run (one core each, one after
 * the other), the sound pack's clips are encoded for the browser suites' build on the other core,
 * one at a time, into the build's own cache (.cache/delivery): the build then finds them there
 * instead of encoding the whole pack itself (about two minutes of a fresh clone's CI). The encoding
 * stops when the type check ends; what it did not reach, the build encodes.
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

/** Encodes the clips one at a time until `stop` resolves; never fails the tests (the build will). */
async function warmDelivery(stop: Promise<void>): Promise<void> {
  const soundPack = process.env.SOUND_PACK;
  if (!soundPack?.trim() || process.env.EARSHOT_DELIVERY === 'off' || !hasFfmpeg()) return;
  const { present } = scanPack(resolveSoundPack(ROOT, soundPack).dir);
  let stopped = false;
  void stop.then(() => (stopped = true));
  // One clip a turn, so that it stops within a clip's encoding of the type check's end.
  for (const clip of present) {
    if (stopped) return;
    await deliverPack([clip], path.resolve(ROOT, DELIVERY_CACHE), { info() {}, warn() {} }, 1);
  }
}

async function main() {
  let checked!: () => void;
  const stop = new Promise<void>((resolve) => (checked = resolve));
  const warming = warmDelivery(stop).catch(() => {});
  try {
    await run('lint');
    await run('typecheck');
  } finally {
    checked();
    await warming;
  }
  await run('test:unit');
  await run('test:e2e');
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
