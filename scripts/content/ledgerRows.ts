import { puzzleNumber } from '../../machines/daily/calendar.ts';
import { dailyCycle, type ScheduleItem } from '../../machines/daily/schedule.ts';
import { DAILY_MODES, type DailyMode } from '../../machines/dailyModes.ts';
import type { CatalogueFile } from '../../src/content/catalogueFile.ts';

/** A row for the daily ledger, with the words of its comment. */
export interface LedgerRow extends ScheduleItem {
  label: string;
}

export type Ledger = Record<DailyMode, readonly ScheduleItem[]>;

/**
 * How many days after the day it runs a content update's items may first be a daily answer. Not
 * tomorrow: tomorrow's puzzle may already be out when the new build goes live (a deploy that lands
 * after 00:00 UTC), and a tab left open keeps the previous build until its next load; a cycle that
 * started tomorrow with the new items would then differ from the puzzle some players had. The day
 * after tomorrow leaves the deploy a whole day.
 */
export const DAYS_UNTIL_ELIGIBLE = 2;

/** The first puzzle an update's items may be the answer of, for an update run on `today`. */
export function firstPuzzleFor(today: Date): number {
  return puzzleNumber(today) + DAYS_UNTIL_ELIGIBLE;
}

/** What each daily mode's answers can be in a catalogue, with their groups and their words. */
export function dailyItems(
  catalogue: CatalogueFile,
): Record<DailyMode, Omit<LedgerRow, 'since'>[]> {
  const agentName = new Map(catalogue.agents.map((agent) => [agent.id, agent.name]));
  return {
    map: catalogue.maps.map((map) => ({ id: map.id, label: map.name })),
    ability: catalogue.agents.flatMap((agent) =>
      agent.abilities.map((ability) => ({
        id: ability.id,
        group: agent.id,
        label: `${agent.name}: ${ability.name}`,
      })),
    ),
    ace: catalogue.bundles.map((bundle) => ({ id: bundle.id, label: bundle.name })),
    voice: catalogue.voiceLines.agentIds.map((id) => ({ id, label: agentName.get(id) ?? id })),
  };
}

/** The rows a catalogue's items lack in the ledger, each from puzzle `since`. */
export function missingRows(
  catalogue: CatalogueFile,
  ledger: Ledger,
  since: number,
): Record<DailyMode, LedgerRow[]> {
  const items = dailyItems(catalogue);
  const rows = DAILY_MODES.map((mode): [DailyMode, LedgerRow[]] => {
    const known = new Set(ledger[mode].map((row) => row.id));
    return [
      mode,
      items[mode].filter((item) => !known.has(item.id)).map((item) => ({ ...item, since })),
    ];
  });
  return Object.fromEntries(rows) as Record<DailyMode, LedgerRow[]>;
}

/** The ledger's rows, read from its source (src/content/daily/dailyLedger.ts). */
export function readLedger(source: string): Ledger {
  const ledger = {} as Record<DailyMode, ScheduleItem[]>;
  for (const mode of DAILY_MODES) {
    const { start, end } = listOf(source, mode);
    const found = source
      .slice(start, end)
      .matchAll(/row\(\s*(['"])(.+?)\1,\s*(\d+)(?:,\s*(['"])(.+?)\4)?\s*\)/g);
    ledger[mode] = [...found].map(([, , id, since, , group]) => ({
      id,
      since: Number(since),
      group,
    }));
  }
  return ledger;
}

/** Where a mode's list of rows is in the ledger's source: from its opening line to its `],`. */
function listOf(source: string, mode: DailyMode): { start: number; end: number } {
  const opening = source.indexOf(`\n  ${mode}: [\n`);
  const end = opening < 0 ? -1 : source.indexOf('\n  ],\n', opening);
  if (end < 0) throw new Error(`The ledger has no list for ${mode}.`);
  return { start: opening, end };
}

const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The ledger's source with `rows` added at the end of each mode's list, under a comment. */
export function appendRows(
  source: string,
  rows: Record<DailyMode, readonly LedgerRow[]>,
  note: string,
): string {
  let text = source;
  // From the last list up, so that the places found before stay right.
  for (const mode of [...DAILY_MODES].reverse()) {
    if (rows[mode].length === 0) continue;
    const { end } = listOf(text, mode);
    const lines = rows[mode].map((row) => {
      const args = [JSON.stringify(row.id), String(row.since)];
      if (row.group !== undefined) args.push(JSON.stringify(row.group));
      return `    row(${args.join(', ')}), // ${oneLine(row.label)}`;
    });
    text = `${text.slice(0, end)}\n    // ${oneLine(note)}\n${lines.join('\n')}${text.slice(end)}`;
  }
  return text;
}

/**
 * The first day each row's item is a daily answer: in the first cycle that starts on or after its
 * `since` (machines/daily/schedule.ts).
 */
export function firstDay(mode: DailyMode, row: ScheduleItem, ledger: readonly ScheduleItem[]) {
  let cycle = dailyCycle(mode, row.since, ledger)!;
  if (cycle.start < row.since)
    cycle = dailyCycle(mode, cycle.start + Math.max(1, cycle.order.length), ledger)!;
  const index = cycle.order.indexOf(row.id);
  return index < 0 ? null : cycle.start + index;
}
