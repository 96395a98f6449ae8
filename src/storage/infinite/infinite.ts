import { MODE_IDS } from '../../../machines/modes';
import type { InfiniteBests } from '../../../machines/infinite/bests';
import {
  INFINITE_CHOICES,
  RUN_LIVES,
  type InfiniteChoice,
} from '../../../machines/infiniteChoices';
import { type ClipMode, type InfiniteRun, type RunClip } from '../../../machines/infinite/run';
import type { EntryDefinition } from '../store';
import { isRecord } from '../isRecord';

const MODES: readonly ClipMode[] = MODE_IDS;

const isCount = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < 1e6;

export function isRunClip(value: unknown): value is RunClip {
  return (
    isRecord(value) &&
    MODES.includes(value.mode as ClipMode) &&
    typeof value.id === 'string' &&
    /^[\w-]{1,64}$/.test(value.id)
  );
}

const isClipList = (value: unknown, max: number): value is RunClip[] =>
  Array.isArray(value) && value.length <= max && value.every(isRunClip);

export function validateBests(data: unknown): InfiniteBests | null {
  if (!isRecord(data)) return null;
  const bests: InfiniteBests = {};
  for (const [choice, score] of Object.entries(data)) {
    if (!INFINITE_CHOICES.includes(choice as InfiniteChoice) || !isCount(score)) return null;
    bests[choice as InfiniteChoice] = score;
  }
  return bests;
}

/** The best score of each infinite choice. */
export const infiniteBestsEntry: EntryDefinition<InfiniteBests> = {
  key: 'earshot.infinite.bests',
  version: 1,
  validate: validateBests,
  initial: () => ({}),
};

function validateRun(data: unknown): InfiniteRun | null {
  if (!isRecord(data)) return null;
  const { choice, lives, score, current, played, missed, last, seed } = data;
  const valid =
    INFINITE_CHOICES.includes(choice as InfiniteChoice) &&
    isCount(lives) &&
    (lives as number) <= RUN_LIVES &&
    isCount(score) &&
    (current === null || isRunClip(current)) &&
    isClipList(played, 1000) &&
    isClipList(missed, RUN_LIVES) &&
    (last === null ||
      (isRecord(last) && isRunClip(last.clip) && typeof last.correct === 'boolean')) &&
    Number.isInteger(seed);
  return valid ? (data as unknown as InfiniteRun) : null;
}

/** The run in progress (none once it ends), kept so that a reload picks it up where it was. */
export interface StoredRun {
  run: InfiniteRun | null;
}

const runEntries = new Map<InfiniteChoice, EntryDefinition<StoredRun>>();

/** The run in progress of one choice: `earshot.infinite.run.map`, ... */
export function infiniteRunEntry(choice: InfiniteChoice): EntryDefinition<StoredRun> {
  let entry = runEntries.get(choice);
  if (!entry) {
    entry = {
      key: `earshot.infinite.run.${choice}`,
      version: 1,
      validate: (data) => {
        if (!isRecord(data)) return null;
        if (data.run === null) return { run: null };
        const run = validateRun(data.run);
        return run && run.choice === choice ? { run } : null;
      },
      initial: () => ({ run: null }),
    };
    runEntries.set(choice, entry);
  }
  return entry;
}

/** Clips the player missed in daily or infinite play, newest last, for Listen's "Missed" filter. */
export const missedClipsEntry: EntryDefinition<RunClip[]> = {
  key: 'earshot.listen.missed',
  version: 1,
  validate: (data) => (isClipList(data, 5000) ? data : null),
  initial: () => [],
};

/** Adds clips to the missed list, each once. */
export function addMissed(list: readonly RunClip[], clips: readonly RunClip[]): RunClip[] {
  const result = [...list];
  for (const clip of clips) {
    if (!result.some((each) => each.mode === clip.mode && each.id === clip.id)) result.push(clip);
  }
  return result;
}
