import { RUN_LIVES, type InfiniteChoice } from '../infiniteChoices.ts';
import { MODE_IDS, type ModeId } from '../modes.ts';
import { nextRandom } from '../random.ts';

/**
 * What a run can play is in machines/infiniteChoices.ts, with the `shared` chunk's code: the app's
 * routes check it, and a free-play page downloads nothing else of the runs.
 */
export type { InfiniteChoice };
export type ClipMode = ModeId;

/** The modes a choice plays, in the one order of modes: one, or all of them for Mixed. */
export function modesOf(choice: InfiniteChoice): ClipMode[] {
  return choice === 'mixed' ? [...MODE_IDS] : [choice];
}

/** Every clip the given modes can play: their answer pools. */
export function runPool(
  modes: readonly { id: ClipMode; pool: readonly { id: string }[] }[],
): RunClip[] {
  return modes.flatMap((mode) => mode.pool.map((item) => ({ mode: mode.id, id: item.id })));
}

/** One clip of a run: which mode it is from and which item it belongs to. */
export interface RunClip {
  mode: ClipMode;
  id: string;
}

/** How the last guess went, for the line that names what the clip was. */
export interface LastGuess {
  clip: RunClip;
  correct: boolean;
}

/**
 * A run as plain data, so it can be kept in storage and survive a reload. `played` holds the clips
 * drawn since each mode's pool was last spent; `seed` is the run's randomness.
 */
export interface InfiniteRun {
  choice: InfiniteChoice;
  lives: number;
  score: number;
  /** The clip being guessed; null once the run is over. */
  current: RunClip | null;
  played: RunClip[];
  missed: RunClip[];
  last: LastGuess | null;
  seed: number;
  /**
   * The seed the run started from: with the choice and the pool it deals the run's clips again, in
   * the same order (a challenge's link carries it). Unset in runs kept before it was.
   */
  start?: number;
}

const sameClip = (a: RunClip, b: RunClip) => a.mode === b.mode && a.id === b.id;

/**
 * Draws the next clip. Mixed first picks a mode, each equally likely (the ability pool is several
 * times the others, so drawing from the whole pool would make Mixed nearly all abilities), then a clip
 * of that mode. No clip comes twice until its mode's pool is spent; then that mode starts over, never
 * with the clip just played.
 */
export function drawClip(
  pool: readonly RunClip[],
  played: readonly RunClip[],
  previous: RunClip | null,
  seed: number,
): { clip: RunClip; played: RunClip[]; seed: number } {
  if (pool.length === 0) throw new Error('The run has no clips to play.');
  const modes = [...new Set(pool.map((clip) => clip.mode))];
  const first = nextRandom(seed);
  const mode = modes[Math.floor(first.value * modes.length)];
  const ofMode = pool.filter((clip) => clip.mode === mode);
  let kept = played.filter((clip) => pool.some((each) => sameClip(each, clip)));
  let fresh = ofMode.filter((clip) => !kept.some((each) => sameClip(each, clip)));
  if (fresh.length === 0) {
    kept = kept.filter((clip) => clip.mode !== mode);
    fresh = ofMode.filter((clip) => !(previous && sameClip(clip, previous)));
    if (fresh.length === 0) fresh = ofMode;
  }
  const second = nextRandom(first.seed);
  const clip = fresh[Math.floor(second.value * fresh.length)];
  return { clip, played: [...kept, clip], seed: second.seed };
}

/** A new run of `choice` over `pool` (every clip the choice can play). */
export function startRun(
  choice: InfiniteChoice,
  pool: readonly RunClip[],
  seed: number,
): InfiniteRun {
  const drawn = drawClip(pool, [], null, seed);
  return {
    choice,
    lives: RUN_LIVES,
    score: 0,
    current: drawn.clip,
    played: drawn.played,
    missed: [],
    last: null,
    seed: drawn.seed,
    start: seed,
  };
}

export const isRunOver = (run: InfiniteRun) => run.current === null;

/**
 * The run without its start seed: one dealt otherwise than its seed deals (from part of the pool)
 * has no seed to give a challenge.
 */
export function withoutStart(run: InfiniteRun): InfiniteRun {
  const copy = { ...run };
  delete copy.start;
  return copy;
}

/** Whether two pools hold the same clips in the same order. */
export function sameClips(a: readonly RunClip[], b: readonly RunClip[]): boolean {
  return a.length === b.length && a.every((clip, index) => sameClip(clip, b[index]!));
}

/**
 * The run carried on over another pool: offline, the clips saved on the device; back online, every
 * clip. The clip being guessed stays if the pool has it or the player already holds it
 * (`keepCurrent`); else another is drawn in its place, and the one never heard goes back among the
 * clips to come. Dealt from another pool, the run no longer follows its start seed, so it gives it up
 * (a challenge of it would deal a friend other clips). An ended run, or an empty pool, changes
 * nothing.
 */
export function dealFrom(
  run: InfiniteRun,
  pool: readonly RunClip[],
  keepCurrent: boolean,
): InfiniteRun {
  const { current } = run;
  if (!current || pool.length === 0) return run;
  const carried = withoutStart(run);
  if (keepCurrent || pool.some((clip) => sameClip(clip, current))) return carried;
  const played = run.played.filter((clip) => !sameClip(clip, current));
  const drawn = drawClip(pool, played, run.last?.clip ?? null, run.seed);
  return { ...carried, current: drawn.clip, played: drawn.played, seed: drawn.seed };
}

/**
 * Plays a guess (an item id) at the current clip. A right guess scores a point; a wrong one costs a
 * life and the clip counts as missed. Either way the run moves on to the next clip at once (one guess
 * per clip: lives are the run's, not the clip's), until the last life is gone. A guess after the end
 * changes nothing.
 */
export function guessInRun(
  run: InfiniteRun,
  guessId: string,
  pool: readonly RunClip[],
): InfiniteRun {
  const clip = run.current;
  if (!clip) return run;
  const correct = clip.id === guessId;
  const lives = correct ? run.lives : run.lives - 1;
  const score = correct ? run.score + 1 : run.score;
  const missed = correct ? run.missed : [...run.missed, clip];
  const last = { clip, correct };
  if (lives <= 0) return { ...run, lives: 0, score, missed, last, current: null };
  const drawn = drawClip(pool, run.played, clip, run.seed);
  return {
    ...run,
    lives,
    score,
    missed,
    last,
    current: drawn.clip,
    played: drawn.played,
    seed: drawn.seed,
  };
}
