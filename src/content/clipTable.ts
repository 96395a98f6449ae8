import type { Clip } from '../../machines/player/playerMachine';
import type { ClipEntry } from './clips';
import { peaksUrl } from './peaks';

/**
 * Looks clips up by item id, reading each entry once: the same item always gives the same Clip object,
 * so a player is not reloaded because a screen rendered again. A delivered clip (one with a duration)
 * has its peaks in a file beside it.
 */
export function clipTable(entries: Record<string, ClipEntry>): (id: string) => Clip {
  const read = new Map<string, Clip>();
  return (id) => {
    let clip = read.get(id);
    if (!clip) {
      const entry = entries[id];
      if (!entry) throw new Error(`No clip for item ${id} in the sound pack.`);
      clip =
        entry.duration === undefined
          ? { url: entry.url }
          : { url: entry.url, peaksUrl: peaksUrl(entry.url), duration: entry.duration };
      read.set(id, clip);
    }
    return clip;
  };
}

/**
 * A daily mode's clips alone: which items the served pack has a clip for, and that clip. Its mode's
 * descriptor (src/modes/<id>Mode.ts) builds its pool and its clips on it, and saving a day's clips
 * (src/daily/prefetchTodaysClips.ts) reads nothing else: none of the catalogue's names and images.
 * Each daily mode's is a module of src/modes/clips/.
 */
export interface ModeClips {
  has(id: string): boolean;
  clip(id: string): Clip;
}

/** A mode whose clip table is keyed by the item's own id. */
export function clipsOf(entries: Record<string, ClipEntry>): ModeClips {
  return { has: (id) => id in entries, clip: clipTable(entries) };
}
