import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RoutePath } from './catalogue.ts';
import { BASE_CHROMIUM_ARGS, CHROMIUM_PATH, mediaHostArgs } from '../chromium.ts';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseResult {
  route: RoutePath;
  /** Category scores ×100; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  totalBlockingTimeMs: number | null;
  /** Core metrics as Lighthouse simulated them, to see which one costs the performance score. */
  metrics: Record<string, number | null>;
  /** Per category, the audits that lost points: the places to look when a score is short. */
  failingAudits: Record<Category, FailingAudit[]>;
  /** Where the main thread's time went (simulated mobile CPU), by script and by kind of work. */
  diagnostics: {
    bootup: { url: string; totalMs: number; scriptingMs: number }[];
    mainThread: { group: string; ms: number }[];
    lcpElement: string | null;
  };
  runtimeError?: string;
  warnings: string[];
}

export interface FailingAudit {
  id: string;
  score: number;
  displayValue?: string;
  /** Up to a few offending elements or resources, as Lighthouse names them. */
  examples: string[];
}

type Row = Record<string, unknown>;

/** The rows of an audit's details table or list, flattened; Lighthouse nests lists of tables. */
function detailRows(details: unknown): Row[] {
  if (!details || typeof details !== 'object' || !('items' in details)) return [];
  const items = (details as { items: unknown }).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) =>
    item && typeof item === 'object' ? ('items' in item ? detailRows(item) : [item as Row]) : [],
  );
}

function describeRow(row: Row): string {
  const node = row.node as { selector?: string; snippet?: string } | undefined;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim().slice(0, 300);
  for (const key of ['url', 'source', 'label', 'groupLabel', 'description']) {
    const value = row[key];
    if (typeof value === 'string' && value) return value.slice(0, 300);
  }
  return JSON.stringify(row).slice(0, 300);
}

const number = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** One Lighthouse run in its own Chromium (chrome-launcher gives each a fresh profile). */
export async function runLighthouse(
  url: string,
  route: RoutePath,
  mediaPort: number,
): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...BASE_CHROMIUM_ARGS, ...mediaHostArgs(mediaPort)],
    logLevel: 'silent',
    connectionPollInterval: 250,
    maxConnectionRetries: 80,
  });
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        maxWaitForLoad: 45_000,
      }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('Lighthouse took over 180 s')), 180_000).unref(),
      ),
    ]);
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const scores = {} as LighthouseResult['scores'];
    const failingAudits = {} as LighthouseResult['failingAudits'];
    for (const category of LIGHTHOUSE_CATEGORIES) {
      const entry = lhr.categories[category];
      scores[category] = entry?.score == null ? null : Math.round(entry.score * 100);
      failingAudits[category] = (entry?.auditRefs ?? [])
        .filter((ref) => category !== 'performance' || ref.weight > 0 || ref.group !== 'metrics')
        .flatMap((ref) => {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) return [];
          if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) {
            return [];
          }
          return [
            {
              id: ref.id,
              score: audit.score,
              displayValue: audit.displayValue,
              examples: detailRows(audit.details).slice(0, 5).map(describeRow),
            },
          ];
        });
    }
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? null]),
    );
    const diagnostics: LighthouseResult['diagnostics'] = {
      bootup: detailRows(lhr.audits['bootup-time']?.details)
        .slice(0, 8)
        .map((row) => ({
          url: String(row.url),
          totalMs: number(row.total),
          scriptingMs: number(row.scripting),
        })),
      mainThread: detailRows(lhr.audits['mainthread-work-breakdown']?.details).map((row) => ({
        group: String(row.groupLabel ?? row.group),
        ms: number(row.duration),
      })),
      lcpElement:
        detailRows(lhr.audits['largest-contentful-paint-element']?.details)
          .map(describeRow)
          .find((text) => text.includes('<')) ?? null,
    };
    return {
      route,
      scores,
      diagnostics,
      totalBlockingTimeMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      metrics,
      failingAudits,
      runtimeError: lhr.runtimeError?.message,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
