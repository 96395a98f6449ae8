import path from 'node:path';
import { ensureDemoPack } from './demoPack.ts';

export interface SoundPackLocation {
  dir: string;
  /** True when no pack is configured and the generated demo pack stands in. */
  demo: boolean;
}

export const DEMO_PACK_DIR = '.cache/demo-pack';

/**
 * The sound pack named by the SOUND_PACK setting (environment or .env.local), relative to the
 * project's root; without one, the demo pack, generated on first use.
 */
export function resolveSoundPack(root: string, soundPack: string | undefined): SoundPackLocation {
  if (soundPack && soundPack.trim()) {
    return { dir: path.resolve(root, soundPack.trim()), demo: false };
  }
  return { dir: ensureDemoPack(path.resolve(root, DEMO_PACK_DIR)), demo: true };
}
