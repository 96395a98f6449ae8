/**
 * The text of a "Move your stats" code: `ES<version>.<length>.<payload>.<checksum>`, where length is
 * the payload's length (so a cut-off link is told from a damaged one) and checksum is the CRC-32 of
 * the payload's characters, in hex. Pure text in, text out, no storage touched.
 *
 * - Version 2 (written today): the payload is the kept data's bytes (./compact.ts) in base32, and the
 *   checksum in capitals: every character of the code is one of a QR code's alphanumeric set (capitals,
 *   digits and a few signs), which it packs in 5.5 bits rather than a byte, so that the QR code of a
 *   link stays coarse enough for a phone's camera.
 * - Version 1 (read still, for links made before): the kept data as JSON, deflated, in base64url, the
 *   checksum in small letters.
 */

export const CODE_VERSION = 2;

/** Longer than any real code by far; refused before any work, so hostile input costs nothing. */
const MAX_CODE_LENGTH = 200_000;
/** The most an inflated payload may grow to (a deflate bomb stops here). */
const MAX_PAYLOAD_BYTES = 2_000_000;

export type DecodeFailure =
  'empty' | 'foreign' | 'futureVersion' | 'truncated' | 'damaged' | 'tooLong';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** RFC 4648's base32 alphabet: capitals and the digits 2 to 7. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function toBase32(bytes: Uint8Array): string {
  let text = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** The bytes of a base32 text, or null if it is not one (a length base32 never has, a stray bit). */
export function fromBase32(text: string): Uint8Array | null {
  if (!/^[A-Z2-7]*$/.test(text) || [1, 3, 6].includes(text.length % 8)) return null;
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    value = ((value << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  // The last character's spare bits are zeros in a code this game wrote.
  if ((value & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(bytes);
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pipe(
  bytes: Uint8Array,
  transform: CompressionStream | DecompressionStream,
  max = Infinity,
) {
  const writer = transform.writable.getWriter();
  // Errors surface through the reader; the writer's own promises would otherwise go unhandled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = transform.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const result = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

const checksumOf = (payload: string) =>
  crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');

/** Writes bytes (./compact.ts) as a code of today's version. */
export function encodeCode(bytes: Uint8Array): string {
  const payload = toBase32(bytes);
  return `ES${CODE_VERSION}.${payload.length}.${payload}.${checksumOf(payload).toUpperCase()}`;
}

export type Decoded =
  | { ok: true; version: 1; value: unknown }
  | { ok: true; version: 2; bytes: Uint8Array }
  | { ok: false; reason: DecodeFailure };

/**
 * Reads a code back into what it was made from (still to be validated by the caller): a version 1
 * code's value, a version 2 code's bytes; or says why it cannot: not Earshot's, from a newer
 * version, cut off, or damaged.
 */
export async function decodeCode(text: string): Promise<Decoded> {
  const code = text.trim();
  if (code === '') return { ok: false, reason: 'empty' };
  if (code.length > MAX_CODE_LENGTH) return { ok: false, reason: 'tooLong' };
  const header = /^ES(\d{1,6})\./.exec(code);
  if (!header) return { ok: false, reason: 'foreign' };
  const version = Number(header[1]);
  if (version > CODE_VERSION) return { ok: false, reason: 'futureVersion' };
  if (version < 1) return { ok: false, reason: 'foreign' };
  const [, lengthText, payload, checksum, ...extra] = code.split('.');
  if (!/^\d{1,7}$/.test(lengthText ?? '')) return { ok: false, reason: 'damaged' };
  const length = Number(lengthText);
  if (payload === undefined || payload.length < length) return { ok: false, reason: 'truncated' };
  if (payload.length > length || extra.length > 0) return { ok: false, reason: 'damaged' };
  if (checksum === undefined || checksum.length < 8) return { ok: false, reason: 'truncated' };
  const expected = checksumOf(payload);
  if (version >= 2) {
    if (checksum !== expected.toUpperCase()) return { ok: false, reason: 'damaged' };
    const bytes = fromBase32(payload);
    return bytes ? { ok: true, version: 2, bytes } : { ok: false, reason: 'damaged' };
  }
  if (checksum !== expected) return { ok: false, reason: 'damaged' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, reason: 'damaged' };
  try {
    const json = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_PAYLOAD_BYTES);
    return {
      ok: true,
      version: 1,
      value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)),
    };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
