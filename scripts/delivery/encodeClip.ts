import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PEAK_COUNT, encodePeaks } from '../../src/content/peaks.ts';
import { decodeMono, ffmpeg, measureLoudness, probeDuration } from './ffmpeg.ts';

const run = promisify(execFile);

/** How every clip is delivered. Changing any of it re-encodes the whole pack (it is part of the cache key). */
export const DELIVERY = {
  version: 3,
  /** Integrated loudness every clip is brought to, LUFS. */
  target: -16,
  /** Ceiling for sample peaks after the gain, dBFS: leaves room for AAC's overshoot under -1 dBTP. */
  ceiling: -2,
  /** Within this many LU of the target the clip is done; otherwise the gain is corrected and it is encoded again. */
  tolerance: 0.4,
  /** Leading audio below this level (dBFS) is silence, and trimmed. */
  silence: -55,
  bitrate: { mono: '64k', stereo: '96k' },
} as const;

/** Enough to find where a sound starts and to draw 256 bars of it. */
const ANALYSIS_RATE = 8000;

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

/**
 * Where the sound starts: the first sample above the silence level, less 20 ms so that the attack is
 * kept whole. (ffmpeg 5.1's silenceremove filter is not used: it garbles some stereo clips.)
 */
export function soundStart(samples: Float32Array, sampleRate: number): number {
  const threshold = 10 ** (DELIVERY.silence / 20);
  const first = samples.findIndex((sample) => Math.abs(sample) > threshold);
  return first <= 0 ? 0 : Math.max(0, first / sampleRate - 0.02);
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
  const channels = Math.min(2, await channelsOf(source));
  const start = soundStart(await decodeMono(source, ANALYSIS_RATE), ANALYSIS_RATE);
  const trim = `atrim=start=${start.toFixed(3)},asetpts=PTS-STARTPTS`;
  // Loudness gating ignores the silence, so the source is measured as it is.
  const before = await measureLoudness(source);
  // A clip too quiet or short to measure (gated out) keeps its level rather than being blown up.
  const measurable = Number.isFinite(before.integrated) && before.integrated > -70;
  let gain = measurable ? DELIVERY.target - before.integrated : 0;
  let after = before;
  for (let attempt = 0; attempt < 4; attempt++) {
    const limit = 10 ** (DELIVERY.ceiling / 20);
    const chain = [
      trim,
      `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'}`,
      `volume=${gain.toFixed(2)}dB`,
      `alimiter=limit=${limit.toFixed(4)}:level=0:attack=1:release=40`,
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
  const [samples, duration] = await Promise.all([
    decodeMono(output, ANALYSIS_RATE),
    probeDuration(output),
  ]);
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
