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
