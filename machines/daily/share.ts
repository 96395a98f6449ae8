import type { DailyTry } from './progress.ts';
import { isSolved } from '../rules/tries.ts';
import { modeBasics } from '../modes.ts';
import { DAILY_MODES, DAILY_TRIES, type DailyMode, type Verdict } from '../dailyModes.ts';

export const DAILY_MODE_LABELS = Object.fromEntries(
  DAILY_MODES.map((mode) => [mode, modeBasics(mode).label]),
) as Record<DailyMode, string>;

export const VERDICT_SQUARES: Record<Verdict, string> = {
  correct: '🟩',
  partial: '🟨',
  wrong: '🟥',
  skipped: '⬛',
};

/**
 * The squares of the high-contrast setting (Wordle's): orange and blue, which colour-blind players
 * tell apart where they cannot tell green from red, white for a wrong guess, and a dash for a skip:
 * a white and a black square look alike in a chat's dark or light theme, a square and a dash never.
 */
export const HIGH_CONTRAST_SQUARES: Record<Verdict, string> = {
  correct: '🟧',
  partial: '🟦',
  wrong: '⬜',
  skipped: '➖',
};

/** `3/6` when solved in three tries, `X/6` when missed. */
export function shareScore(tries: readonly DailyTry[]): string {
  return `${isSolved(tries) ? tries.length : 'X'}/${DAILY_TRIES}`;
}

/**
 * What a player posts: the puzzle, the mode, the score, one square per try and the address. It is
 * built from verdicts alone, so it cannot give the answer (or any guess) away.
 */
export function shareText(share: {
  mode: DailyMode;
  puzzle: number;
  tries: readonly DailyTry[];
  url: string;
  /** The high-contrast setting's squares. */
  highContrast?: boolean;
}): string {
  return [
    `Earshot Daily ${DAILY_MODE_LABELS[share.mode]} #${share.puzzle} ${shareScore(share.tries)}`,
    shareSquares(share.tries, share.highContrast),
    share.url,
  ].join('\n');
}

/** One square per try, in the palette of the setting: what a player shares, and sees at the end. */
function shareSquares(tries: readonly DailyTry[], highContrast = false): string {
  const palette = highContrast ? HIGH_CONTRAST_SQUARES : VERDICT_SQUARES;
  return tries.map((each) => palette[each.verdict]).join('');
}
