import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressKey, loadSalt, playerKey } from './privacy';

const SALT = 'a-salt-for-tests-only-0123456789abcdef';
const DAY_27 = new Date('2026-11-27T08:00:00Z');

describe('addressKey', () => {
  it('keys an address the same all day and differently the next day', () => {
    const morning = addressKey(SALT, '203.0.113.5', DAY_27);
    expect(addressKey(SALT, '203.0.113.5', new Date('2026-11-27T23:59:59Z'))).toEqual(morning);
    expect(addressKey(SALT, '203.0.113.5', new Date('2026-11-28T00:00:00Z'))).not.toEqual(morning);
    expect(addressKey(SALT, '203.0.113.6', DAY_27)).not.toEqual(morning);
    expect(addressKey(`${SALT}x`, '203.0.113.5', DAY_27)).not.toEqual(morning);
  });

  it('takes an IPv4-mapped address as its IPv4 address, and an IPv6 address by its /64', () => {
    expect(addressKey(SALT, '::ffff:203.0.113.5', DAY_27)).toEqual(
      addressKey(SALT, '203.0.113.5', DAY_27),
    );
    expect(addressKey(SALT, '2001:db8:1:2::1', DAY_27)).toEqual(
      addressKey(SALT, '2001:db8:1:2:ffff::9', DAY_27),
    );
    expect(addressKey(SALT, '2001:db8:1:3::1', DAY_27)).not.toEqual(
      addressKey(SALT, '2001:db8:1:2::1', DAY_27),
    );
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

  it('makes one on first start and keeps it, readable by its owner alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'earshot-salt-'));
    try {
      const made = loadSalt(undefined, dir);
      expect(made.length).toBeGreaterThanOrEqual(32);
      expect(loadSalt(undefined, dir)).toBe(made);
      expect(readFileSync(path.join(dir, 'salt'), 'utf8').trim()).toBe(made);
      expect(statSync(path.join(dir, 'salt')).mode & 0o077).toBe(0);
      expect(loadSalt(undefined, null)).not.toBe(made);
      writeFileSync(path.join(dir, 'salt'), 'cut short\n');
      expect(() => loadSalt(undefined, dir)).toThrow(/not a salt/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
