import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeIP } from '@fastify/rate-limit';

/** The fewest characters a salt from the environment may have: a guessable one would key nothing. */
export const MIN_SALT_LENGTH = 32;

/**
 * How much of an IPv6 address is one network. The per-minute limit counts a /64, which one
 * subscriber (a phone, a home's LAN) holds whole. The per-puzzle quota counts a /56: a home is
 * delegated a /56 or a /48 (RIPE-690), so a /64 each would hand one home 256 quotas or more, where
 * IPv4's NAT makes it one address; a /56 still leaves neighbours on one carrier apart.
 */
export const MINUTE_PREFIX = 64;
export const QUOTA_PREFIX = 56;

const hmac = (key: string | Buffer, text: string | Buffer) =>
  createHmac('sha256', key).update(text).digest();

/**
 * What the results table keeps of a browser: a keyed hash of its random id and the puzzle, 16 bytes.
 * Enough to tell a repeat from a new result; no browser id is stored, and without the salt two rows
 * cannot be told to be one browser's.
 */
export function playerKey(salt: string, mode: string, puzzle: number, browserId: string): Buffer {
  return hmac(salt, `player\n${mode}\n${puzzle}\n${browserId.toLowerCase()}`).subarray(0, 16);
}

/**
 * The key every hash of an address on one puzzle's day is made with: the deployment's salt and the
 * day's random salt (server/dayKeys.ts) together. The day's salt is deleted with the day's quota rows,
 * so that afterwards nobody, even holding the database and the salt, can try an address against a
 * hash of that day; while the day lasts, the database alone is not enough either.
 */
export function dayKey(salt: string, daySalt: Buffer): Buffer {
  return hmac(salt, Buffer.concat([Buffer.from('address-day\n'), daySalt]));
}

/**
 * A network address as a key under a day's key, 16 bytes: neither the rate limiter nor the quota
 * table holds an address in the clear, and no key links one day's requests to another's. An IPv6
 * address counts by its first `ipv6Prefix` bits; an IPv4-mapped one as the IPv4 address.
 */
export function addressKey(key: Buffer, address: string, ipv6Prefix: number): Buffer {
  return hmac(key, normalizeIP(address, ipv6Prefix)).subarray(0, 16);
}

/**
 * Where the embedded database's generated salt is kept: beside its data folder, never in it, so that
 * a copy of the data (a backup, a folder sent with a bug report) holds no salt.
 */
export const saltFileOf = (dataDir: string) =>
  path.join(path.dirname(dataDir), `${path.basename(dataDir)}.salt`);

/**
 * The salt of hashes of browser ids and of the day keys: EARSHOT_API_SALT where given (every process
 * of one deployment must share it), else one made on first start and kept in `file` (memory only
 * without a file, for an in-memory database). A salt an earlier version kept inside the data folder
 * (`legacyFile`) is moved out, so today's repeats are still told.
 */
export function loadSalt(
  fromEnv: string | undefined,
  file: string | null,
  legacyFile: string | null = null,
): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SALT_LENGTH) {
      throw new Error(`EARSHOT_API_SALT must have at least ${MIN_SALT_LENGTH} characters.`);
    }
    return fromEnv;
  }
  const made = randomBytes(32).toString('base64url');
  if (file === null) return made;
  if (!existsSync(file) && legacyFile && existsSync(legacyFile)) renameSync(legacyFile, file);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < MIN_SALT_LENGTH) {
      throw new Error(`${file} is not a salt (too short): delete it to have a new one made.`);
    }
    return kept;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
