import { describe, expect, it } from 'vitest';
import { describeLoadError } from './wavesurferEngine';

describe('describeLoadError', () => {
  it('names the HTTP status of a failed fetch', () => {
    expect(
      describeLoadError(new Error('Failed to fetch /aces/x.mp3: 500 (Internal Server Error)')),
    ).toBe('The clip could not be loaded (HTTP 500 Internal Server Error).');
  });

  it('tells a network failure from a file that does not decode', () => {
    expect(describeLoadError(new TypeError('Failed to fetch'))).toMatch(/could not be downloaded/);
    expect(describeLoadError(new Error('EncodingError: Unable to decode audio data'))).toMatch(
      /could not be decoded/,
    );
  });

  it('keeps the cause of anything else', () => {
    expect(describeLoadError('weird')).toBe('The clip could not be played (weird).');
  });
});
