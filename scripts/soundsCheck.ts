/**
 * `npm run sounds:check [folder] [--no-delivery]`: compares a sound pack with the catalogue, per mode,
 * then (unless --no-delivery, or without ffmpeg) builds or reuses its delivery files and audits each
 * against its source (scripts/delivery/audit.ts): band distance, EBU R128 loudness, true peak, bytes, per
 * clip and per mode. Exits non-zero when a catalogue item has no readable clip or a clip misses the limits.
 * The folder defaults to the SOUND_PACK setting.
 */
import { statSync } from 'node:fs';
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
import { auditClip, clipFailures, LIMITS, summarise, type ClipAudit } from './delivery/audit.ts';

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
    misnamed: count(scan.misnamed),
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
for (const clip of scan.misnamed) {
  console.log(
    `misnamed    ${clip.mode.padEnd(8)}${clip.path}  is ${clip.format.toUpperCase()} (delivered as its name says)`,
  );
}
console.log(`\nTotal: ${scan.present.length}/${expectedClips.length} clips present and readable.`);

if (withDelivery && !hasFfmpeg()) console.log('\nDelivery: skipped, ffmpeg is not installed.');
let failed = false;
if (withDelivery && hasFfmpeg()) {
  const started = Date.now();
  const delivered = await deliverPack(scan.present, path.join(root, '.cache/delivery'), console);
  const encodeSeconds = (Date.now() - started) / 1000;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  const audits: ClipAudit[] = [];
  const queue = scan.present.filter((clip) => delivered.has(clip.id));
  const notDelivered = scan.present.filter((clip) => !delivered.has(clip.id));
  const worker = async () => {
    for (let clip = queue.shift(); clip; clip = queue.shift()) {
      const out = delivered.get(clip.id)!;
      audits.push(await auditClip(clip, { file: out.file, bytes: statSync(out.file).size }));
    }
  };
  await Promise.all(Array.from({ length: 2 }, worker));
  audits.sort((a, b) => a.path.localeCompare(b.path));
  const name = new Map(scan.present.map((clip) => [clip.path, clip.name]));
  console.log(
    `\nPer clip: band distance to the source (median / worst band, dB), loudness (target ${DELIVERY.target} LUFS), true peak, bytes:`,
  );
  for (const clip of audits) {
    const failures = clipFailures(clip);
    console.log(
      `  ${failures.length ? 'FAIL' : 'ok  '} ${clip.mode.padEnd(9)}${(name.get(clip.path) ?? clip.path).padEnd(28)}` +
        `${clip.band.median.toFixed(2).padStart(5)} / ${clip.band.worst.toFixed(2).padStart(5)} dB @${String(clip.band.worstBand).padEnd(6)}` +
        `${clip.loudness.toFixed(2).padStart(7)} LUFS ${clip.truePeak.toFixed(2).padStart(6)} dBTP  ` +
        `${kb(clip.sourceBytes)} -> ${kb(clip.bytes)}${failures.length ? `  (${failures.join('; ')})` : ''}`,
    );
  }
  for (const clip of notDelivered)
    console.log(`  FAIL ${clip.mode.padEnd(9)}${clip.name}: not delivered`);
  const summaries = modes
    .map((mode) =>
      summarise(
        mode,
        audits.filter((clip) => clip.mode === mode),
      ),
    )
    .filter((summary) => summary.clips > 0);
  console.log('\nPer mode:');
  console.table(
    summaries.map((s) => ({
      mode: s.mode,
      clips: s.clips,
      failing: s.failing,
      'source size': kb(s.sourceBytes),
      'delivery size': kb(s.bytes),
      bytes: `${((s.bytes / s.sourceBytes) * 100).toFixed(1)}%`,
      'band median (dB)': s.medianBand.toFixed(2),
      'worst band: median (dB)': s.medianWorstBand.toFixed(2),
      'worst band: max (dB)': s.worstBand.toFixed(2),
      LUFS: `${s.loudnessMin.toFixed(2)} .. ${s.loudnessMax.toFixed(2)}`,
      'max dBTP': s.truePeakMax.toFixed(2),
    })),
  );
  const packFailures = summaries.flatMap((s) => s.failures);
  for (const failure of packFailures) console.log(`FAIL ${failure}`);
  const failing =
    audits.filter((clip) => clipFailures(clip).length > 0).length + notDelivered.length;
  console.log(
    `\nLimits: band distance median <= ${LIMITS.medianBandDb} dB and worst <= ${LIMITS.worstBandDb} dB, ` +
      `loudness within ${LIMITS.loudnessLu} LU of ${DELIVERY.target} LUFS, true peak <= ${LIMITS.truePeakDbtp} dBTP, ` +
      `no clip larger than its source. ${failing} of ${scan.present.length} clips miss them. ` +
      `Delivery took ${encodeSeconds.toFixed(1)} s.`,
  );
  failed = failing > 0 || packFailures.length > 0;
}
if (failed) process.exit(1);
if (scan.missing.length + scan.unreadable.length > 0) process.exit(1);
