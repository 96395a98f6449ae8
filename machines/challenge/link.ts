import { RUN_CHOICES, type InfiniteChoice } from '../infiniteChoices.ts';
import { MODE_IDS, type ModeId } from '../modes.ts';
import { nextRandom } from '../random.ts';
import { MAX_NICKNAME_BYTES, MAX_RESULTS } from './limits.ts';
import { cleanNickname, hasControlCharacter } from './nickname.ts';
import type { Difficulty } from '../rules/attempts.ts';

/**
 * A challenge link's text: what to play (a round's clip, an infinite run's sequence, a daily puzzle)
 * and the results so far, in a few hundred characters and no server. The format is bytes:
 *
 *   salt (2, in clear) · then XORed with a keystream drawn from the salt:
 *   version (1) · kind (1) · the game (5–7) · sender's row (1) · rows (1) · each row · checksum (4)
 *
 * and base64url. Modes, choices and difficulties are indices into the one list of each, a clip is an
 * index into its mode's pool sorted by id (with a tag of that pool, so a link from a build with other
 * clips is refused rather than playing something else). The keystream only stops a clip's index from
 * being read by eye (or two links of the same round from looking alike); the checksum makes a cut,
 * damaged or edited link fail as a whole.
 */
export const LINK_VERSION = 1;
export { MAX_NICKNAME_BYTES, MAX_RESULTS };

/**
 * Far more than the longest link the game writes (every row with the longest nickname): a longer
 * text is refused before any work is spent on it.
 */
const MAX_LINK_CHARACTERS = 2000;

const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'infinite'];
const KINDS = ['round', 'run', 'daily'] as const;
export type ChallengeKind = (typeof KINDS)[number];

/** What a challenge plays. `pool` is a tag of the clips the sender's game dealt from (poolTag). */
export type ChallengeGame =
  | { kind: 'round'; mode: ModeId; difficulty: Difficulty; pool: number; clip: number }
  | { kind: 'run'; choice: InfiniteChoice; pool: number; seed: number }
  | { kind: 'daily'; mode: ModeId; puzzle: number };

/**
 * One player's result. `value` is a run's score; for a round or a daily puzzle the tries it took,
 * 0 when missed. `when` is in minutes since 1970 (UTC). `id` is drawn at random when the result is
 * made: it is what makes a result count once however often it travels.
 */
export interface ChallengeResult {
  id: number;
  nickname: string;
  value: number;
  when: number;
}

export interface Challenge {
  game: ChallengeGame;
  /** The id of the result of whoever sent the link. */
  from: number;
  /** Best first, at most MAX_RESULTS. */
  results: ChallengeResult[];
}

export type LinkProblem = 'damaged' | 'newer';

export type DecodedLink = { ok: true; challenge: Challenge } | { ok: false; problem: LinkProblem };

// ---------------------------------------------------------------------------------------------
// Results: order, merge and cap.

const isSolvedValue = (kind: ChallengeKind, value: number) => kind === 'run' || value > 0;

/** Best first: a run's higher score; a round's or daily's fewer tries, a miss last; then earliest. */
export function compareResults(kind: ChallengeKind) {
  return (a: ChallengeResult, b: ChallengeResult): number => {
    if (kind === 'run') {
      if (a.value !== b.value) return b.value - a.value;
    } else {
      const solvedA = isSolvedValue(kind, a.value);
      const solvedB = isSolvedValue(kind, b.value);
      if (solvedA !== solvedB) return solvedA ? -1 : 1;
      if (a.value !== b.value) return a.value - b.value;
    }
    if (a.when !== b.when) return a.when - b.when;
    if (a.id !== b.id) return a.id - b.id;
    return a.nickname < b.nickname ? -1 : a.nickname > b.nickname ? 1 : 0;
  };
}

/**
 * Every result of both lists, each id once, best first. Adding a result already there changes
 * nothing, and the order of the lists does not matter (two rows with one id, which only an edited
 * link can make, keep the one that sorts first).
 */
export function mergeResults(
  kind: ChallengeKind,
  a: readonly ChallengeResult[],
  b: readonly ChallengeResult[],
): ChallengeResult[] {
  const compare = compareResults(kind);
  const byId = new Map<number, ChallengeResult>();
  for (const result of [...a, ...b]) {
    const kept = byId.get(result.id);
    if (!kept || compare(result, kept) < 0) byId.set(result.id, result);
  }
  return [...byId.values()].sort(compare);
}

/**
 * The best `max` results, best first; the result `keep` (the sender's) stays in even when it is not
 * among the best, in the last place kept, so that a link always says whose it is.
 */
export function capResults(
  kind: ChallengeKind,
  results: readonly ChallengeResult[],
  keep?: number,
  max = MAX_RESULTS,
): ChallengeResult[] {
  const sorted = [...results].sort(compareResults(kind));
  const best = sorted.slice(0, max);
  if (keep === undefined || best.some((result) => result.id === keep)) return best;
  const kept = sorted.find((result) => result.id === keep);
  return kept ? [...best.slice(0, max - 1), kept] : best;
}

// ---------------------------------------------------------------------------------------------
// Bytes.

/** FNV-1a, 32 bits. */
function checksum(bytes: Uint8Array): number {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A 16-bit tag of a list of ids in its order (a mode's clips sorted, or a run's pool as it deals
 * from it), to tell two builds' pools apart.
 */
export function poolTag(ids: readonly string[]): number {
  const bytes = new TextEncoder().encode(ids.join('\n'));
  const hash = checksum(bytes);
  return (hash ^ (hash >>> 16)) & 0xffff;
}

function xorKeystream(bytes: Uint8Array, salt: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let seed = (salt * 0x9e3779b1) ^ 0x5eed1e55;
  for (let i = 0; i < bytes.length; i++) {
    const step = nextRandom(seed);
    seed = step.seed;
    out[i] = bytes[i] ^ Math.floor(step.value * 256);
  }
  return out;
}

class Writer {
  private bytes: number[] = [];
  u8(value: number) {
    this.bytes.push(value & 0xff);
  }
  u16(value: number) {
    this.u8(value >>> 8);
    this.u8(value);
  }
  u32(value: number) {
    this.u16(value >>> 16);
    this.u16(value);
  }
  raw(bytes: Uint8Array) {
    for (const byte of bytes) this.bytes.push(byte);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  private need(count: number) {
    if (this.at + count > this.bytes.length) throw new LinkError('damaged');
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.at++];
  }
  u16(): number {
    return (this.u8() << 8) | this.u8();
  }
  u32(): number {
    return ((this.u16() << 16) | this.u16()) >>> 0;
  }
  raw(count: number): Uint8Array {
    this.need(count);
    const slice = this.bytes.slice(this.at, this.at + count);
    this.at += count;
    return slice;
  }
  /** `count` bytes of UTF-8 text. */
  text(count: number): string {
    const bytes = this.raw(count);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new LinkError('damaged');
    }
  }
  get ended() {
    return this.at === this.bytes.length;
  }
}

class LinkError extends Error {
  constructor(readonly problem: LinkProblem) {
    super(problem);
  }
}

const isU16 = (value: number) => Number.isInteger(value) && value >= 0 && value <= 0xffff;
const isU32 = (value: number) => Number.isInteger(value) && value >= 0 && value <= 0xffffffff;

function writeGame(out: Writer, game: ChallengeGame) {
  out.u8(KINDS.indexOf(game.kind));
  if (game.kind === 'round') {
    out.u8(MODE_IDS.indexOf(game.mode));
    out.u8(DIFFICULTIES.indexOf(game.difficulty));
    out.u16(game.pool);
    out.u16(game.clip);
  } else if (game.kind === 'run') {
    out.u8(RUN_CHOICES.indexOf(game.choice));
    out.u16(game.pool);
    out.u32(game.seed >>> 0);
  } else {
    out.u8(MODE_IDS.indexOf(game.mode));
    out.u16(game.puzzle);
  }
}

/** An index into a list, read from a link: one past the end is a later game's (`newer`). */
function pick<T>(list: readonly T[], index: number): T {
  if (index >= list.length) throw new LinkError('newer');
  return list[index];
}

function readGame(input: Reader): ChallengeGame {
  const kind = pick(KINDS, input.u8());
  if (kind === 'round') {
    const mode = pick(MODE_IDS, input.u8());
    const difficulty = pick(DIFFICULTIES, input.u8());
    return { kind, mode, difficulty, pool: input.u16(), clip: input.u16() };
  }
  if (kind === 'run') {
    const choice = pick(RUN_CHOICES, input.u8());
    return { kind, choice, pool: input.u16(), seed: input.u32() | 0 };
  }
  const mode = pick(MODE_IDS, input.u8());
  const puzzle = input.u16();
  if (puzzle < 1) throw new LinkError('damaged');
  return { kind, mode, puzzle };
}

/** The game's bytes as text: the key under which a player's results of one challenge are kept. */
export function gameKey(game: ChallengeGame): string {
  const out = new Writer();
  writeGame(out, game);
  return Array.from(out.done(), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new LinkError('damaged');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * The link text of a challenge. The results are capped (the sender's kept) and sorted; `salt` (16
 * bits, random by default) makes two links of one game look unrelated.
 */
export function encodeChallenge(
  challenge: Challenge,
  salt = Math.floor(Math.random() * 0x10000),
): string {
  const { game } = challenge;
  const results = capResults(game.kind, challenge.results, challenge.from);
  const from = results.findIndex((result) => result.id === challenge.from);
  if (from < 0) throw new Error("A challenge carries its sender's result.");
  const plain = new Writer();
  plain.u8(LINK_VERSION);
  writeGame(plain, game);
  plain.u8(from);
  plain.u8(results.length);
  const encoder = new TextEncoder();
  for (const result of results) {
    if (!isU32(result.id) || !isU32(result.when) || !isU16(result.value)) {
      throw new Error('A result out of range.');
    }
    const name = encoder.encode(cleanNickname(result.nickname));
    plain.u32(result.id);
    plain.u32(result.when);
    plain.u16(result.value);
    plain.u8(name.length);
    plain.raw(name);
  }
  const body = plain.done();
  const sealed = new Writer();
  sealed.raw(body);
  sealed.u32(checksum(body));
  const envelope = new Writer();
  envelope.u16(salt);
  envelope.raw(xorKeystream(sealed.done(), salt & 0xffff));
  return toBase64Url(envelope.done());
}

/**
 * A challenge from a link's text, or why there is none: `damaged` (cut, edited, not a link at all),
 * `newer` (a later game's format, mode or kind). Never throws.
 */
export function decodeChallenge(text: string): DecodedLink {
  try {
    if (text.length > MAX_LINK_CHARACTERS) throw new LinkError('damaged');
    const bytes = fromBase64Url(text);
    if (bytes.length < 2 + 1 + 4) throw new LinkError('damaged');
    const salt = (bytes[0] << 8) | bytes[1];
    const sealed = xorKeystream(bytes.subarray(2), salt);
    const body = sealed.subarray(0, sealed.length - 4);
    const sum = new Reader(sealed.subarray(sealed.length - 4)).u32();
    if (checksum(body) !== sum) throw new LinkError('damaged');
    const input = new Reader(body);
    const version = input.u8();
    if (version > LINK_VERSION) throw new LinkError('newer');
    if (version !== LINK_VERSION) throw new LinkError('damaged');
    const game = readGame(input);
    const from = input.u8();
    const count = input.u8();
    // A link without rows has no sender's row either.
    if (count > MAX_RESULTS || from >= count) throw new LinkError('damaged');
    const results: ChallengeResult[] = [];
    for (let i = 0; i < count; i++) {
      const id = input.u32();
      const when = input.u32();
      const value = input.u16();
      const length = input.u8();
      if (length > MAX_NICKNAME_BYTES) throw new LinkError('damaged');
      const written = input.text(length);
      // No game writes a control character: a link with one was made by hand. Invisible
      // characters are dropped rather than refused: earlier games let them through.
      if (hasControlCharacter(written)) throw new LinkError('damaged');
      const nickname = cleanNickname(written);
      if (game.kind !== 'run' && value > 99) throw new LinkError('damaged');
      results.push({ id, when, value, nickname });
    }
    if (!input.ended) throw new LinkError('damaged');
    if (new Set(results.map((result) => result.id)).size !== results.length) {
      throw new LinkError('damaged');
    }
    const sender = results[from].id;
    return {
      ok: true,
      challenge: { game, from: sender, results: mergeResults(game.kind, results, []) },
    };
  } catch (error) {
    if (error instanceof LinkError) return { ok: false, problem: error.problem };
    // Every check above refuses with a LinkError: anything else is a bug of ours, told to whoever
    // looks at the console while the player still gets a clear answer.
    console.error('Earshot: a challenge link could not be read:', error);
    return { ok: false, problem: 'damaged' };
  }
}
