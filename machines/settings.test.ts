import { describe, expect, it } from 'vitest';
import { clampVolume, memorySettings, parseMuted, parseVolume, volumeLevel } from './settings';

describe('parseVolume and parseMuted', () => {
  it('read a stored volume of 0..0.75 and a stored mute of true or false', () => {
    expect(parseVolume('0.5')).toBe(0.5);
    expect(parseVolume('0')).toBe(0);
    expect(parseMuted('true')).toBe(true);
    expect(parseMuted('false')).toBe(false);
  });

  it.each([['loud'], ['NaN'], ['-0.1'], ['0.9'], [''], [' '], [null]])(
    'refuse a stored volume of %j',
    (text) => expect(parseVolume(text)).toBeNull(),
  );

  it.each([['yes'], ['1'], [''], [null]])('refuse a stored mute of %j', (text) =>
    expect(parseMuted(text)).toBeNull(),
  );
});

describe('memorySettings', () => {
  it('keeps each setting written, and only it', () => {
    const settings = memorySettings();
    settings.write({ isMuted: true });
    expect(settings.read()).toEqual({ volume: 0.375, isMuted: true });
    settings.write({ volume: 0.2 });
    expect(settings.read()).toEqual({ volume: 0.2, isMuted: true });
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
