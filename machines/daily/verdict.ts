/**
 * How one try went. The same union as the round rules' `Verdict` (machines/rules on the core branch),
 * declared here so the daily rules stand on their own until the two branches meet.
 */
export type Verdict = 'correct' | 'partial' | 'wrong' | 'skipped';

export type DailyMode = 'map' | 'ability' | 'ace';

export const DAILY_MODES: readonly DailyMode[] = ['map', 'ability', 'ace'];

/** Six tries per puzzle, whatever the mode. */
export const DAILY_TRIES = 6;
