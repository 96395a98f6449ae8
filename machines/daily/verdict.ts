import { MODE_IDS, type ModeId } from '../modes.ts';

/** How one try went: the round's own verdicts. */
export type { Verdict } from '../rules/verdict';

/** Every mode has a daily puzzle. */
export type DailyMode = ModeId;

export const DAILY_MODES: readonly DailyMode[] = MODE_IDS;

/** Six tries per puzzle, whatever the mode. */
export const DAILY_TRIES = 6;
