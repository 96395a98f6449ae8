/**
 * `npm run sounds:check [folder]`: compares a sound pack with the catalogue, per mode. Exits non-zero
 * when a catalogue item has no readable clip. The folder defaults to the SOUND_PACK setting.
 */
import path from 'node:path';
import { loadEnv } from 'vite';
import type { ClipMode } from '../src/content/clips.ts';
import { expectedClips } from '../src/content/clips.ts';
import { resolveSoundPack } from './pack/resolvePack.ts';
import { scanPack } from './pack/scanPack.ts';

const root = path.resolve(import.meta.dirname, '..');
const argument = process.argv[2];
const setting = argument ?? process.env.SOUND_PACK ?? loadEnv('development', root, '').SOUND_PACK;
const location = resolveSoundPack(argument ? process.cwd() : root, setting);
let scan;
try {
  scan = scanPack(location.dir);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

console.log(`Sound pack: ${location.dir}${location.demo ? ' (generated demo pack)' : ''}\n`);
const modes: ClipMode[] = ['map', 'ability', 'ace'];
const rows = modes.map((mode) => {
  const expected = expectedClips.filter((clip) => clip.mode === mode).length;
  const count = <T extends { mode: string }>(list: T[]) =>
    list.filter((c) => c.mode === mode).length;
  return {
    mode,
    present: `${count(scan.present)}/${expected}`,
    missing: count(scan.missing),
    unreadable: count(scan.unreadable),
    unexpected: count(scan.unexpected),
  };
});
console.table(rows);
for (const clip of scan.missing)
  console.log(`missing     ${clip.mode.padEnd(8)}${clip.path}  (${clip.name})`);
for (const clip of scan.unreadable) {
  console.log(`unreadable  ${clip.mode.padEnd(8)}${clip.path}  ${clip.reason}`);
}
for (const file of scan.unexpected) console.log(`unexpected  ${file.mode.padEnd(8)}${file.path}`);
console.log(`\nTotal: ${scan.present.length}/${expectedClips.length} clips present and readable.`);
if (scan.missing.length + scan.unreadable.length > 0) process.exit(1);
