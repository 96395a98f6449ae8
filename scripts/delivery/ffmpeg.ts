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
  /** Integrated loudness, LUFS. */
  integrated: number;
  /** True peak, dBTP. */
  truePeak: number;
}

/** EBU R128 integrated loudness and true peak of a file, as ffmpeg's loudnorm filter measures them. */
export async function measureLoudness(file: string, filters: string[] = []): Promise<Loudness> {
  const chain = [...filters, 'loudnorm=I=-16:TP=-1:LRA=11:print_format=json'].join(',');
  const { stderr } = await ffmpeg(['-i', file, '-af', chain, '-f', 'null', '-']);
  const json = JSON.parse(stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1)) as {
    input_i: string;
    input_tp: string;
  };
  // ffmpeg writes "-inf" for a silent file; it becomes NaN here, which callers test for.
  return { integrated: Number(json.input_i), truePeak: Number(json.input_tp) };
}

/** Decodes a file to mono 32-bit float samples at a low rate, enough to draw its waveform. */
export async function decodeMono(file: string, sampleRate: number): Promise<Float32Array> {
  const { stdout } = await ffmpeg([
    '-i',
    file,
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    '-',
  ]);
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.byteLength / 4);
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
