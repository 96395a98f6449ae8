import type { Clip } from '../../machines/player/playerMachine';
import { isPuzzleOf, puzzleNumber } from '../../machines/daily/calendar';
import { dailyAnswer } from '../../machines/daily/schedule';
import { DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import { dailyLedger } from '../content/daily/dailyLedger';
import { prefetchClip } from '../engine/deal/prefetchClip';
import type { ModeClips } from '../content/clipTable';

// Each daily mode's clips alone (src/modes/clips/), a chunk each: what saving a day's clips needs
// of a mode, and none of its names, images and words.
const DAILY_CLIPS = import.meta.glob<Record<string, ModeClips>>('/src/modes/clips/*Clips.ts');

/** Loads which items a daily mode's served pack has, and their clips. */
export function loadDailyClips(mode: DailyMode): Promise<ModeClips> {
  return DAILY_CLIPS[`/src/modes/clips/${mode}Clips.ts`]().then((module) => module[`${mode}Clips`]);
}

/** Long enough for the puzzle being opened to have its own clip, code and images first. */
const DELAY_MS = 5000;

/**
 * Today's clip of a daily mode, from its clips alone (not its descriptor, which brings the mode's
 * names and images: the daily hub would download every mode's); null when the day has no playable
 * puzzle. The same answer as `dailyPuzzle`'s, by the same schedule.
 */
export function todaysClip(mode: DailyMode, clips: ModeClips, now: Date): Clip | null {
  const today = puzzleNumber(now);
  if (!isPuzzleOf(mode, today, now)) return null;
  const scheduled = dailyAnswer(mode, today, dailyLedger[mode], clips.has);
  return scheduled.kind === 'ready' ? clips.clip(scheduled.id) : null;
}

/**
 * Fetches today's clips in the background: the service worker keeps every clip fetched, so the
 * day's puzzles then play offline too. While one of them is played (`playing`), the other modes'
 * after the puzzle's head start; on the daily hub (`playing` null), which has no clip of its own,
 * every mode's at once, so that one visit of /daily saves the day. Returns a cancel function (the
 * screen is leaving).
 */
export function prefetchTodaysClips(now: Date, playing: DailyMode | null): () => void {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const timer = setTimeout(
    () => {
      for (const id of DAILY_MODES.filter((other) => other !== playing)) {
        loadDailyClips(id)
          .then((clips) => {
            const clip = todaysClip(id, clips, now);
            if (!cancelled && clip) cancels.push(prefetchClip(clip));
          })
          // A mode's clips that do not download cost only this head start.
          .catch(() => {});
      }
    },
    playing === null ? 0 : DELAY_MS,
  );
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancels.forEach((cancel) => cancel());
  };
}
