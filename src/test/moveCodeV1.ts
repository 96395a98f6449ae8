import type { KeptData } from '../storage/move/kept';
import { crc32 } from '../storage/move/code';

/**
 * The stats code as version 1 wrote it (the game writes version 2 today and reads both): the kept
 * data as JSON marked as Earshot's, deflated, in base64url, with its CRC-32 in small letters. For the
 * tests of codes made before, and of what a version 1 payload may hold.
 */
export async function encodeCodeV1(value: unknown): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const deflate = new CompressionStream('deflate-raw');
  const writer = deflate.writable.getWriter();
  void writer.write(json);
  void writer.close();
  const chunks: number[] = [];
  const reader = deflate.readable.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(...read.value);
  }
  const bytes = Uint8Array.from(chunks);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  const payload = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const checksum = crc32(new TextEncoder().encode(payload)).toString(16).padStart(8, '0');
  return `ES1.${payload.length}.${payload}.${checksum}`;
}

/** Kept data as a version 1 code held it: marked as Earshot's. */
export function envelope(kept: KeptData) {
  return { app: 'earshot', ...kept };
}
