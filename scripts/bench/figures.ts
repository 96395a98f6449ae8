import {
  LOCALE_VISITS,
  MODES,
  PLAYER_ROUTES,
  ROUTES,
  localeVisitKey,
  type ModePath,
  type RoutePath,
} from './catalogue.ts';
import { LIGHTHOUSE_CATEGORIES } from './lighthouse.ts';

export type Unit = 'bytes' | 'ms' | 'score' | 'ratio' | 'LU' | 'count' | 'MB' | 'shift';

export interface Budget {
  op: '<=' | '>=';
  limit: number;
  /** The budget as written for people. */
  text: string;
  /** A missing value is "n/a" rather than a failure (e.g. no normalised clips built yet). */
  optional?: boolean;
}

export interface FigureSpec {
  key: string;
  label: string;
  unit: Unit;
  budget?: Budget;
}

export const KB = 1000;
export const MB = 1000 * 1000;

const isGameRoute = (route: string) => (PLAYER_ROUTES as readonly string[]).includes(route);

/**
 * What a first visit of each route may move, in compressed JavaScript: what it moved when the
 * maintainers set the budgets, plus 5 kB (docs/benchmark.md). The fixed stack (React, the router,
 * Mantine, xstate, wavesurfer) is most of it.
 */
const JS_BUDGET_KB: Record<RoutePath, number> = {
  '/': 120,
  ...(Object.fromEntries(MODES.map((mode) => [mode, 175])) as Record<ModePath, number>),
  '/daily/ability': 200,
  '/infinite?choice=ability': 200,
  '/daily': 140,
  '/listen': 188,
  '/challenge': 199,
  // A free-play mode's budget: making a room is no heavier a first visit than a game.
  '/room': 175,
  // A room's big screen: no heavier than the page that makes the room.
  '/room/ABCD/screen': 175,
};

/** What another locale's texts and names may add to a first visit (docs/languages.md). */
const LOCALE_KB = 12;

function jsBudget(route: RoutePath): Budget {
  const limit = JS_BUDGET_KB[route];
  return { op: '<=', limit: limit * KB, text: `<= ${limit} kB` };
}

/** The figures a quick run (`--quick`: first visits alone) measures. */
const QUICK_FIGURES = /^(js|cls|drawn|playable|loudness):/;

/** Every figure the bench reports, in table order, with its budget where it has one. */
export function figureSpecs(options: { lighthouse: boolean; quick?: boolean }): FigureSpec[] {
  const specs = allFigureSpecs(options);
  return options.quick ? specs.filter((spec) => QUICK_FIGURES.test(spec.key)) : specs;
}

function allFigureSpecs(options: { lighthouse: boolean }): FigureSpec[] {
  const specs: FigureSpec[] = [
    ...ROUTES.map((route): FigureSpec => ({
      key: `js:${route}`,
      label: `JS transferred ${route}`,
      unit: 'bytes',
      budget: jsBudget(route),
    })),
    // Another locale's first visit: its texts and names at most 12 kB over the route's budget.
    ...LOCALE_VISITS.map((visit): FigureSpec => {
      const limit = JS_BUDGET_KB[visit.route] + LOCALE_KB;
      return {
        key: `js:${localeVisitKey(visit)}`,
        label: `JS transferred ${localeVisitKey(visit)}`,
        unit: 'bytes',
        budget: { op: '<=', limit: limit * KB, text: `<= ${limit} kB` },
      };
    }),
    ...PLAYER_ROUTES.map((mode): FigureSpec => ({
      key: `drawn:${mode}`,
      label: `Waveform drawn ${mode}`,
      unit: 'ms',
      budget: { op: '<=', limit: 350, text: '<= 350 ms' },
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `coldDrawn:${mode}`,
      label: `Waveform drawn ${mode}, slow 4G, first visit`,
      unit: 'ms',
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `warmDrawn:${mode}`,
      label: `Waveform drawn ${mode}, slow 4G, repeat visit`,
      unit: 'ms',
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `warmRatio:${mode}`,
      label: `Repeat visit ÷ first visit ${mode}`,
      unit: 'ratio',
      budget: { op: '<=', limit: 0.5, text: '<= 0.5' },
    })),
    {
      key: 'installabilityErrors',
      label: "Chrome's installability errors",
      unit: 'count',
      budget: { op: '<=', limit: 0, text: '= 0' },
    },
    ...PLAYER_ROUTES.map((mode): FigureSpec => ({
      key: `playable:${mode}`,
      label: `Playable ${mode}`,
      unit: 'ms',
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `phoneDrawn:${mode}`,
      label: `Phone, throttled: waveform drawn ${mode}`,
      unit: 'ms',
      budget: { op: '<=', limit: 1200, text: '<= 1.2 s' },
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `phonePlayable:${mode}`,
      label: `Phone, throttled: playable ${mode}`,
      unit: 'ms',
      budget: { op: '<=', limit: 1500, text: '<= 1.5 s' },
    })),
    ...ROUTES.map((route): FigureSpec => ({
      key: `cls:${route}`,
      label: `Cumulative layout shift ${route}`,
      unit: 'shift',
      budget: { op: '<=', limit: 0, text: '= 0' },
    })),
    ...MODES.map((mode): FigureSpec => ({
      key: `audio:${mode}`,
      label: `Audio per round ${mode}`,
      unit: 'bytes',
    })),
    { key: 'sourceClip:/ability', label: 'Mean source ability clip (.wav)', unit: 'bytes' },
    {
      key: 'audioRatio:/ability',
      label: 'Audio per round /ability ÷ mean source clip',
      unit: 'ratio',
      budget: { op: '<=', limit: 0.3, text: '<= 0.3' },
    },
    { key: 'heap:1', label: 'JS heap /ability after 1 round', unit: 'MB' },
    { key: 'heap:20', label: 'JS heap /ability after 20 rounds', unit: 'MB' },
    {
      key: 'heapGrowth',
      label: 'JS heap growth, 1 → 20 rounds',
      unit: 'MB',
      budget: { op: '<=', limit: 5 * MB, text: '<= 5 MB' },
    },
    {
      key: 'audioAlive',
      label: 'Audio elements alive after 20 rounds',
      unit: 'count',
      budget: { op: '<=', limit: 2, text: '<= 2' },
    },
    {
      key: 'loudness:files',
      label: 'Delivered clips measured (spec paths in dist)',
      unit: 'count',
    },
    {
      key: 'loudness:maxDeviation',
      label: 'Loudness max |LUFS - (-16)|',
      unit: 'LU',
      budget: { op: '<=', limit: 0.5, text: '<= 0.5 LU', optional: true },
    },
  ];
  if (!options.lighthouse) return specs;
  const minimum = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
  for (const route of ROUTES) {
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const limit = minimum[category];
      specs.push({
        key: `lh:${category}:${route}`,
        label: `Lighthouse ${category} ${route}`,
        unit: 'score',
        budget: { op: '>=', limit, text: limit === 100 ? '= 100' : `>= ${limit}` },
      });
    }
    specs.push({
      key: `lh:tbt:${route}`,
      label: `Lighthouse TBT ${route}`,
      unit: 'ms',
      // Every game route: the main thread stays free for the player's first tap.
      budget: isGameRoute(route) ? { op: '<=', limit: 150, text: '<= 150 ms' } : undefined,
    });
  }
  return specs;
}

export function withinBudget(value: number, budget: Budget): boolean {
  return budget.op === '<=' ? value <= budget.limit : value >= budget.limit;
}
