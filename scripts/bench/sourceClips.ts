import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export interface SourceClipSize {
  dir: string;
  count: number;
  meanBytes: number | null;
}

function wavSizes(dir: string): number[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return wavSizes(full);
    return entry.isFile() && entry.name.toLowerCase().endsWith('.wav') ? [statSync(full).size] : [];
  });
}

/**
 * The mean size of the ability clips as recorded: what a round would cost if each clip were sent
 * as it is. The pack is the reference; the build's copy is the fallback when the pack is absent.
 */
export function meanAbilitySourceClip(packDir: string, distDir: string): SourceClipSize {
  const candidates = [path.join(packDir, 'abilities'), path.join(distDir, 'abilities')];
  for (const dir of candidates) {
    if (!existsSync(dir)) continue;
    const sizes = wavSizes(dir);
    if (sizes.length) {
      return {
        dir,
        count: sizes.length,
        meanBytes: sizes.reduce((sum, size) => sum + size, 0) / sizes.length,
      };
    }
  }
  return { dir: candidates[0]!, count: 0, meanBytes: null };
}
