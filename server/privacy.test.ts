import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  dayKey,
  loadSalt,
  MINUTE_PREFIX,
  playerKey,
  QUOTA_PREFIX,
  saltFileOf,
} from './privacy';

const SALT = 'a-salt-for-tests-only-0123456789abcdef';

describe('addressKey', () => {
  const today = dayKey(SALT, randomBytes(32));

  it('keys an address by the day’s salt and the deployment’s salt together', () => {
    const key = addressKey(today, '203.0.113.5', MINUTE_PREFIX);
    expect(key).toHaveLength(16);
    expect(addressKey(today, '203.0.113.5', MINUTE_PREFIX)).toEqual(key);
    expect(addressKey(today, '203.0.113.6', MINUTE_PREFIX)).not.toEqual(key);
    // Another day's salt, or the same day's under another deployment's salt: another key.
    expect(addressKey(dayKey(SALT, randomBytes(32)), '203.0.113.5', MINUTE_PREFIX)).not.toEqual(
      key,
    );
    const daySalt = randomBytes(32);
    expect(addressKey(dayKey(SALT, daySalt), '203.0.113.5', 64)).not.toEqual(
      addressKey(dayKey(`${SALT}x`, daySalt), '203.0.113.5', 64),
    );
  });

  it('takes an IPv4-mapped address as its IPv4 address', () => {
    expect(addressKey(today, '::ffff:203.0.113.5', QUOTA_PREFIX)).toEqual(
      addressKey(today, '203.0.113.5', QUOTA_PREFIX),
    );
  });

  it('counts an IPv6 address by its /64 for the minute and its /56 for the quota', () => {
    const minute = (address: string) => addressKey(today, address, MINUTE_PREFIX);
    const quota = (address: string) => addressKey(today, address, QUOTA_PREFIX);
    expect(minute('2001:db8:1:200::1')).toEqual(minute('2001:db8:1:200:ffff::9'));
    expect(minute('2001:db8:1:201::1')).not.toEqual(minute('2001:db8:1:200::1'));
    expect(quota('2001:db8:1:201::1')).toEqual(quota('2001:db8:1:2ff::1'));
    expect(quota('2001:db8:1:300::1')).not.toEqual(quota('2001:db8:1:2ff::1'));
  });
});

describe('playerKey', () => {
  it('is one per browser and puzzle, whatever the id’s case', () => {
    const id = '0b0e6d6e-4b4c-4c4e-9b0e-1b2c3d4e5f60';
    const key = playerKey(SALT, 'map', 27, id);
    expect(key).toHaveLength(16);
    expect(playerKey(SALT, 'map', 27, id.toUpperCase())).toEqual(key);
    expect(playerKey(SALT, 'map', 28, id)).not.toEqual(key);
    expect(playerKey(SALT, 'ace', 27, id)).not.toEqual(key);
  });
});

describe('loadSalt', () => {
  it('takes the environment’s salt, and refuses a short one', () => {
    expect(loadSalt(SALT, null)).toBe(SALT);
    expect(() => loadSalt('short', null)).toThrow(/at least 32/);
  });

  it('moves a salt kept inside the data folder out of it, so today’s repeats are still told', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'earshot-salt-'));
    try {
      const legacy = path.join(dir, 'community', 'salt');
      const file = saltFileOf(path.join(dir, 'community'));
      const old = loadSalt(undefined, legacy);
      expect(loadSalt(undefined, file, legacy)).toBe(old);
      expect(existsSync(legacy)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes one on first start and keeps it beside the data folder, readable by its owner alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'earshot-salt-'));
    try {
      const file = saltFileOf(path.join(dir, 'community'));
      expect(path.dirname(file)).toBe(dir);
      const made = loadSalt(undefined, file);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(loadSalt(undefined, file)).toBe(made);
      expect(readFileSync(file, 'utf8').trim()).toBe(made);
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(loadSalt(undefined, null)).not.toBe(made);
      writeFileSync(file, 'cut short\n');
      expect(() => loadSalt(undefined, file)).toThrow(/not a salt/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
