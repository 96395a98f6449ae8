import { describe, expect, it } from 'vitest';
import { describeLoadError, LOCKED_STRIP, lockedZoom } from './wavesurferEngine';

describe('describeLoadError', () => {
  it('names the HTTP status of a failed fetch', () => {
    expect(
      describeLoadError(new Error('Failed to fetch /aces/x.mp3: 500 (Internal Server Error)')),
    ).toBe('The clip could not be loaded (HTTP 500 Internal Server Error).');
  });

  it('tells a network failure from a file that does not decode', () => {
    expect(describeLoadError(new TypeError('Failed to fetch'))).toMatch(/could not be downloaded/);
    expect(describeLoadError(new Error('EncodingError: Unable to decode audio data'))).toMatch(
      /file is damaged/,
    );
  });

  it('blames the connection, never the file, when asking again got no answer', () => {
    // Offline with no copy of the clip, the media element reports a format error.
    const format = new Error('MEDIA_ELEMENT_ERROR: Format error');
    expect(describeLoadError(format, undefined, 'offline')).toBe(
      'You are offline, and this clip is not saved on this device yet. It plays as soon as you are back online.',
    );
    expect(describeLoadError(format, undefined, 'unreachable')).toMatch(/could not be downloaded/);
  });

  it('names a status the media element failed on, found by asking again', () => {
    expect(describeLoadError(new Error('MEDIA_ELEMENT_ERROR: Format error'), 404)).toBe(
      'The clip could not be loaded (HTTP 404).',
    );
  });

  it("never shows the browser's internals to the player", () => {
    const demuxer = new Error(
      'PipelineStatus::DEMUXER_ERROR_COULD_NOT_OPEN: FFmpegDemuxer: open context failed',
    );
    expect(describeLoadError(demuxer, 200)).toBe(
      'The clip could not be played: the file is damaged or in a format this browser cannot play.',
    );
    expect(describeLoadError('weird')).toBe('The clip could not be played.');
  });
});

describe('lockedZoom', () => {
  it('fills the width less the locked strip with the unlocked seconds alone', () => {
    expect(lockedZoom(320, 30, 1)).toBe(320 - LOCKED_STRIP);
    expect(lockedZoom(320, 1.3, 0.25)).toBe((320 - LOCKED_STRIP) / 0.25);
  });

  it("leaves wavesurfer's own fit when nothing is locked or nothing is measured", () => {
    expect(lockedZoom(320, 30, null)).toBe(0);
    expect(lockedZoom(320, 1.3, 1.3)).toBe(0);
    expect(lockedZoom(320, 0, 1)).toBe(0);
    expect(lockedZoom(0, 30, 1)).toBe(0);
  });
});
