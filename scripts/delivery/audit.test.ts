import { describe, expect, it } from 'vitest';
import { clipFailures, LIMITS, summarise, type ClipAudit } from './audit';

const good: ClipAudit = {
  mode: 'ability',
  path: 'abilities/a/b.wav',
  sourceBytes: 1000,
  bytes: 250,
  loudness: -16.2,
  truePeak: -1.3,
  band: { median: 0.4, worst: 2.5, worstBand: 16000 },
};

describe('clipFailures', () => {
  it('passes a clip within every limit, and one exactly at them', () => {
    expect(clipFailures(good)).toEqual([]);
    expect(
      clipFailures({
        ...good,
        loudness: -16 - LIMITS.loudnessLu,
        truePeak: LIMITS.truePeakDbtp,
        bytes: good.sourceBytes,
        band: { median: LIMITS.medianBandDb, worst: LIMITS.worstBandDb, worstBand: 100 },
      }),
    ).toEqual([]);
  });

  it.each([
    ['too loud', { loudness: -15.4 }, /loudness/],
    ['too quiet', { loudness: -16.6 }, /loudness/],
    ['not measurable', { loudness: NaN }, /loudness/],
    ['a true peak over -1 dBTP', { truePeak: -0.9 }, /true peak/],
    ['a positive true peak', { truePeak: 0.9 }, /true peak/],
    ['larger than its source', { bytes: 1001 }, /bytes/],
    [
      'a band far from the source',
      { band: { median: 1, worst: 6.1, worstBand: 16000 } },
      /16000 Hz/,
    ],
    ['muffled overall', { band: { median: 2.1, worst: 5, worstBand: 8000 } }, /median band/],
  ])('fails a clip %s', (_, change, message) => {
    const failures = clipFailures({ ...good, ...change });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(message);
  });
});

describe('summarise', () => {
  it('reports a mode over its clips and holds ability clips to their bytes budget', () => {
    const clips = [
      good,
      { ...good, loudness: -15.9, truePeak: -2, band: { ...good.band, worst: 4 } },
    ];
    const summary = summarise('ability', clips);
    expect(summary).toMatchObject({
      clips: 2,
      failing: 0,
      loudnessMin: -16.2,
      loudnessMax: -15.9,
      truePeakMax: -1.3,
      worstBand: 4,
      medianWorstBand: 3.25,
      failures: [],
    });
    const heavy = summarise('ability', [{ ...good, bytes: 301 }]);
    expect(heavy.failures).toHaveLength(1);
    expect(summarise('map', [{ ...good, bytes: 900 }]).failures).toEqual([]);
  });
});
