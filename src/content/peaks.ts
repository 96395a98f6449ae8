/**
 * Waveform peaks as the delivery build ships them: one character per bar, each a level from 0 to 63
 * written with the base64 alphabet. 64 levels draw a 75-pixel waveform indistinguishably from full
 * precision, in a quarter of the bytes of a number array. A clip has 64 bars a second, and at least
 * 256: a daily puzzle's first try, a second of a 90-second theme zoomed to the player's width, still
 * draws 64 of them (256 for the whole clip left it three).
 *
 * Each delivered clip's peaks are a small file beside it (`peaksUrl`), fetched with the clip when a
 * round deals it: a mode's code carries none of them, as a round needs one clip's peaks only.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LEVELS = ALPHABET.length - 1;

/** The fewest bars a clip's peaks have, however short it is. */
export const MIN_PEAKS = 256;
/** Bars per second of clip. */
export const PEAKS_PER_SECOND = 64;

/** How many bars a clip lasting `duration` seconds has. */
export const peakCount = (duration: number) =>
  Math.max(MIN_PEAKS, Math.ceil(duration * PEAKS_PER_SECOND));

/** Encodes peaks given as magnitudes from 0 to 1 (louder values are clipped to 1). */
export function encodePeaks(peaks: readonly number[]): string {
  return peaks
    .map((peak) => ALPHABET[Math.round(Math.min(1, Math.max(0, peak)) * LEVELS)])
    .join('');
}

/** Decodes peaks into the channel-array form wavesurfer takes. */
export function decodePeaks(encoded: string): number[][] {
  return [[...encoded].map((char) => Math.max(0, ALPHABET.indexOf(char)) / LEVELS)];
}

/** The name's ending of a clip's peaks file, beside the clip: `maps/ascent.mp3.peaks.json`. */
export const PEAKS_SUFFIX = '.peaks.json';

/** Where a delivered clip's peaks are served: its own address with `PEAKS_SUFFIX`. */
export const peaksUrl = (clipUrl: string) => `${clipUrl}${PEAKS_SUFFIX}`;

/** The peaks file's content: `{"peaks":"<encoded>"}`. */
export const peaksFile = (encoded: string) => JSON.stringify({ peaks: encoded });

const ENCODED = new RegExp(`^[${ALPHABET.replace('-', '\\-')}]{${MIN_PEAKS},}$`);

/** Reads a peaks file into wavesurfer's form; anything else than one (a page, a cut body) throws. */
export function readPeaksFile(text: string): number[][] {
  const { peaks } = (JSON.parse(text) ?? {}) as { peaks?: unknown };
  if (typeof peaks !== 'string' || !ENCODED.test(peaks)) throw new Error('Not a peaks file');
  return decodePeaks(peaks);
}

/** A clip's waveform peaks from its peaks file; rejects on any failure (no answer, an HTTP error, not a peaks file). */
export async function fetchPeaks(url: string, signal?: AbortSignal): Promise<number[][]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return readPeaksFile(await response.text());
}
