import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeIP } from '@fastify/rate-limit';
import { puzzleNumber } from '../machines/daily/calendar.ts';

/** The fewest characters a salt from the environment may have: a guessable one would key nothing. */
export const MIN_SALT_LENGTH = 32;

const hmac = (key: string | Buffer, text: string) =>
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
 * The key of a network address on the UTC day holding `now`: a hash whose key changes every day, so
 * that neither the rate limiter's memory nor the quota table holds an address in the clear, and no
 * key links one day's requests to another's. An IPv6 address counts by its /64, which one subscriber
 * holds whole; an IPv4-mapped one as the IPv4 address.
 */
export function addressKey(salt: string, address: string, now: Date): Buffer {
  return hmac(dayKey(salt, puzzleNumber(now)), normalizeIP(address, 64)).subarray(0, 16);
}

// Every request is keyed (the limiter's key): the day's key is worked out once a day, not each time.
let lastDayKey: { salt: string; day: number; key: Buffer } | null = null;
function dayKey(salt: string, day: number): Buffer {
  if (lastDayKey?.salt !== salt || lastDayKey.day !== day) {
    lastDayKey = { salt, day, key: hmac(salt, `address-day\n${day}`) };
  }
  return lastDayKey.key;
}

/**
 * The salt of hashes of browser ids and addresses: EARSHOT_API_SALT where given (every process of one
 * deployment must share it), else one made on first start and kept in the embedded database's data
 * folder (memory only for an in-memory database).
 */
export function loadSalt(fromEnv: string | undefined, dataDir: string | null): string {
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_SALT_LENGTH) {
      throw new Error(`EARSHOT_API_SALT must have at least ${MIN_SALT_LENGTH} characters.`);
    }
    return fromEnv;
  }
  const made = randomBytes(32).toString('base64url');
  if (dataDir === null) return made;
  const file = path.join(dataDir, 'salt');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < MIN_SALT_LENGTH) {
      throw new Error(`${file} is not a salt (too short): delete it to have a new one made.`);
    }
    return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${made}\n`, { mode: 0o600 });
  return made;
}
