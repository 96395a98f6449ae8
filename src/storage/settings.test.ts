import { describe, expect, it } from 'vitest';
import { memoryBackend } from '../test/memoryBackend';
import {
  highContrastEntry,
  rulesSeenEntry,
  settingsStoredElsewhere,
  storedSettings,
} from './settings';
import { createGameStore, type StorageBackend, type StorageProblem } from './store';

function storeOver(backend: StorageBackend) {
  const problems: StorageProblem[] = [];
  const store = createGameStore({ backend: () => backend, report: (p) => problems.push(p) });
  return { store, settings: storedSettings(store), problems };
}

describe('the player’s settings in the store', () => {
  it('reads back the volume and mute kept under the spec’s keys, as bare text', () => {
    const { settings } = storeOver(memoryBackend({ volume: '0.5', isMuted: 'true' }));
    expect(settings.read()).toEqual({ volume: 0.5, isMuted: true });
  });

  it('has the defaults when nothing is kept, and writes nothing for them', () => {
    const backend = memoryBackend();
    expect(storeOver(backend).settings.read()).toEqual({ volume: 0.375, isMuted: false });
    expect(Object.fromEntries(backend.items)).toEqual({});
  });

  it('writes each setting as the spec keeps it, and only the setting given', () => {
    const backend = memoryBackend({ volume: '0.2' });
    storeOver(backend).settings.write({ isMuted: true });
    expect(Object.fromEntries(backend.items)).toEqual({ volume: '0.2', isMuted: 'true' });
    storeOver(backend).settings.write({ volume: 0.61 });
    expect(backend.items.get('volume')).toBe('0.61');
  });

  it.each([['loud'], ['NaN'], ['-0.1'], ['0.9'], [''], ['{"oops":1}']])(
    'falls back to the default for a corrupt stored volume of %j, repairs it once and keeps the mute',
    (volume) => {
      const backend = memoryBackend({ volume, isMuted: 'true' });
      const { settings, problems } = storeOver(backend);
      expect(settings.read()).toEqual({ volume: 0.375, isMuted: true });
      expect(backend.items.get('volume')).toBe('0.375');
      expect(backend.items.get('volume.corrupt')).toBe(volume);
      expect(backend.items.get('isMuted')).toBe('true');
      expect(problems).toEqual([{ kind: 'corrupt', key: 'volume', reason: 'invalid data' }]);
    },
  );

  it('repairs a mute flag that is not a boolean and keeps a valid volume', () => {
    const backend = memoryBackend({ volume: '0.2', isMuted: 'yes' });
    expect(storeOver(backend).settings.read()).toEqual({ volume: 0.2, isMuted: false });
    expect(backend.items.get('isMuted')).toBe('false');
  });

  it('keeps the settings for the page when the browser’s storage throws', () => {
    const broken: StorageBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const { settings } = storeOver(broken);
    expect(settings.read()).toEqual({ volume: 0.375, isMuted: false });
    expect(() => settings.write({ volume: 0.1, isMuted: true })).not.toThrow();
    expect(settings.read()).toEqual({ volume: 0.1, isMuted: true });
  });

  it('reads what another tab stored once told of it, and only for the settings’ keys', () => {
    const backend = memoryBackend({ volume: '0.2' });
    const { store, settings } = storeOver(backend);
    expect(settings.read().volume).toBe(0.2);
    backend.items.set('volume', '0.6');
    expect(settings.read().volume).toBe(0.2);
    expect(settingsStoredElsewhere(store, 'earshot.daily.map')).toBe(false);
    expect(settings.read().volume).toBe(0.2);
    expect(settingsStoredElsewhere(store, 'volume')).toBe(true);
    expect(settings.read().volume).toBe(0.6);
    backend.items.set('isMuted', 'true');
    expect(settingsStoredElsewhere(store, null)).toBe(true);
    expect(settings.read()).toEqual({ volume: 0.6, isMuted: true });
  });
});

describe('the high-contrast setting and the rules seen', () => {
  it('keeps high contrast as bare text, off until chosen, and sets a bad value aside', () => {
    const backend = memoryBackend({ 'earshot.highContrast': 'loud' });
    const { store, problems } = storeOver(backend);
    expect(store.read(highContrastEntry)).toBe(false);
    expect(problems).toEqual([
      { kind: 'corrupt', key: 'earshot.highContrast', reason: 'invalid data' },
    ]);
    store.write(highContrastEntry, true);
    expect(backend.items.get('earshot.highContrast')).toBe('true');
    expect(storeOver(backend).store.read(highContrastEntry)).toBe(true);
  });

  it('remembers that the rules were shown', () => {
    const backend = memoryBackend();
    expect(storeOver(backend).store.read(rulesSeenEntry)).toBe(false);
    storeOver(backend).store.write(rulesSeenEntry, true);
    expect(storeOver(backend).store.read(rulesSeenEntry)).toBe(true);
  });
});
