import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deliverPack } from '../delivery/deliver.ts';
import { hasFfmpeg } from '../delivery/ffmpeg.ts';
import { resolveSoundPack } from '../pack/resolvePack.ts';
import { scanPack } from '../pack/scanPack.ts';
import { DELIVERY_CACHE } from '../pack/soundPackPlugin.ts';

/**
 * Encodes the sound pack's clips (SOUND_PACK) into the build's cache, one at a time, until every clip
 * is there or the process is stopped: `npm test` runs it at the lowest priority beside the lint and
 * the type check, on the core they leave, and stops it after them: the browser suites' build then
 * encodes only what is left. A stop mid-clip leaves no half file in the cache.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const soundPack = process.env.SOUND_PACK;
if (soundPack?.trim() && process.env.EARSHOT_DELIVERY !== 'off' && hasFfmpeg()) {
  const { present } = scanPack(resolveSoundPack(ROOT, soundPack).dir);
  const quiet = { info() {}, warn() {} };
  await deliverPack(present, path.resolve(ROOT, DELIVERY_CACHE), quiet, 1);
}
