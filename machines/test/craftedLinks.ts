import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Challenge links made by hand, as someone crafting one would make them: the format's bytes
 * (machines/challenge/link.ts) written one by one, then sealed with the public keystream and checksum.
 * The sealing is written here from the format rather than imported from the game, so that a change to
 * the game's sealing turns the tests red instead of following along.
 */

export const u16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
export const u32 = (value: number) => [...u16(value >>> 16), ...u16(value & 0xffff)];
export const utf8 = (text: string) => [...new TextEncoder().encode(text)];

/** A game's bytes: its kind (0 round, 1 run, 2 daily) then its fields. */
export const roundGame = ({ mode = 0, difficulty = 1, pool = 0xbeef, clip = 3 } = {}) => [
  0,
  mode,
  difficulty,
  ...u16(pool),
  ...u16(clip),
];
export const runGame = ({ choice = 0, pool = 0x1234, seed = 0xdeadbeef } = {}) => [
  1,
  choice,
  ...u16(pool),
  ...u32(seed),
];
export const dailyGame = ({ mode = 0, puzzle = 27 } = {}) => [2, mode, ...u16(puzzle)];

/** One result's bytes. `name` is text (written as UTF-8) or raw bytes; `length` overrides its count. */
export interface CraftedRow {
  id: number;
  value: number;
  when?: number;
  name?: string | readonly number[];
  length?: number;
}

export function rowBytes({ id, value, when = 29_000_000, name = '', length }: CraftedRow) {
  const bytes = typeof name === 'string' ? utf8(name) : [...name];
  return [...u32(id), ...u32(when), ...u16(value), length ?? bytes.length, ...bytes];
}

/** A link's plain body: version, game, the sender's row, the count of rows, the rows, then `after`. */
export function craftBody({
  version = 1,
  game,
  rows,
  from = 0,
  count = rows.length,
  after = [],
}: {
  version?: number;
  game: readonly number[];
  rows: readonly CraftedRow[];
  from?: number;
  count?: number;
  after?: readonly number[];
}): number[] {
  return [version, ...game, from, count, ...rows.flatMap(rowBytes), ...after];
}

/** FNV-1a, 32 bits: the format's checksum. */
function fnv1a(bytes: ArrayLike<number>): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

/** The keystream a salt draws: mulberry32 seeded from the salt, one byte per step. */
function keystream(length: number, salt: number): number[] {
  const out: number[] = [];
  let seed = (salt * 0x9e3779b1) ^ 0x5eed1e55;
  for (let i = 0; i < length; i++) {
    const next = (seed + 0x6d2b79f5) | 0;
    let t = next;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out.push(Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * 256));
    seed = next;
  }
  return out;
}

const toBase64Url = (bytes: readonly number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** A body sealed as the game seals it: salt, then body and checksum XORed with the keystream. */
export function seal(body: ArrayLike<number>, salt = 0x2a17): string {
  const plain = [...Array.from(body), ...u32(fnv1a(body))];
  const xor = keystream(plain.length, salt);
  return toBase64Url([...u16(salt), ...plain.map((byte, i) => byte ^ xor[i])]);
}

/** A link's plain body (without its checksum) and salt. */
export function unseal(text: string): { body: Uint8Array; salt: number } {
  const bytes = fromBase64Url(text);
  const salt = (bytes[0] << 8) | bytes[1];
  const xor = keystream(bytes.length - 2, salt);
  const plain = bytes.subarray(2).map((byte, i) => byte ^ xor[i]);
  return { body: plain.slice(0, plain.length - 4), salt };
}

/** A link whose body `edit` changed, sealed again as the game would. */
export function reseal(text: string, edit: (body: Uint8Array) => void): string {
  const { body, salt } = unseal(text);
  edit(body);
  return seal(body, salt);
}

/**
 * Fails each test of the suite in which the decoder met an error it did not expect: it tells the
 * console of one (a bug of ours), while a check refuses a link without a word.
 */
export function failOnDecoderBugs() {
  let bug: MockInstance<typeof console.error>;
  beforeEach(() => {
    bug = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const errors = bug.mock.calls;
    vi.restoreAllMocks();
    expect(errors).toEqual([]);
  });
}
