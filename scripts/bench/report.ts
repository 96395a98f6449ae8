import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { KB, MB, type FigureSpec, type Unit, withinBudget } from './figures.ts';

export type Status = 'ok' | 'FAIL' | 'n/a' | '';

export interface FigureSummary extends FigureSpec {
  values: (number | null)[];
  median: number | null;
  status: Status;
  /** Why a budgeted figure has no value, if it has none. */
  note?: string;
}

export function median(values: (number | null)[]): number | null {
  const sorted = values
    .filter((v): v is number => v !== null && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function summarise(
  specs: FigureSpec[],
  runs: Record<string, number | null>[],
  /** Figures of the build itself, measured once rather than per run. */
  shared: Record<string, number | null> = {},
  notes: Record<string, string> = {},
): FigureSummary[] {
  return specs.map((spec) => {
    const values =
      spec.key in shared ? [shared[spec.key] ?? null] : runs.map((run) => run[spec.key] ?? null);
    const mid = median(values);
    let status: Status = '';
    if (spec.budget) {
      if (mid === null) status = spec.budget.optional ? 'n/a' : 'FAIL';
      else status = withinBudget(mid, spec.budget) ? 'ok' : 'FAIL';
    }
    return { ...spec, values, median: mid, status, note: notes[spec.key] };
  });
}

export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / KB).toFixed(1)} kB`;
    case 'MB':
      return `${(value / MB).toFixed(2)} MB`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'ratio':
      return `${value.toFixed(3)}×`;
    case 'shift':
      return value.toFixed(3);
    case 'LU':
      return `${value.toFixed(2)} LU`;
    case 'score':
    case 'count':
      return `${Math.round(value)}`;
  }
}

/** One table: the median of each figure, the spread over the runs, and its budget's verdict. */
export function renderTable(summaries: FigureSummary[], runCount: number): string {
  const header = [
    'Figure',
    `Median (${runCount} run${runCount === 1 ? '' : 's'})`,
    'Runs',
    'Budget',
    'Result',
  ];
  const rows = summaries.map((s) => [
    s.label,
    formatValue(s.median, s.unit),
    s.values.map((v) => formatValue(v, s.unit)).join(' | '),
    s.budget?.text ?? '',
    s.status + (s.note && s.median === null ? ` (${s.note})` : ''),
  ]);
  return textTable(header, rows);
}

/** Rows of cells as a plain text table: each column as wide as its widest cell, a rule under the header. */
export function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
