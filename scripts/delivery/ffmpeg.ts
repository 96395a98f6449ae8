import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const FFMPEG_MISSING =
  'ffmpeg is needed to build the delivery clips but was not found. Install it (Debian/Ubuntu: ' +
  '`sudo apt-get install ffmpeg`, macOS: `brew install ffmpeg`), or build with EARSHOT_DELIVERY=off ' +
  'to ship the source clips unprocessed.';

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

export async function ffmpeg(args: string[]): Promise<{ stdout: Buffer; stderr: string }> {
  const { stdout, stderr } = await run(
    'ffmpeg',
    ['-hide_banner', '-nostdin', '-nostats', ...args],
    {
      encoding: 'buffer',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return { stdout, stderr: stderr.toString() };
}

export interface Loudness {
  /** Integrated loudness, LUFS (NaN for a silent file). */
  integrated: number;
  /** True peak, dBTP (NaN for a silent file). */
  truePeak: number;
}

export interface AudioStream {
  channels: number;
  sampleRate: number;
  duration: number;
  /** The stream's bit rate, bit/s (NaN when the container does not say). */
  bitRate: number;
}

export async function probeAudio(file: string): Promise<AudioStream> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0'],
    ...['-show_entries', 'stream=channels,sample_rate:format=duration,bit_rate'],
    ...['-of', 'json', file],
  ]);
  const json = JSON.parse(stdout) as {
    streams: { channels: number; sample_rate: string }[];
    format: { duration: string; bit_rate?: string };
  };
  return {
    channels: json.streams[0]?.channels || 1,
    sampleRate: Number(json.streams[0]?.sample_rate) || 48000,
    duration: Number(json.format.duration),
    bitRate: Number(json.format.bit_rate ?? NaN),
  };
}

/**
 * A downmix in which every channel counts the same: `pan` by channel index, so a file whose channels
 * have no layout (a 3-channel file would be read as 2.1, its third channel as a subwoofer that a
 * downmix to mono or stereo drops) loses none of them. One or two channels stay as they are for
 * `target: 'keep'`; to mono, every channel is averaged.
 */
export function downmixFilter(channels: number, target: 'mono' | 'keep'): string {
  if (target === 'keep' && channels <= 2)
    return `aformat=channel_layouts=${channels === 1 ? 'mono' : 'stereo'}`;
  if (channels === 1) return 'aformat=channel_layouts=mono';
  const weight = (1 / channels).toFixed(6);
  const sum = Array.from({ length: channels }, (_, c) => `${weight}*c${c}`).join('+');
  return `pan=mono|c0=${sum}`;
}

/** Reads the summary ffmpeg's `ebur128=peak=true` filter prints: integrated loudness and true peak. */
export function parseEbur128(stderr: string): Loudness {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary);
  const peak = /True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary);
  if (!integrated || !peak) throw new Error('ffmpeg printed no EBU R128 summary');
  const value = (text: string) => (text === '-inf' ? -Infinity : Number(text));
  const lufs = value(integrated[1]);
  // The meter reports -70 LUFS (its absolute gate) when nothing is above it: a silent file.
  return { integrated: lufs <= -70 ? NaN : lufs, truePeak: value(peak[1]) };
}

/** A gating block of EBU R128: a clip shorter than this has no integrated loudness of its own. */
export const GATE_BLOCK = 0.4;

/**
 * EBU R128 integrated loudness and true peak of a file, by ffmpeg's `ebur128` meter (loudnorm's own
 * measurement misreads clips of a few seconds). `downmix` (a filter) is applied first; without it a file
 * of more than two channels is averaged to mono (`downmixFilter`), as it is delivered. A clip shorter than
 * one gating block is measured repeated to fill three seconds (its loudness as heard; its peak is the same).
 */
export async function measureLoudness(
  file: string,
  {
    downmix,
    stream,
  }: { downmix?: string; stream?: Pick<AudioStream, 'channels' | 'duration'> } = {},
): Promise<Loudness> {
  const { channels, duration } = stream ?? (await probeAudio(file));
  const short = duration < GATE_BLOCK;
  const first = downmix ?? (channels > 2 ? downmixFilter(channels, 'mono') : undefined);
  const chain = [...(first ? [first] : []), 'ebur128=peak=true'].join(',');
  const { stderr } = await ffmpeg([
    ...(short ? ['-stream_loop', String(Math.ceil(3 / Math.max(duration, 0.01)))] : []),
    ...['-i', file, '-af', chain, '-f', 'null', '-'],
  ]);
  return parseEbur128(stderr);
}

/**
 * Decodes a file to mono 32-bit float samples at `sampleRate`, every channel counted
 * (`downmixFilter`).
 */
export async function decodeMono(
  file: string,
  sampleRate: number,
  channels?: number,
): Promise<Float32Array> {
  channels ??= (await probeAudio(file)).channels;
  const { stdout } = await ffmpeg([
    ...['-i', file, '-af', downmixFilter(channels, 'mono')],
    ...['-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', '-'],
  ]);
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
}

/**
 * `decodeMono` and `measureLoudness` of one file in one run of ffmpeg (each run costs a process start, a
 * probe and a decode). A file shorter than a gating block is measured repeated (`measureLoudness`), so it
 * is decoded apart.
 */
export async function decodeAndMeasure(
  file: string,
  {
    sampleRate,
    downmix,
    stream,
  }: { sampleRate: number; downmix?: string; stream: Pick<AudioStream, 'channels' | 'duration'> },
): Promise<{ samples: Float32Array; loudness: Loudness }> {
  if (stream.duration < GATE_BLOCK) {
    const [samples, loudness] = await Promise.all([
      decodeMono(file, sampleRate, stream.channels),
      measureLoudness(file, { downmix, stream }),
    ]);
    return { samples, loudness };
  }
  const first =
    downmix ?? (stream.channels > 2 ? downmixFilter(stream.channels, 'mono') : undefined);
  const meter = [...(first ? [first] : []), 'ebur128=peak=true'].join(',');
  const graph = `[0:a]asplit=2[decode][meter];[decode]${downmixFilter(stream.channels, 'mono')}[mono];[meter]${meter}[measured]`;
  const { stdout, stderr } = await ffmpeg([
    ...['-i', file, '-filter_complex', graph],
    ...['-map', '[mono]', '-ac', '1', '-ar', String(sampleRate), '-f', 'f32le', 'pipe:1'],
    ...['-map', '[measured]', '-f', 'null', '-'],
  ]);
  return {
    samples: new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4),
    loudness: parseEbur128(stderr),
  };
}

export async function probeDuration(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return Number(stdout.trim());
}
