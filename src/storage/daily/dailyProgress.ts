import { puzzleNumber } from '../../../machines/daily/calendar';
import { addTry, type DailyProgress, type DailyTry } from '../../../machines/daily/progress';
import { DAILY_TRIES, type DailyMode, type Verdict } from '../../../machines/dailyModes';
import type { EntryDefinition, GameStore } from '../store';
import { isRecord } from '../isRecord';
import { notePlayed } from '../lastPlayed';

/** A mode's daily plays as stored: by puzzle number, the tries and the day it was finished. */
export interface DailyRecord {
  puzzles: Record<string, { tries: DailyTry[]; finishedOn?: number }>;
}

const VERDICTS: readonly Verdict[] = ['correct', 'partial', 'wrong', 'skipped'];

function validTry(value: unknown): value is DailyTry {
  return (
    isRecord(value) &&
    (value.guessId === null || typeof value.guessId === 'string') &&
    VERDICTS.includes(value.verdict as Verdict)
  );
}

/** Checks every puzzle of a stored record: puzzle numbers, at most six tries, a whole finishing day. */
export function validateDailyRecord(data: unknown): DailyRecord | null {
  if (!isRecord(data) || !isRecord(data.puzzles)) return null;
  for (const [key, puzzle] of Object.entries(data.puzzles)) {
    if (!/^[1-9]\d*$/.test(key) || !isRecord(puzzle)) return null;
    if (!Array.isArray(puzzle.tries) || puzzle.tries.length > DAILY_TRIES) return null;
    if (!puzzle.tries.every(validTry)) return null;
    if (puzzle.finishedOn !== undefined && !Number.isInteger(puzzle.finishedOn)) return null;
  }
  return data as unknown as DailyRecord;
}

const entries = new Map<DailyMode, EntryDefinition<DailyRecord>>();

/** The stored entry of a mode's daily plays: `earshot.daily.map`, `earshot.daily.ability`, ... */
export function dailyEntry(mode: DailyMode): EntryDefinition<DailyRecord> {
  let entry = entries.get(mode);
  if (!entry) {
    entry = {
      key: `earshot.daily.${mode}`,
      version: 1,
      validate: validateDailyRecord,
      initial: () => ({ puzzles: {} }),
    };
    entries.set(mode, entry);
  }
  return entry;
}

/** Every puzzle of a mode this player has started, oldest first. */
export function readDailyProgress(store: GameStore, mode: DailyMode): DailyProgress[] {
  const record = store.read(dailyEntry(mode));
  return Object.entries(record.puzzles)
    .map(([key, puzzle]) => ({ puzzle: Number(key), ...puzzle }))
    .sort((a, b) => a.puzzle - b.puzzle);
}

/** One puzzle's play, with no tries when the player has not started it. */
export function readPuzzle(store: GameStore, mode: DailyMode, puzzle: number): DailyProgress {
  const stored = store.read(dailyEntry(mode)).puzzles[String(puzzle)];
  return stored ? { puzzle, ...stored } : { puzzle, tries: [] };
}

/**
 * Records one try at a puzzle and returns its new state. The day it is played comes from the store's
 * clock, so a puzzle finished on another day than its own counts as an archive play.
 */
export function recordTry(
  store: GameStore,
  mode: DailyMode,
  puzzle: number,
  attempt: DailyTry,
): DailyProgress {
  const progress = addTry(readPuzzle(store, mode, puzzle), attempt, puzzleNumber(store.now()));
  const record = store.read(dailyEntry(mode));
  const kept = { tries: progress.tries, finishedOn: progress.finishedOn };
  store.write(dailyEntry(mode), { puzzles: { ...record.puzzles, [String(puzzle)]: kept } });
  notePlayed(store, mode);
  return progress;
}

/**
 * The mode whose daily puzzle this player finished last (by the day finished, then the puzzle), or
 * null before any: what Your stats opens on away from a game screen.
 */
export function latestDailyMode(store: GameStore, modes: readonly DailyMode[]): DailyMode | null {
  let latest: { mode: DailyMode; on: number; puzzle: number } | null = null;
  for (const mode of modes) {
    for (const each of readDailyProgress(store, mode)) {
      if (each.finishedOn === undefined) continue;
      const later =
        !latest ||
        each.finishedOn > latest.on ||
        (each.finishedOn === latest.on && each.puzzle > latest.puzzle);
      if (later) latest = { mode, on: each.finishedOn, puzzle: each.puzzle };
    }
  }
  return latest?.mode ?? null;
}
