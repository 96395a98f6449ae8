import type { RoutePath } from './catalogue.ts';
import type { LighthouseResult } from './lighthouse.ts';
import type { FramesResult } from './measureFrames.ts';
import { median, textTable } from './report.ts';

/** What one build scored on one route over the comparison's runs. */
export interface BuildRuns {
  blockingMs: (number | null)[];
  performance: (number | null)[];
  /** The long animation frames' blocking on a phone with the CPU slowed 4× (measureFrames.ts). */
  framesMs: (number | null)[];
}

export interface RouteComparison {
  route: RoutePath;
  this: BuildRuns;
  against: BuildRuns;
}

/**
 * The order of the two builds in run `run` (from 1): alternating, so that neither build always
 * meets the machine right after the other's Chromium has gone (a warm disk cache, a cooled core).
 */
export function buildOrder(
  run: number,
): readonly ['this', 'against'] | readonly ['against', 'this'] {
  return run % 2 === 1 ? (['this', 'against'] as const) : (['against', 'this'] as const);
}

/** Adds one Lighthouse result (or a failed run's null) to a build's runs. */
export function addRun(runs: BuildRuns, result: LighthouseResult | null): void {
  runs.blockingMs.push(result?.totalBlockingTimeMs ?? null);
  runs.performance.push(result?.scores.performance ?? null);
}

/** Adds one measure of long frames (or a failed run's null) to a build's runs. */
export function addFrames(runs: BuildRuns, result: FramesResult | null): void {
  runs.framesMs.push(result?.blockingMs ?? null);
}

/**
 * A route's verdict: this build's median blocking time at or below the other's. Missing when either
 * has no measured run.
 */
export function verdict(comparison: RouteComparison): 'ok' | 'FAIL' | 'n/a' {
  const mine = median(comparison.this.blockingMs);
  const theirs = median(comparison.against.blockingMs);
  if (mine === null || theirs === null) return 'n/a';
  return mine <= theirs ? 'ok' : 'FAIL';
}

const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const score = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)}`);

/**
 * One line per route: each build's median blocking time and performance score, the medians of its
 * long frames' blocking, and the verdict (by Lighthouse's blocking time, as the budget is written).
 */
export function renderComparison(comparisons: RouteComparison[], runCount: number): string {
  const header = [
    'Route',
    `Blocking, this (median of ${runCount})`,
    'Blocking, against',
    'Ratio',
    'Performance this / against',
    'Long frames this / against',
    'Result',
  ];
  const rows = comparisons.map((comparison) => {
    const mine = median(comparison.this.blockingMs);
    const theirs = median(comparison.against.blockingMs);
    return [
      comparison.route,
      `${ms(mine)} (${comparison.this.blockingMs.map(ms).join(' | ')})`,
      `${ms(theirs)} (${comparison.against.blockingMs.map(ms).join(' | ')})`,
      mine !== null && theirs ? `${(mine / theirs).toFixed(2)}×` : 'n/a',
      `${score(median(comparison.this.performance))} / ${score(median(comparison.against.performance))}`,
      `${ms(median(comparison.this.framesMs))} / ${ms(median(comparison.against.framesMs))}`,
      verdict(comparison),
    ];
  });
  return textTable(header, rows);
}
