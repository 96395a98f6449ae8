/**
 * Waveform peaks as the delivery build ships them: one character per bar, each a level from 0 to 63
 * written with the base64 alphabet. 256 bars at 64 levels draw a 75-pixel waveform indistinguishably
 * from full precision, in a quarter of the bytes of a number array.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const LEVELS = ALPHABET.length - 1;

export const PEAK_COUNT = 256;

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
