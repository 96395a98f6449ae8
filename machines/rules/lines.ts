import type { Attempt } from './verdict';

/**
 * A mode with lines (Voice) plays one of them at a time. Which one is this file's rule, for every
 * play format and for the first paint alike: each format says which lines its tries have unlocked
 * (`freePlayLines` here, `dailyLines` in machines/daily/reveal.ts), `lineToPlay` says which plays.
 */
export interface UnlockedLines {
  /** How many lines the player may hear now: every line once the round is over. */
  unlocked: number;
  /** The newest line the tries unlocked (its index; -1 for a mode without lines). */
  newest: number;
}

/** A line the player picked, and the newest line there was when they picked it. */
export interface LinePick {
  index: number;
  newest: number;
}

/**
 * How many of a mode's lines a round lets the player hear: the first from the start, one more after
 * each miss (a wrong or partial guess, or a skip), all of them once the round is over; never more than
 * the mode has. Lines once unlocked stay playable.
 */
export function unlockedLineCount(
  lineCount: number,
  attempts: readonly Pick<Attempt, 'verdict'>[],
  ended: boolean,
): number {
  if (lineCount <= 0) return 0;
  if (ended) return lineCount;
  const misses = attempts.filter((attempt) => attempt.verdict !== 'correct').length;
  return Math.min(lineCount, 1 + misses);
}

/** The lines of a free-play round (and a challenged round): one more after each miss. */
export function freePlayLines(
  lineCount: number,
  attempts: readonly Pick<Attempt, 'verdict'>[],
  ended: boolean,
): UnlockedLines {
  return {
    unlocked: unlockedLineCount(lineCount, attempts, ended),
    newest: unlockedLineCount(lineCount, attempts, false) - 1,
  };
}

/**
 * The line that plays: the newest line the tries unlocked, until the player picks another unlocked
 * line; the pick holds until a miss unlocks a newer line, which then plays. The round's end opens
 * every line and leaves the one playing as it is.
 */
export function lineToPlay(lines: UnlockedLines, pick: LinePick | null): number {
  if (lines.unlocked <= 0) return 0;
  const held =
    pick !== null && pick.newest === lines.newest && pick.index >= 0 && pick.index < lines.unlocked;
  return held ? pick.index : Math.max(0, Math.min(lines.newest, lines.unlocked - 1));
}

/** The player picks line `index` of `lines`: it plays until a newer line unlocks. */
export function pickLine(lines: UnlockedLines, index: number): LinePick {
  return { index, newest: lines.newest };
}
