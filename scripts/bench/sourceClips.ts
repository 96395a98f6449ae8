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
 * The mean size of the ability clips as recorded in the pack: what a round would cost if each clip
 * were sent as it is. (The build's own copies at the same paths are the delivery files, not sources.)
 */
export function meanAbilitySourceClip(packDir: string): SourceClipSize {
  const dir = path.join(packDir, 'abilities');
  const sizes = existsSync(dir) ? wavSizes(dir) : [];
  return {
    dir,
    count: sizes.length,
    meanBytes: sizes.length ? sizes.reduce((sum, size) => sum + size, 0) / sizes.length : null,
  };
}
