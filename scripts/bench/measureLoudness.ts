import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CLIP_FOLDERS } from '../../src/content/clips.ts';
import { measureLoudness as measureR128 } from '../delivery/ffmpeg.ts';

export const LOUDNESS_TARGET = -16;

export interface LoudnessResult {
  /** False when the build holds no clips (none in the clip folders of dist). */
  present: boolean;
  files: { file: string; lufs: number | null; error?: string }[];
  target: number;
  /** Largest |integrated loudness - target| in LU over the files that could be measured. */
  maxDeviation: number | null;
}

const WORKERS = 2;

/** Integrated loudness by an EBU R128 meter (ffmpeg's `ebur128`, as `npm run sounds:check` measures it). */
async function integratedLoudness(file: string): Promise<number> {
  const { integrated } = await measureR128(file);
  if (!Number.isFinite(integrated)) throw new Error('no integrated loudness in output');
  return integrated;
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
