import { MODES, modeBasics } from '../modes.ts';
import { DAILY_TRIES, type DailyMode } from '../dailyModes.ts';
import type { UnlockedLines } from '../rules/lines.ts';

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

/**
 * The lines a puzzle's try `tryIndex` lets the player hear (`revealedLines`, every line once it is
 * over), of a mode with `lineCount` lines: which of them plays is machines/rules/lines.ts's rule.
 */
export function dailyLines(
  mode: DailyMode,
  lineCount: number,
  tryIndex: number,
  ended: boolean,
): UnlockedLines {
  const revealed = Math.min(lineCount, revealedLines(mode, tryIndex));
  return { unlocked: ended ? lineCount : revealed, newest: revealed - 1 };
}

/** Nothing shorter than this is worth a try: below it a sound is a click. */
export const MIN_REVEAL_SECONDS = 0.25;

/**
 * The least a try adds to what the try before it heard: 0.3 s, and 40 % of what was heard. Below
 * 0.3 s the added sound is a click or a tail, not a new cue (0.4 s to 0.6 s of a 1.3 s ability is
 * no better a clue); and as a clip unfolds the ear needs a growing share for news (Heardle's 1, 2, 4,
 * 7, 11, 16 s grows by half each time). A share of the whole clip would not do: 1 s more of a 30 s
 * theme is the first try's point, yet 3 % of it. The modes' own ladders (machines/modes.ts) keep
 * the rule; only short clips, capped by their sixths, need it enforced.
 */
export const MIN_STEP_SECONDS = 0.3;
export const MIN_STEP_GROWTH = 0.4;

/**
 * The seconds each try hears of a clip lasting `clipDuration` seconds, before the last try hears it
 * whole: the mode's ladder, try k at most k sixths of a short clip (never given away early), the
 * first at least MIN_REVEAL_SECONDS and each next one at least a step (MIN_STEP_SECONDS and
 * MIN_STEP_GROWTH) more. A clip too short for five such steps opens whole sooner: a try after the
 * first that would leave less than a step locked hears the whole clip, and so do the tries after it.
 */
function fitLadder(ladder: readonly number[], clipDuration: number): number[] {
  const stages: number[] = [];
  for (let k = 0; k < DAILY_TRIES - 1 && k < ladder.length; k++) {
    const previous = stages.at(-1);
    if (previous === clipDuration) {
      stages.push(clipDuration);
      continue;
    }
    const wanted = Math.min(ladder[k], (clipDuration * (k + 1)) / DAILY_TRIES);
    const least =
      previous === undefined
        ? MIN_REVEAL_SECONDS
        : previous + Math.max(MIN_STEP_SECONDS, MIN_STEP_GROWTH * previous);
    // To the hundredth: 0.4 + 0.3 is 0.7, not 0.7000000000000001.
    const stage = Math.round(Math.max(wanted, least) * 100) / 100;
    // The first try hears a part of any clip longer than MIN_REVEAL_SECONDS, however short.
    const lastPart = previous === undefined ? clipDuration : clipDuration - MIN_STEP_SECONDS;
    stages.push(stage >= lastPart ? clipDuration : stage);
  }
  return stages;
}

/**
 * A mode's reveal rule, as data: a ladder of seconds (what try k may hear of its one clip, before the
 * last try hears it all) or a count of lines (how many of its lines try k may hear, each whole).
 */
export type RevealRule =
  { kind: 'seconds'; ladder: readonly number[] } | { kind: 'lines'; lines: readonly number[] };

/**
 * What the try being played may hear: `seconds` of the clip from its start (null: the whole clip), or
 * the first `lines` of the mode's lines.
 */
export type Reveal = { kind: 'seconds'; seconds: number | null } | { kind: 'lines'; lines: number };

export function revealRule(mode: DailyMode): RevealRule {
  const daily = modeBasics(mode).daily;
  if (daily && 'lines' in daily) return { kind: 'lines', lines: daily.lines };
  return { kind: 'seconds', ladder: REVEAL_LADDERS[mode] ?? [] };
}

/**
 * What try `tryIndex` (0 for the first) may hear under `rule`, and everything once the puzzle is over:
 * the rule's count of lines for the try (Voice: tries 1-2 the first line, 3-4 two, 5-6 all three), or
 * the ladder fitted to the clip (`fitLadder`; its own figure while the clip's length is unknown),
 * the whole clip on the last try, and on any try the fitted ladder opens it whole.
 */
export function revealAt(
  rule: RevealRule,
  tryIndex: number,
  ended: boolean,
  clipDuration: number,
): Reveal {
  const k = Math.max(0, Math.floor(tryIndex));
  if (rule.kind === 'lines') {
    const index = ended ? rule.lines.length - 1 : Math.min(rule.lines.length - 1, k);
    return { kind: 'lines', lines: rule.lines[index] ?? 1 };
  }
  if (ended || k >= DAILY_TRIES - 1 || k >= rule.ladder.length) {
    return { kind: 'seconds', seconds: null };
  }
  if (!(Number.isFinite(clipDuration) && clipDuration > 0)) {
    return { kind: 'seconds', seconds: rule.ladder[k] };
  }
  const seconds = fitLadder(rule.ladder, clipDuration)[k];
  return { kind: 'seconds', seconds: seconds >= clipDuration ? null : seconds };
}
