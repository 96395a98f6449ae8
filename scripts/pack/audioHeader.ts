/**
 * Recognises an audio file by its first bytes rather than its name: a RIFF/WAVE container with a PCM
 * format chunk, or MPEG audio (an ID3v2 tag followed by a frame, or a frame sync at the start).
 */
export type AudioFormat = 'wav' | 'mp3';

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function isMpegFrame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const sync = bytes[at] === 0xff && (bytes[at + 1] & 0xe0) === 0xe0;
  const version = (bytes[at + 1] >> 3) & 0x03; // 01 is reserved
  const layer = (bytes[at + 1] >> 1) & 0x03; // 00 is reserved
  const bitrate = bytes[at + 2] >> 4; // 1111 is invalid
  const sampleRate = (bytes[at + 2] >> 2) & 0x03; // 11 is reserved
  return sync && version !== 1 && layer !== 0 && bitrate !== 0x0f && sampleRate !== 3;
}

export function sniffAudio(bytes: Uint8Array): AudioFormat | null {
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') {
    return ascii(bytes, 12, 4) === 'fmt ' || bytes.length < 16 ? 'wav' : null;
  }
  if (bytes.length >= 10 && ascii(bytes, 0, 3) === 'ID3') {
    // The tag size is four 7-bit bytes; the first frame follows the ten-byte header.
    const size = (bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9];
    const frameAt = 10 + size;
    // A large tag (cover art) can run past what was read: the tag itself then vouches for the file.
    return frameAt + 4 > bytes.length || isMpegFrame(bytes, frameAt) ? 'mp3' : null;
  }
  return isMpegFrame(bytes, 0) ? 'mp3' : null;
}

/** How many leading bytes `sniffAudio` wants to see. */
export const SNIFF_BYTES = 64 * 1024;
