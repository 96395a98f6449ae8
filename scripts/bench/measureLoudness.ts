import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const LOUDNESS_TARGET = -16;

export interface LoudnessResult {
  /** False when the build holds no clips (no dist/maps, dist/aces or dist/abilities). */
  present: boolean;
  files: { file: string; lufs: number | null; error?: string }[];
  target: number;
  /** Largest |integrated loudness - target| in LU over the files that could be measured. */
  maxDeviation: number | null;
}

const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const WORKERS = 2;
const CLIP_FOLDERS = ['abilities', 'aces', 'maps'];

/** Integrated loudness (EBU R128) as ffmpeg's loudnorm filter reports it in its first pass. */
function integratedLoudness(file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(
      FFMPEG,
      [
        '-hide_banner',
        '-nostats',
        '-i',
        file,
        '-af',
        'loudnorm=print_format=json',
        '-f',
        'null',
        '-',
      ],
      { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`ffmpeg failed: ${error.message}`));
        const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(stderr);
        const value = json ? Number((JSON.parse(json[0]) as { input_i: string }).input_i) : NaN;
        if (!Number.isFinite(value)) return reject(new Error('no integrated loudness in output'));
        resolve(value);
      },
    );
  });
}

/** The clips the build delivers, at their spec paths, relative to `distDir`. */
function deliveredClips(distDir: string): string[] {
  return CLIP_FOLDERS.filter((folder) => existsSync(path.join(distDir, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(distDir, folder), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(wav|mp3)$/.test(entry.name))
        .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name))),
    )
    .sort();
}

export async function measureLoudness(distDir: string): Promise<LoudnessResult> {
  const queue = deliveredClips(distDir);
  if (!queue.length) {
    return { present: false, files: [], target: LOUDNESS_TARGET, maxDeviation: null };
  }
  const dir = distDir;
  const files: LoudnessResult['files'] = [];
  // Two workers: one per core, leaving ffmpeg's own threads to fill them.
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      try {
        files.push({ file: name, lufs: await integratedLoudness(path.join(dir, name)) });
      } catch (error) {
        files.push({ file: name, lufs: null, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  files.sort((a, b) => a.file.localeCompare(b.file));
  const deviations = files.flatMap((f) =>
    f.lufs === null ? [] : [Math.abs(f.lufs - LOUDNESS_TARGET)],
  );
  return {
    present: true,
    files,
    target: LOUDNESS_TARGET,
    maxDeviation: deviations.length ? Math.max(...deviations) : null,
  };
}
