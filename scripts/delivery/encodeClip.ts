import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PEAK_COUNT, encodePeaks } from '../../src/content/peaks.ts';
import { decodeMono, ffmpeg, measureLoudness, probeDuration } from './ffmpeg.ts';

const run = promisify(execFile);

/** How every clip is delivered. Changing any of it re-encodes the whole pack (it is part of the cache key). */
export const DELIVERY = {
  version: 2,
  /** Integrated loudness every clip is brought to, LUFS. */
  target: -16,
  /** Ceiling for sample peaks after the gain, dBFS: leaves room for AAC's overshoot under -1 dBTP. */
  ceiling: -2,
  /** Within this many LU of the target the clip is done; otherwise the gain is corrected and it is encoded again. */
  tolerance: 0.4,
  /** Leading audio below this level is silence, and trimmed. */
  silence: '-55dB',
  bitrate: { mono: '64k', stereo: '96k' },
} as const;

export interface EncodedClip {
  bytes: number;
  duration: number;
  peaks: string;
  loudness: number;
  truePeak: number;
  sourceLoudness: number;
}

async function channelsOf(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=channels',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(stdout.trim()) || 2;
}

export function peaksOf(samples: Float32Array, count = PEAK_COUNT): number[] {
  const peaks = new Array<number>(count).fill(0);
  const perBucket = samples.length / count;
  for (let i = 0; i < samples.length; i++) {
    const bucket = Math.min(count - 1, Math.floor(i / perBucket));
    peaks[bucket] = Math.max(peaks[bucket], Math.abs(samples[i]));
  }
  const loudest = Math.max(...peaks) || 1;
  return peaks.map((peak) => peak / loudest);
}

/**
 * Turns one source clip into its delivery file: leading silence trimmed, brought to the loudness target
 * with a gain and a peak limiter (measured again after encoding and corrected if it missed), AAC in MP4
 * with its index at the front so that playback can start while it downloads.
 */
export async function encodeClip(source: string, output: string): Promise<EncodedClip> {
  const trim = `silenceremove=start_periods=1:start_threshold=${DELIVERY.silence}:start_silence=0.02`;
  const channels = Math.min(2, await channelsOf(source));
  const before = await measureLoudness(source, [trim]);
  // A clip too quiet or short to measure (gated out) keeps its level rather than being blown up.
  const measurable = Number.isFinite(before.integrated) && before.integrated > -60;
  let gain = measurable ? DELIVERY.target - before.integrated : 0;
  let after = before;
  for (let attempt = 0; attempt < 4; attempt++) {
    const limit = 10 ** (DELIVERY.ceiling / 20);
    // The trim comes after the limiter: the other way round, ffmpeg 5.1's alimiter outputs nothing
    // for some clips.
    const chain = [
      `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'}`,
      `volume=${gain.toFixed(2)}dB`,
      `alimiter=limit=${limit.toFixed(4)}:level=0:attack=1:release=40`,
      trim,
    ].join(',');
    await ffmpeg([
      '-y',
      '-i',
      source,
      '-af',
      chain,
      '-map_metadata',
      '-1',
      '-vn',
      '-c:a',
      'aac',
      '-b:a',
      channels === 1 ? DELIVERY.bitrate.mono : DELIVERY.bitrate.stereo,
      '-movflags',
      '+faststart',
      output,
    ]);
    after = await measureLoudness(output);
    const miss = DELIVERY.target - after.integrated;
    if (!measurable || Math.abs(miss) <= DELIVERY.tolerance) break;
    gain += miss;
  }
  const [samples, duration] = await Promise.all([decodeMono(output, 8000), probeDuration(output)]);
  const { size } = await import('node:fs/promises').then((fs) => fs.stat(output));
  return {
    bytes: size,
    duration: Number(duration.toFixed(3)),
    peaks: encodePeaks(peaksOf(samples)),
    loudness: after.integrated,
    truePeak: after.truePeak,
    sourceLoudness: before.integrated,
  };
}
