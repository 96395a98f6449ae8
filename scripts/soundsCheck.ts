/**
 * `npm run sounds:check [folder] [--no-delivery]`: compares a sound pack with the catalogue, per mode,
 * then (unless --no-delivery, or without ffmpeg) builds or reuses its delivery files and reports source
 * and delivery sizes and every clip's loudness. Exits non-zero when a catalogue item has no readable clip.
 * The folder defaults to the SOUND_PACK setting.
 */
import path from 'node:path';
import { loadEnv } from 'vite';
import type { ClipMode } from '../src/content/clips.ts';
import { expectedClips } from '../src/content/clips.ts';
import { MODE_IDS } from '../machines/modes.ts';
import { resolveSoundPack } from './pack/resolvePack.ts';
import { scanPack } from './pack/scanPack.ts';
import { deliverPack } from './delivery/deliver.ts';
import { DELIVERY } from './delivery/encodeClip.ts';
import { hasFfmpeg } from './delivery/ffmpeg.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const withDelivery = !args.includes('--no-delivery');
const argument = args.find((arg) => !arg.startsWith('--'));
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
const modes: readonly ClipMode[] = MODE_IDS;
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

if (withDelivery && !hasFfmpeg()) console.log('\nDelivery: skipped, ffmpeg is not installed.');
if (withDelivery && hasFfmpeg()) {
  const delivered = await deliverPack(scan.present, path.join(root, '.cache/delivery'), console);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`\nLoudness target ${DELIVERY.target} LUFS. Per clip (source -> delivery):`);
  for (const clip of scan.present) {
    const out = delivered.get(clip.id);
    const lufs = (value: number | null) => (Number.isFinite(value) ? value!.toFixed(1) : 'silent');
    const loudness = out
      ? `${lufs(out.sourceLoudness)} -> ${lufs(out.loudness)} LUFS`
      : 'not delivered';
    const size = out ? `${kb(clip.bytes)} -> ${kb(out.bytes)}` : kb(clip.bytes);
    console.log(`  ${clip.mode.padEnd(8)}${clip.name.padEnd(28)}${size.padEnd(20)}${loudness}`);
  }
  console.table(
    modes.map((mode) => {
      const clips = scan.present.filter((clip) => clip.mode === mode);
      const outs = clips.map((clip) => delivered.get(clip.id)).filter((out) => out !== undefined);
      const source = clips.reduce((sum, clip) => sum + clip.bytes, 0);
      const delivery = outs.reduce((sum, out) => sum + out.bytes, 0);
      const deviation = Math.max(0, ...outs.map((out) => Math.abs(out.loudness - DELIVERY.target)));
      const spread = (values: number[]) =>
        values.length
          ? `${Math.min(...values).toFixed(1)} .. ${Math.max(...values).toFixed(1)}`
          : '-';
      return {
        mode,
        delivered: `${outs.length}/${clips.length}`,
        'source size': kb(source),
        'delivery size': kb(delivery),
        ratio: source ? `${((delivery / source) * 100).toFixed(1)}%` : '-',
        'source LUFS': spread(outs.map((out) => out.sourceLoudness)),
        'delivery LUFS': spread(outs.map((out) => out.loudness)),
        'max miss (LU)': deviation.toFixed(2),
      };
    }),
  );
}
if (scan.missing.length + scan.unreadable.length > 0) process.exit(1);
