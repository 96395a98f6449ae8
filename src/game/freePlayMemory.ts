import type { Candidate } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';
import type { Attempt } from '../../machines/rules/verdict';
import type { ModeId } from '../modes/mode';

/**
 * What free play remembers: the round in progress, for this tab (session storage: a reload plays on
 * with it, a new tab deals a new clip), and the last difficulty chosen (local storage). Every value
 * is checked on the way in; one that does not hold is dropped without a word, and the game starts
 * as on a first visit.
 */
type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedRound {
  answerId: string;
  difficulty: Difficulty;
  attempts: Attempt[];
}

const VERSION = 1;
const roundKey = (mode: ModeId) => `earshot.freePlay.${mode}.round`;
const difficultyKey = (mode: ModeId) => `earshot.freePlay.${mode}.difficulty`;
const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'infinite'];
// Free play has no skips, and a round with the right answer among its tries is over.
const IN_PROGRESS_VERDICTS: readonly string[] = ['partial', 'wrong'];

function store(kind: 'localStorage' | 'sessionStorage'): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(storage: KeyValueStore | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStore | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or disabled storage: the game plays on, it just will not remember.
  }
}

function isAttempt(value: unknown): value is Attempt {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, verdict } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    IN_PROGRESS_VERDICTS.includes(verdict as string)
  );
}

/** Reads a saved round back as stored: well-formed, or null. */
export function parseSavedRound(raw: string | null): SavedRound | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const { v, answerId, difficulty, attempts } = value ?? {};
    if (v !== VERSION || typeof answerId !== 'string') return null;
    if (!DIFFICULTIES.includes(difficulty as Difficulty)) return null;
    if (!Array.isArray(attempts) || attempts.length === 0 || !attempts.every(isAttempt))
      return null;
    return { answerId, difficulty: difficulty as Difficulty, attempts };
  } catch {
    return null;
  }
}

/**
 * The round to play on with, when the saved one still fits the game: its answer can be drawn, its
 * difficulty is offered, it has tries left, and none of them is the answer or a repeat.
 */
export function resumableRound(
  saved: SavedRound | null,
  game: {
    pool: readonly Candidate[];
    difficulties: readonly Difficulty[];
    maxAttempts: (difficulty: Difficulty) => number;
  },
): { answer: Candidate; difficulty: Difficulty; attempts: Attempt[] } | null {
  if (!saved) return null;
  const answer = game.pool.find((candidate) => candidate.id === saved.answerId);
  if (!answer || !game.difficulties.includes(saved.difficulty)) return null;
  const ids = saved.attempts.map((attempt) => attempt.id);
  if (saved.attempts.length >= game.maxAttempts(saved.difficulty)) return null;
  if (ids.includes(answer.id) || new Set(ids).size !== ids.length) return null;
  return { answer, difficulty: saved.difficulty, attempts: saved.attempts };
}

export function readSavedRound(mode: ModeId, storage = store('sessionStorage')): SavedRound | null {
  const saved = parseSavedRound(read(storage, roundKey(mode)));
  if (!saved) write(storage, roundKey(mode), null);
  return saved;
}

/** Keeps a round that has tries and is not over; anything else clears what was kept. */
export function saveRound(
  mode: ModeId,
  round: SavedRound | null,
  storage = store('sessionStorage'),
): void {
  const keep = round && round.attempts.length > 0 ? { v: VERSION, ...round } : null;
  write(storage, roundKey(mode), keep && JSON.stringify(keep));
}

export function readDifficulty(
  mode: ModeId,
  offered: readonly Difficulty[],
  storage = store('localStorage'),
): Difficulty | null {
  const raw = read(storage, difficultyKey(mode));
  return offered.includes(raw as Difficulty) ? (raw as Difficulty) : null;
}

export function saveDifficulty(
  mode: ModeId,
  difficulty: Difficulty,
  storage = store('localStorage'),
): void {
  write(storage, difficultyKey(mode), difficulty);
}
