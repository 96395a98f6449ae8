import { seedFrom, seededShuffle } from './scheduleRandom.ts';
import type { DailyMode } from '../dailyModes';

/**
 * One row of the schedule's ledger: an item that can be a daily answer from puzzle `since` on. `group`
 * is what must change from one day to the next (the agent, for abilities); it is the item itself when
 * left out, so the same map or bundle never comes twice running across a cycle's end either.
 */
export interface ScheduleItem {
  id: string;
  since: number;
  group?: string;
}

/** A run of days in which every eligible item is the answer exactly once. */
export interface Cycle {
  start: number;
  order: readonly string[];
}

const byId = (a: ScheduleItem, b: ScheduleItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const groupOf = (item: ScheduleItem) => item.group ?? item.id;

/**
 * Can `remaining` items, counted per group, be laid out with no group twice in a row, the first one
 * differing from `previous`? Only when no group holds more than half of them (rounded up), and a group
 * holding exactly that many (an odd count) must go first, so it cannot be `previous`'s.
 */
function canArrange(
  counts: ReadonlyMap<string, number>,
  remaining: number,
  previous: string | null,
) {
  if (remaining === 0) return true;
  const most = Math.max(...counts.values());
  if (most > Math.ceil(remaining / 2)) return false;
  return !(remaining % 2 === 1 && previous !== null && counts.get(previous) === most);
}

/**
 * Lays the shuffled items out in their shuffled order as far as the rule allows: each day takes the
 * first item whose group differs from the day before and leaves the rest arrangeable. Where no layout
 * can keep the rule (a pool of one agent), it is relaxed rather than stopping the schedule.
 */
function arrange(shuffled: readonly ScheduleItem[], previous: string | null): string[] {
  const counts = new Map<string, number>();
  for (const item of shuffled) counts.set(groupOf(item), (counts.get(groupOf(item)) ?? 0) + 1);
  const remaining = [...shuffled];
  const order: string[] = [];
  let last = previous;
  const fits = (item: ScheduleItem) => {
    const group = groupOf(item);
    if (group === last) return false;
    counts.set(group, counts.get(group)! - 1);
    const ok = canArrange(counts, remaining.length - 1, group);
    counts.set(group, counts.get(group)! + 1);
    return ok;
  };
  while (remaining.length > 0) {
    let index = remaining.findIndex(fits);
    if (index < 0) index = remaining.findIndex((item) => groupOf(item) !== last);
    if (index < 0) index = 0;
    const [item] = remaining.splice(index, 1);
    counts.set(groupOf(item), counts.get(groupOf(item))! - 1);
    order.push(item.id);
    last = groupOf(item);
  }
  return order;
}

const cache = new WeakMap<readonly ScheduleItem[], Map<DailyMode, Cycle[]>>();

/**
 * The cycles of a mode up to the one holding day `n`. Cycle k starts the day after cycle k-1 ends; its
 * items are those whose `since` is at most its first day, sorted by id (never by catalogue order) and
 * shuffled with a seed made of the mode and k alone. An item added with a `since` after today therefore
 * joins only cycles that begin later, and no past or current day changes.
 */
function cyclesUpTo(mode: DailyMode, n: number, items: readonly ScheduleItem[]): Cycle[] {
  let perMode = cache.get(items);
  if (!perMode) cache.set(items, (perMode = new Map()));
  let cycles = perMode.get(mode);
  if (!cycles) perMode.set(mode, (cycles = []));
  const sorted = [...items].sort(byId);
  for (;;) {
    const last = cycles.at(-1);
    if (last && last.start + Math.max(1, last.order.length) > n) return cycles;
    const start = last ? last.start + Math.max(1, last.order.length) : 1;
    const members = sorted.filter((item) => item.since <= start);
    const shuffled = seededShuffle(members, seedFrom(`${mode}:${cycles.length}`));
    const previousId = last?.order.at(-1);
    const previous =
      previousId === undefined ? null : groupOf(sorted.find((item) => item.id === previousId)!);
    cycles.push({ start, order: arrange(shuffled, previous) });
  }
}

/**
 * The cycle holding puzzle `n` of a mode: its first day and its answers in order (none on a day
 * before the ledger has any item). Null before puzzle #1.
 */
export function dailyCycle(
  mode: DailyMode,
  n: number,
  items: readonly ScheduleItem[],
): Readonly<Cycle> | null {
  if (!Number.isInteger(n) || n < 1) return null;
  return cyclesUpTo(mode, n, items).findLast((each) => each.start <= n)!;
}

/**
 * The answer of puzzle `n` of a mode: the same for every player, build and deployment, given the same
 * ledger. Null before puzzle #1, and on a day when the ledger has no item yet.
 */
export function dailyAnswerId(
  mode: DailyMode,
  n: number,
  items: readonly ScheduleItem[],
): string | null {
  const cycle = dailyCycle(mode, n, items);
  return cycle ? (cycle.order[n - cycle.start] ?? null) : null;
}

/** A day's answer as a puzzle screen needs it: none yet, ready to play, or scheduled but not in the pack. */
export type DailyAnswer =
  { kind: 'none' } | { kind: 'ready'; id: string } | { kind: 'clipMissing'; id: string };

/**
 * The answer of puzzle `n`, checked against the served pack. A pack that lacks the day's clip does not
 * move the schedule to another item (every deployment must agree on the day's answer): the puzzle says
 * its clip is missing instead.
 */
export function dailyAnswer(
  mode: DailyMode,
  n: number,
  items: readonly ScheduleItem[],
  hasClip: (id: string) => boolean,
): DailyAnswer {
  const id = dailyAnswerId(mode, n, items);
  if (id === null) return { kind: 'none' };
  return hasClip(id) ? { kind: 'ready', id } : { kind: 'clipMissing', id };
}
