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

/** Nothing shorter than this is worth a try: below it a sound is a click. */
export const MIN_REVEAL_SECONDS = 0.25;

/**
 * What try `tryIndex` (0 for the first) may hear under `rule`, and everything once the puzzle is over.
 *
 * Lines: the rule's count for the try (Voice: tries 1-2 the first line, 3-4 two, 5-6 all three).
 *
 * Seconds, of a clip lasting `clipDuration` seconds: the ladder's figure, but a short clip is never
 * given away early: try k hears at most k/6 of it (try 1 a sixth, try 5 five sixths), and never less
 * than MIN_REVEAL_SECONDS. The last try, and any after, hears the whole clip. An unknown duration (0
 * or not a number) gives the ladder's own figure.
 */
export function revealAt(
  rule: RevealRule,
  tryIndex: number,
  ended: boolean,
  clipDuration: number,
): Reveal {
  const k = Math.max(0, Math.floor(tryIndex));
  if (rule.kind === 'lines') {
    const lines = ended ? rule.lines.length - 1 : Math.min(rule.lines.length - 1, k);
    return { kind: 'lines', lines: rule.lines[lines] ?? 1 };
  }
  if (ended || k >= DAILY_TRIES - 1 || k >= rule.ladder.length) {
    return { kind: 'seconds', seconds: null };
  }
  const stage = rule.ladder[k];
  if (!(Number.isFinite(clipDuration) && clipDuration > 0))
    return { kind: 'seconds', seconds: stage };
  const share = (clipDuration * (k + 1)) / DAILY_TRIES;
  return {
    kind: 'seconds',
    seconds: Math.min(clipDuration, Math.max(MIN_REVEAL_SECONDS, Math.min(stage, share))),
  };
}

/**
 * How many of a mode's lines try `tryIndex` (0 for the first) may hear, each whole. A mode revealed
 * by seconds has one clip: 1.
 */
export function revealedLines(mode: DailyMode, tryIndex: number): number {
  const reveal = revealAt(revealRule(mode), tryIndex, false, 0);
  return reveal.kind === 'lines' ? reveal.lines : 1;
}

/**
 * The seconds try `tryIndex` (0 for the first) may hear of a clip lasting `clipDuration` seconds (see
 * `revealAt`); the whole clip, or Infinity when its duration is unknown, on the last try and after it,
 * and for a mode revealed by lines (each line plays whole).
 */
export function revealSeconds(mode: DailyMode, tryIndex: number, clipDuration: number): number {
  const reveal = revealAt(revealRule(mode), tryIndex, false, clipDuration);
  if (reveal.kind === 'seconds' && reveal.seconds !== null) return reveal.seconds;
  return Number.isFinite(clipDuration) && clipDuration > 0 ? clipDuration : Infinity;
}
