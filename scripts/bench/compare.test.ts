import { describe, expect, it } from 'vitest';
import {
  addFrames,
  addRun,
  buildOrder,
  renderComparison,
  verdict,
  type RouteComparison,
} from './compare.ts';
import type { LighthouseResult } from './lighthouse.ts';

function comparison(mine: (number | null)[], theirs: (number | null)[]): RouteComparison {
  return {
    route: '/map',
    this: { blockingMs: mine, performance: mine.map(() => 80), framesMs: [120, 90, 100] },
    against: { blockingMs: theirs, performance: theirs.map(() => 90), framesMs: [null, 60] },
  };
}

describe('the interleaved comparison of two builds', () => {
  it('alternates which build goes first from one run to the next', () => {
    expect([1, 2, 3, 4].map((run) => buildOrder(run)[0])).toEqual([
      'this',
      'against',
      'this',
      'against',
    ]);
    expect(new Set(buildOrder(2))).toEqual(new Set(['this', 'against']));
  });

  it('passes a route whose median blocking time is at or below the other build’s', () => {
    expect(verdict(comparison([300, 100, 200], [200, 250, 150]))).toBe('ok');
    expect(verdict(comparison([200, 200, 200], [200, 200, 200]))).toBe('ok');
    // One slow run of this build does not decide, its median does.
    expect(verdict(comparison([900, 100, 120], [150, 140, 130]))).toBe('ok');
    expect(verdict(comparison([210, 220, 230], [200, 205, 250]))).toBe('FAIL');
  });

  it('says n/a when a build has no measured run, rather than passing it', () => {
    expect(verdict(comparison([null, null], [100, 120]))).toBe('n/a');
    expect(verdict(comparison([100], [null]))).toBe('n/a');
  });

  it('keeps a failed Lighthouse run as a missing value', () => {
    const runs = { blockingMs: [], performance: [], framesMs: [] };
    addRun(runs, null);
    addRun(runs, {
      totalBlockingTimeMs: 312.4,
      scores: { performance: 77, accessibility: 100, 'best-practices': 100 },
    } as LighthouseResult);
    addFrames(runs, null);
    addFrames(runs, { blockingMs: 88, frames: [] });
    expect(runs).toEqual({
      blockingMs: [null, 312.4],
      performance: [null, 77],
      framesMs: [null, 88],
    });
  });

  it('prints each build’s median and runs, the ratio and the verdict', () => {
    const table = renderComparison([comparison([300, 100, 200], [400, 400, 100])], 3);
    const row = table.split('\n')[2]!;
    expect(row).toMatch(/^\/map\s+200 ms \(300 ms \| 100 ms \| 200 ms\)\s+400 ms/);
    expect(row).toContain('0.50×');
    expect(row).toContain('80 / 90');
    // The long frames' medians, a failed run left out.
    expect(row).toContain('100 ms / 60 ms');
    expect(row).toMatch(/ok$/);
  });
});
