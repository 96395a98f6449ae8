/*
 * A round's clip is served without anything but its sound. The sound pack's files carry no titles
 * today (checked: the MP3s an encoder tag, the footsteps WAVs an `id3 ` chunk of two TXXX frames,
 * the rest nothing), but a future pack or a re-encode could name the answer in a tag, and a player's
 * browser would show it to anyone who opens the network panel. So tags go, whatever they hold.
 */

/** The chunks a WAV needs to play: its format, its samples, and `fact` for compressed formats. */
const WAV_CHUNKS = new Set(['fmt ', 'fact', 'data']);

/** A WAV with its chunks other than WAV_CHUNKS (LIST/INFO, id3, bext, …) left out. */
export function stripWav(bytes: Buffer): Buffer {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF') return bytes;
  if (bytes.toString('latin1', 8, 12) !== 'WAVE') return bytes;
  const kept: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    // A chunk is padded to an even length; a truncated last one is kept as far as it goes.
    const end = Math.min(bytes.length, offset + 8 + size + (size & 1));
    if (WAV_CHUNKS.has(id)) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WAVE', 8, 'latin1');
  return Buffer.concat([header, body]);
}

/** An ID3v2 tag's length at `offset` (header, frames and footer), or 0 when none starts there. */
function id3v2Length(bytes: Buffer, offset: number): number {
  if (offset + 10 > bytes.length || bytes.toString('latin1', offset, offset + 3) !== 'ID3')
    return 0;
  // The size is "syncsafe": 7 bits a byte.
  const size =
    ((bytes[offset + 6]! & 0x7f) << 21) |
    ((bytes[offset + 7]! & 0x7f) << 14) |
    ((bytes[offset + 8]! & 0x7f) << 7) |
    (bytes[offset + 9]! & 0x7f);
  const footer = bytes[offset + 5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** An MP3 without its ID3v2 tags in front or its ID3v1 tag (the last 128 bytes, "TAG…") behind. */
export function stripMp3(bytes: Buffer): Buffer {
  let start = 0;
  for (let length = id3v2Length(bytes, 0); length > 0; length = id3v2Length(bytes, start)) {
    start = Math.min(bytes.length, start + length);
  }
  let end = bytes.length;
  if (end - start >= 128 && bytes.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  return bytes.subarray(start, end);
}

/** The clip's sound alone, by its file's kind (`.wav`, `.mp3`); other kinds are served as they are. */
export function stripMetadata(bytes: Buffer, clipPath: string): Buffer {
  if (clipPath.endsWith('.wav')) return stripWav(bytes);
  if (clipPath.endsWith('.mp3')) return stripMp3(bytes);
  return bytes;
}
