import { describe, expect, it } from 'vitest';
import { decodePeaks, encodePeaks } from './peaks';
import { clipTable } from './clipTable';

describe('peaks', () => {
  it('round-trips magnitudes within one level of 64', () => {
    const peaks = [0, 0.1, 0.5, 0.999, 1, 1.7];
    const [decoded] = decodePeaks(encodePeaks(peaks));
    expect(decoded).toHaveLength(6);
    decoded.forEach((value, i) =>
      expect(Math.abs(value - Math.min(1, peaks[i]))).toBeLessThanOrEqual(1 / 126),
    );
  });
});

describe('clipTable', () => {
  const table = clipTable({
    delivered: { url: '/maps/a.mp3', duration: 2.5 },
    source: { url: '/maps/b.mp3' },
  });

  it('gives a delivered clip its duration and its peaks file beside it', () => {
    expect(table('delivered')).toEqual({
      url: '/maps/a.mp3',
      peaksUrl: '/maps/a.mp3.peaks.json',
      duration: 2.5,
    });
  });

  it('gives the same object for the same item, so a player does not reload', () => {
    expect(table('delivered')).toBe(table('delivered'));
    expect(table('source')).toEqual({ url: '/maps/b.mp3' });
  });

  it('says which item has no clip', () => {
    expect(() => table('missing')).toThrow(/No clip for item missing/);
  });
});
