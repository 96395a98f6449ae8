import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import { CLIP_KINDS } from '../../src/content/clips.ts';
import { PEAKS_SUFFIX } from '../../src/content/peaks.ts';
import { MODE_IDS, type ModeId } from '../../machines/modes.ts';
import { GUESS_GROUPS } from '../rules/guessables.ts';
import { stripMetadata } from './strip.ts';

/** An answer a room may deal: its item, its group (partial credit) and the clips that can play it. */
export interface ClipCandidate {
  id: string;
  group: string;
  clipPaths: string[];
}

export type ClipPools = Record<ModeId, ClipCandidate[]>;

/** The answer a clip plays: its item, an agent's id for a voice line (`{agentId}/{line}`). */
const answerOf = (mode: ModeId, clipId: string) =>
  mode === 'voice' ? clipId.slice(0, clipId.indexOf('/')) : clipId;

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Every answer of each mode whose clip is in `dir` (the sound pack, or a build's output, where the
 * delivery writes each clip at the same path): a room deals only what it can serve. A mode with none
 * is an empty pool.
 */
export function clipPools(dir: string | null): ClipPools {
  const pools = Object.fromEntries(MODE_IDS.map((mode) => [mode, []])) as unknown as ClipPools;
  if (!dir) return pools;
  for (const mode of MODE_IDS) {
    const byAnswer = new Map<string, ClipCandidate>();
    for (const item of CLIP_KINDS[mode].items(catalogue)) {
      if (!isFile(path.join(dir, item.path))) continue;
      const id = answerOf(mode, item.id);
      const group = GUESS_GROUPS[mode].get(id);
      // An item the game cannot take as a guess is no answer (an agent without a role, say).
      if (group === undefined) continue;
      const candidate = byAnswer.get(id) ?? { id, group, clipPaths: [] };
      candidate.clipPaths.push(item.path);
      byAnswer.set(id, candidate);
    }
    pools[mode] = [...byAnswer.values()];
  }
  return pools;
}

/** What a clip's bytes are, by its name's ending; the file's name itself is never sent. */
export function audioType(clipPath: string): string {
  if (clipPath.endsWith('.mp3')) return 'audio/mpeg';
  if (clipPath.endsWith('.wav')) return 'audio/wav';
  if (clipPath.endsWith('.ogg')) return 'audio/ogg';
  return 'application/octet-stream';
}

/**
 * A round's clip as served: its sound without tags, or null when the file is gone. `clipPath` comes
 * from the server's own deal, never from a request; it is still held inside `dir`.
 */
export async function readClip(dir: string, clipPath: string): Promise<Buffer | null> {
  const file = inside(dir, clipPath);
  if (!file) return null;
  try {
    return stripMetadata(await readFile(file), clipPath);
  } catch {
    return null;
  }
}

/** The peaks file beside a clip (the production build writes them), or null. */
export async function readPeaks(dir: string, clipPath: string): Promise<Buffer | null> {
  const file = inside(dir, `${clipPath}${PEAKS_SUFFIX}`);
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

function inside(dir: string, relative: string): string | null {
  const root = path.resolve(dir);
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}
