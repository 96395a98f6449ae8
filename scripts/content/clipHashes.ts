import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ExpectedClip } from '../../src/content/clips.ts';

/**
 * A record of each clip's content, by its address in the pack: the first 16 hex digits of its
 * SHA-256 (no audio). The next content update compares the pack with it to tell which clips were
 * recorded again at the same address.
 */
export function hashClips(packDir: string, clips: readonly ExpectedClip[]): Record<string, string> {
  const paths = clips.map((clip) => clip.path).sort();
  return Object.fromEntries(
    paths.map((clip) => [
      clip,
      createHash('sha256')
        .update(readFileSync(path.join(packDir, clip)))
        .digest('hex')
        .slice(0, 16),
    ]),
  );
}
