import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  readSettings,
  volumeLevel,
  writeSettings,
  type SettingsStorage,
} from './settings';

function memoryStorage(
  initial: Record<string, string> = {},
): SettingsStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('readSettings', () => {
  it('reads back stored volume and mute', () => {
    expect(readSettings(memoryStorage({ volume: '0.5', isMuted: 'true' }))).toEqual({
      volume: 0.5,
      isMuted: true,
    });
  });

  it('defaults to 0.375 and unmuted when nothing is stored, and stores the defaults', () => {
    const storage = memoryStorage();
    expect(readSettings(storage)).toEqual({ volume: 0.375, isMuted: false });
    expect(storage.data).toEqual({ volume: '0.375', isMuted: 'false' });
  });

  it.each([['loud'], ['NaN'], ['-0.1'], ['0.9'], ['']])(
    'repairs a stored volume of %j to the default and keeps a valid mute',
    (volume) => {
      const storage = memoryStorage({ volume, isMuted: 'true' });
      expect(readSettings(storage)).toEqual({ volume: 0.375, isMuted: true });
      expect(storage.data.volume).toBe('0.375');
      expect(storage.data.isMuted).toBe('true');
    },
  );

  it('repairs a mute flag that is not a boolean and keeps a valid volume', () => {
    const storage = memoryStorage({ volume: '0.2', isMuted: 'yes' });
    expect(readSettings(storage)).toEqual({ volume: 0.2, isMuted: false });
    expect(storage.data.isMuted).toBe('false');
  });

  it('falls back to the defaults when storage throws', () => {
    const broken: SettingsStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSettings(broken)).toEqual({ volume: 0.375, isMuted: false });
    expect(() => writeSettings(broken, { volume: 0.1, isMuted: true })).not.toThrow();
  });
});

describe('writeSettings', () => {
  it('writes only the settings given, never a stale copy of the others', () => {
    const stored = new Map([['volume', '0.2']]);
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    writeSettings(storage, { isMuted: true });
    expect(Object.fromEntries(stored)).toEqual({ volume: '0.2', isMuted: 'true' });
  });

  it('repairs only the stored setting that was corrupt', () => {
    const stored = new Map([
      ['volume', 'loud'],
      ['isMuted', 'true'],
    ]);
    const written: string[] = [];
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        written.push(key);
        stored.set(key, value);
      },
    };
    expect(readSettings(storage)).toEqual({ volume: 0.375, isMuted: true });
    expect(written).toEqual(['volume']);
  });
});

describe('clampVolume', () => {
  it('keeps the volume between 0 and 0.75, without floating-point noise', () => {
    expect(clampVolume(1)).toBe(0.75);
    expect(clampVolume(-2)).toBe(0);
    expect(clampVolume(0.375 + 0.01)).toBe(0.385);
    expect(clampVolume(Number.NaN)).toBe(0.375);
  });
});

describe('volumeLevel', () => {
  it('is off when muted or at 0, low up to 0.375 and high above', () => {
    expect(volumeLevel({ volume: 0.5, isMuted: true })).toBe('off');
    expect(volumeLevel({ volume: 0, isMuted: false })).toBe('off');
    expect(volumeLevel({ volume: 0.01, isMuted: false })).toBe('low');
    expect(volumeLevel({ volume: 0.375, isMuted: false })).toBe('low');
    expect(volumeLevel({ volume: 0.38, isMuted: false })).toBe('high');
  });
});
