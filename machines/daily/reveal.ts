import { MODES, modeBasics } from '../modes';
import { DAILY_TRIES, type DailyMode } from './verdict';

/**
 * How many seconds each try may hear, before the last try plays the whole clip. Chosen from the pack's
 * clips (ffprobe over shared/soundpack): map themes last 20-38 s (median 30 s), ace sounds 4-11 s
 * (median 6.2 s), ability sounds 0.5-30 s with a median of 2.5 s and a quarter under 1.6 s. The first
 * stage gives a recognisable opening (a theme's first bar, an ability's attack) and no more.
 */
export const REVEAL_LADDERS: Partial<Record<DailyMode, readonly number[]>> = Object.fromEntries(
  MODES.flatMap(({ id, daily }) => (daily && 'ladder' in daily ? [[id, daily.ladder]] : [])),
);

/**
 * How many of a mode's lines try `tryIndex` (0 for the first) may hear, each whole (Voice: tries 1-2
 * the first line, 3-4 two, 5-6 all three). A mode revealed by seconds has one clip: 1.
 */
export function revealedLines(mode: DailyMode, tryIndex: number): number {
  const daily = modeBasics(mode).daily;
  if (!daily || !('lines' in daily)) return 1;
  const index = Math.min(daily.lines.length - 1, Math.max(0, Math.floor(tryIndex)));
  return daily.lines[index];
}

/** Nothing shorter than this is worth a try: below it a sound is a click. */
export const MIN_REVEAL_SECONDS = 0.25;

/**
 * The seconds try `tryIndex` (0 for the first) may hear of a clip lasting `clipDuration` seconds. A
 * short clip is never given away early: try k hears at most k/6 of it (try 1 a sixth, try 5 five
 * sixths), and never less than MIN_REVEAL_SECONDS. The last try, and any after, hears the whole clip.
 * An unknown duration (0 or not a number) gives the ladder's own figure, or Infinity on the last try.
 */
export function revealSeconds(mode: DailyMode, tryIndex: number, clipDuration: number): number {
  const known = Number.isFinite(clipDuration) && clipDuration > 0;
  // A mode revealed by lines plays every line it has unlocked whole.
  const ladder = REVEAL_LADDERS[mode] ?? [];
  if (tryIndex >= DAILY_TRIES - 1 || tryIndex >= ladder.length) {
    return known ? clipDuration : Infinity;
  }
  const stage = ladder[Math.max(0, Math.floor(tryIndex))];
  if (!known) return stage;
  const share = (clipDuration * (Math.max(0, Math.floor(tryIndex)) + 1)) / DAILY_TRIES;
  return Math.min(clipDuration, Math.max(MIN_REVEAL_SECONDS, Math.min(stage, share)));
}
