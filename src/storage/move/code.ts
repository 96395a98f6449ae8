/**
 * The text of a "Move your stats" code: `ES<version>.<length>.<payload>.<checksum>`, where payload is
 * the kept data as JSON, deflated and written in base64url (letters, digits, `-` and `_`: safe in a
 * link), length is the payload's length (so a cut-off link is told from a damaged one) and checksum
 * is the CRC-32 of the payload's bytes, in hex. Pure text in, text out, no storage touched.
 */

export const CODE_VERSION = 1;

/** Longer than any real code by far; refused before any work, so hostile input costs nothing. */
const MAX_CODE_LENGTH = 200_000;
/** The most an inflated payload may grow to (a deflate bomb stops here). */
const MAX_PAYLOAD_BYTES = 2_000_000;

export type DecodeFailure =
  'empty' | 'foreign' | 'futureVersion' | 'truncated' | 'damaged' | 'tooLong';

/** What a player reads when a code cannot be imported; nothing has changed when they read it. */
export const DECODE_FAILURE_MESSAGES: Record<DecodeFailure, string> = {
  empty: 'There is no code in this link. Export your stats again on your other device.',
  foreign: 'This is not an Earshot stats code.',
  futureVersion:
    'This code comes from a newer version of Earshot. Reload this page to get the newest version, then try again.',
  truncated:
    'This code is incomplete: part of the link is missing. Copy the whole link and try again.',
  damaged: 'This code is damaged: some of its characters have changed. Copy the link again.',
  tooLong: 'This code is far too long to be an Earshot stats code.',
};

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

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
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

/** Writes a value as a code. */
export async function encodeCode(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const payload = toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
  const checksum = crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');
  return `ES${CODE_VERSION}.${payload.length}.${payload}.${checksum}`;
}

/**
 * Reads a code back into the value it was made from (still to be validated by the caller), or says
 * why it cannot: not Earshot's, from a newer version, cut off, or damaged.
 */
export async function decodeCode(
  text: string,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: DecodeFailure }> {
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
  const expected = crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');
  if (checksum !== expected) return { ok: false, reason: 'damaged' };
  const bytes = fromBase64Url(payload);
  if (!bytes) return { ok: false, reason: 'damaged' };
  try {
    const json = await pipe(bytes, new DecompressionStream('deflate-raw'), MAX_PAYLOAD_BYTES);
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)) };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
