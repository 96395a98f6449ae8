import type { DailyMode } from '../../machines/dailyModes';

/** Where a mode's daily puzzle is played: today's at `/daily/map`, an archive one at `/daily/map/7`. */
export function dailyPath(mode: DailyMode, puzzle?: number): string {
  return puzzle === undefined ? `/daily/${mode}` : `/daily/${mode}/${puzzle}`;
}
