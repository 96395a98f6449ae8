import { DAILY_MODE_LABELS } from '../machines/daily/share.ts';
import { DAILY_MODES, type DailyMode } from '../machines/dailyModes.ts';
import { modeWords } from './screenWords.ts';
import { dailyPath } from '../src/shared/dailyPaths.ts';

/**
 * What a daily puzzle's screen opens with in English, for the first paint (scripts/bootShell.ts): its
 * address and the mode's words for it (src/i18n/messages/en-US/home.json). Node only.
 */
export const dailyPuzzleScreens = Object.fromEntries(
  DAILY_MODES.map((mode) => [mode, { path: dailyPath(mode), intro: modeWords(mode).dailyIntro! }]),
) as Record<DailyMode, { path: string; intro: string }>;

/** A puzzle's heading: its mode and number, as players quote it ("Daily Ability #23"). */
export function dailyHeading(mode: DailyMode, number: number): string {
  return `Daily ${DAILY_MODE_LABELS[mode]} #${number}`;
}

/** What an archive puzzle says under its heading: which day's puzzle it was, then the mode's intro. */
export function dailyArchiveIntro(date: string, intro: string): string {
  return `The puzzle of ${date}, from the archive. ${intro}`;
}
