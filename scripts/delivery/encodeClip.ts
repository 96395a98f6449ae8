import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PEAK_COUNT, encodePeaks } from '../../src/content/peaks.ts';
import { decodeMono, ffmpeg, measureLoudness, probeDuration } from './ffmpeg.ts';

const run = promisify(execFile);

/** How every clip is delivered. Changing any of it re-encodes the whole pack (it is part of the cache key). */
export const DELIVERY = {
  version: 5,
  /** Integrated loudness every clip is brought to, LUFS. */
  target: -16,
  /** Ceiling for sample peaks after the gain, dBFS: leaves room for MP3's overshoot under -1 dBTP. */
  ceiling: -2,
  /** Within this many LU of the target the clip is done; otherwise the gain is corrected and it is encoded again. */
  tolerance: 0.4,
  /** Leading audio below this level (dBFS) is silence, and trimmed. */
  silence: -55,
  /**
   * Trailing audio more than this many dB below the clip's peak (and below `silence`) is a silent
   * tail, and trimmed; what is kept ends with `fadeOut` seconds faded to nothing, so a clip that fades
   * out keeps its fade and none ends on a click.
   */
  tail: -45,
  fadeOut: 0.15,
  /**
   * Abilities are PCM WAV (the spec's format for them), 16-bit mono at 16 kHz: everything up to 8 kHz,
   * where these effects carry what tells them apart (what lies above is typically 20 dB below the
   * whole), in under a fifth of the pack's bytes. At 22.05 kHz a round took 25.1 % of its source, over
   * the budget of a quarter.
   */
  wav: { sampleRate: 16000 },
  /** Aces and map themes are MP3 at a constant bit rate, so that seeking lands where it is asked to. */
  mp3: { mono: '64k', stereo: '128k' },
} as const;

export type DeliveryFormat = 'wav' | 'mp3';

/** The delivery format a clip's path names (`.wav` or `.mp3`). */
export function formatOf(clipPath: string): DeliveryFormat {
  return clipPath.toLowerCase().endsWith('.wav') ? 'wav' : 'mp3';
}

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

/**
 * Where the sound ends: the last sample above both the silence level and `tail` dB below the clip's
 * peak, plus the fade-out, so that a fading clip is cut once its fade is inaudible, not where it starts.
 */
export function soundEnd(samples: Float32Array, sampleRate: number): number {
  const duration = samples.length / sampleRate;
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const threshold = Math.max(10 ** (DELIVERY.silence / 20), peak * 10 ** (DELIVERY.tail / 20));
  let last = samples.length - 1;
  while (last >= 0 && Math.abs(samples[last]) <= threshold) last--;
  if (last < 0) return duration;
  return Math.min(duration, (last + 1) / sampleRate + DELIVERY.fadeOut);
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

function encoderArgs(format: DeliveryFormat, channels: number): string[] {
  if (format === 'wav') return ['-c:a', 'pcm_s16le', '-f', 'wav'];
  const bitrate = channels === 1 ? DELIVERY.mp3.mono : DELIVERY.mp3.stereo;
  // libmp3lame at -b:a is constant bit rate; its Info header tells the decoder the encoder's delay.
  return ['-c:a', 'libmp3lame', '-b:a', bitrate, '-id3v2_version', '0', '-f', 'mp3'];
}

/**
 * Turns one source clip into its delivery file, in the format the spec's path names (`format`): leading
 * and trailing silence trimmed (a fade-out kept and closed smoothly), brought to the loudness target
 * with a gain and a peak limiter (measured again after encoding and corrected if it missed).
 */
export async function encodeClip(
  source: string,
  output: string,
  format: DeliveryFormat,
): Promise<EncodedClip> {
  const channels = Math.min(2, await channelsOf(source));
  const analysis = await decodeMono(source, ANALYSIS_RATE);
  const start = soundStart(analysis, ANALYSIS_RATE);
  const end = Math.max(start + 0.05, soundEnd(analysis, ANALYSIS_RATE));
  const length = end - start;
  const fade = Math.min(DELIVERY.fadeOut, length / 2);
  const trim = [
    `atrim=start=${start.toFixed(3)}:end=${end.toFixed(3)}`,
    'asetpts=PTS-STARTPTS',
    `afade=t=out:st=${(length - fade).toFixed(3)}:d=${fade.toFixed(3)}`,
  ].join(',');
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
      // The limiter works on the samples as delivered: downmixed and resampled first for a WAV.
      format === 'wav'
        ? `aformat=channel_layouts=mono:sample_rates=${DELIVERY.wav.sampleRate}`
        : `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'}`,
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
      ...encoderArgs(format, channels),
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
