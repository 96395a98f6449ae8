import { DAILY_MODES, isDailyMode, type DailyMode } from '../../machines/dailyModes';
import type { EntryDefinition, GameStore } from './store';

/** What Your stats can show: a daily mode's stats, or Infinite's bests. */
export type StatsChoice = DailyMode | 'infinite';

const isStatsChoice = (value: unknown): value is StatsChoice =>
  value === 'infinite' || (typeof value === 'string' && isDailyMode(value));

/**
 * What the player played last, a daily puzzle's mode or an Infinite run: what Your stats opens on
 * away from a game screen. The day a puzzle was finished could not say it (every mode's puzzle of a
 * day is finished the same day), and an Infinite run has no day at all.
 */
export const lastPlayedEntry: EntryDefinition<StatsChoice | null> = {
  key: 'earshot.lastPlayed',
  version: 1,
  validate: (data) => (data === null || isStatsChoice(data) ? data : null),
  initial: () => null,
};

export function notePlayed(store: GameStore, choice: StatsChoice): void {
  if (store.read(lastPlayedEntry) !== choice) store.write(lastPlayedEntry, choice);
}

/** The daily mode played last, if the last thing played was a daily puzzle. */
export function lastDailyPlayed(store: GameStore): DailyMode | null {
  const last = store.read(lastPlayedEntry);
  return last !== null && last !== 'infinite' && DAILY_MODES.includes(last) ? last : null;
}
