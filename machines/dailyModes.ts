import { MODES } from './modes.ts';

/** How one try went: the round's own verdicts. */
export type { Verdict } from './rules/verdict';

type Modes = (typeof MODES)[number];

/** The modes that have a daily puzzle. */
export type DailyMode = Exclude<Modes, { daily: null }>['id'];

export const DAILY_MODES: readonly DailyMode[] = MODES.flatMap((mode) =>
  mode.daily === null ? [] : [mode.id],
);

/** Whether a text (an address's segment, a stored value) names a mode with a daily puzzle. */
export function isDailyMode(value: unknown): value is DailyMode {
  return typeof value === 'string' && (DAILY_MODES as readonly string[]).includes(value);
}

/** A mode's first puzzle: #1, or a later one for a mode that joined after the dailies began. */
export function firstPuzzle(mode: DailyMode): number {
  const daily = MODES.find((each) => each.id === mode)?.daily;
  return daily && 'first' in daily ? daily.first : 1;
}

/** The modes that have a puzzle on day `n`. */
export function dailyModesOn(n: number): DailyMode[] {
  return DAILY_MODES.filter((mode) => firstPuzzle(mode) <= n);
}

/** Six tries per puzzle, whatever the mode. */
export const DAILY_TRIES = 6;
