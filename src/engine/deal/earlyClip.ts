import type { Clip } from '../../../machines/player/playerMachine';
import { fetchPeaks } from '../../content/peaks';

/**
 * A clip whose requests went out before the player that plays it existed: the media element that
 * plays it, already loading, and its peaks on the way. The player takes both over (src/engine/
 * playerHandle.ts), so nothing is requested twice.
 */
export interface EarlyClip {
  clip: Clip;
  media: HTMLAudioElement;
  /** The clip's peaks, as `fetchPeaks` gives them. */
  peaks: Promise<number[][]>;
}

/**
 * Requests `clip` and its peaks at once; null for a clip without a peaks file (a clip the delivery
 * did not encode: wavesurfer fetches and decodes it itself, when its player loads it).
 */
export function startClip(clip: Clip): EarlyClip | null {
  if (!clip.peaksUrl || !clip.duration) return null;
  const media = new Audio();
  media.preload = 'auto';
  media.src = new URL(clip.url, document.baseURI).href;
  const peaks = fetchPeaks(clip.peaksUrl);
  // A failure is the player's to handle once it takes the peaks over; until then it is not unhandled.
  peaks.catch(() => {});
  return { clip, media, peaks };
}

/** Stops an early clip's download: no player will take it over. */
export function dropClip(start: EarlyClip): void {
  start.media.removeAttribute('src');
  start.media.load();
}
