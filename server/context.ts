import type { ApiLimits } from './config.ts';
import type { DayKeys } from './dayKeys.ts';
import type { Database } from './db/database.ts';

/** What the routes share: the store, the salt of every hash, the limits and the clock. */
export interface ApiContext {
  db: Database;
  salt: string;
  /** The key of each puzzle's day, for hashes of network addresses (server/dayKeys.ts). */
  dayKeys: DayKeys;
  limits: ApiLimits;
  now: () => Date;
  /** How long after midnight UTC yesterday's puzzle still counts (machines/community/countingDay.ts). */
  graceMs: number;
}
