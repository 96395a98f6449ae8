import type { Clip } from '../../machines/player/playerMachine';
import type { ClipEntry } from '../content/clips';
import { decodePeaks } from '../content/peaks';

/**
 * Looks clips up by item id, decoding each entry once: the same item always gives the same Clip object,
 * so a player is not reloaded because a screen rendered again.
 */
export function clipTable(entries: Record<string, ClipEntry>): (id: string) => Clip {
  const decoded = new Map<string, Clip>();
  return (id) => {
    let clip = decoded.get(id);
    if (!clip) {
      const entry = entries[id];
      if (!entry) throw new Error(`No clip for item ${id} in the sound pack.`);
      clip = {
        url: entry.url,
        peaks: entry.peaks ? decodePeaks(entry.peaks) : undefined,
        duration: entry.duration,
      };
      decoded.set(id, clip);
    }
    return clip;
  };
}
