import type { Candidate } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';
import type { Attempt } from '../../machines/rules/verdict';
import type { ModeId } from '../modes/mode';
import { gameStore, tabStore } from './gameStore.ts';
import type { EntryDefinition, GameStore } from './store.ts';
import { isRecord } from './isRecord';

/**
 * What free play remembers: the round in progress, for this tab (`tabStore`, over session storage:
 * a reload plays on with it, a new tab deals a new clip), and the last difficulty chosen
 * (`gameStore`). A kept value that does not hold is set aside by the store, and the game starts as
 * on a first visit.
 */
export interface SavedRound {
  answerId: string;
  difficulty: Difficulty;
  attempts: Attempt[];
}

const DIFFICULTIES: readonly Difficulty[] = ['normal', 'hard', 'infinite'];
// Free play has no skips, and a round with the right answer among its tries is over.
const IN_PROGRESS_VERDICTS: readonly string[] = ['partial', 'wrong'];

const isDifficulty = (value: unknown): value is Difficulty =>
  DIFFICULTIES.includes(value as Difficulty);

function isAttempt(value: unknown): value is Attempt {
  if (!isRecord(value)) return false;
  const { id, name, verdict } = value;
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    IN_PROGRESS_VERDICTS.includes(verdict as string)
  );
}

/** A round in progress as stored: well-formed, or null. */
export function validateSavedRound(data: unknown): SavedRound | null {
  if (!isRecord(data)) return null;
  const { answerId, difficulty, attempts } = data;
  if (typeof answerId !== 'string' || !isDifficulty(difficulty)) return null;
  if (!Array.isArray(attempts) || attempts.length === 0 || !attempts.every(isAttempt)) return null;
  return { answerId, difficulty, attempts };
}

function perMode<T>(make: (mode: ModeId) => EntryDefinition<T>) {
  const entries = new Map<ModeId, EntryDefinition<T>>();
  return (mode: ModeId) => {
    let entry = entries.get(mode);
    if (!entry) entries.set(mode, (entry = make(mode)));
    return entry;
  };
}

/** The round in progress of one mode (none once it ends), kept so that a reload plays on with it. */
export interface StoredRound {
  round: SavedRound | null;
}

/** The round in progress of one mode: `earshot.freePlay.<mode>.round`. */
export const savedRoundEntry = perMode<StoredRound>((mode) => ({
  key: `earshot.freePlay.${mode}.round`,
  version: 1,
  validate: (data) => {
    if (!isRecord(data)) return null;
    if (data.round === null) return { round: null };
    const round = validateSavedRound(data.round);
    return round && { round };
  },
  // Before the store, a round was kept bare, as `{ v: 1, answerId, difficulty, attempts }`.
  migrations: { 0: (data) => (isRecord(data) && data.v === 1 ? { round: data } : undefined) },
  initial: () => ({ round: null }),
}));

/** The difficulty last chosen in one mode (null: none yet): `earshot.freePlay.<mode>.difficulty`. */
export const difficultyEntry = perMode<Difficulty | null>((mode) => ({
  key: `earshot.freePlay.${mode}.difficulty`,
  version: 1,
  validate: (data) => (isDifficulty(data) ? data : null),
  // Before the store, the difficulty was kept as its bare name: `hard`.
  bareText: true,
  migrations: { 0: (data) => data },
  initial: () => null,
}));

/**
 * Whether the saved round still fits the game, whatever answers it deals from: its difficulty is
 * offered, it has tries left, and none of them is the answer or a repeat. (The first paint asks this
 * before the mode's answers are loaded: src/boot/openedShell.ts.)
 */
export function playsOn(
  saved: SavedRound | null,
  game: { difficulties: readonly Difficulty[]; maxAttempts: (difficulty: Difficulty) => number },
): saved is SavedRound {
  if (!saved || !game.difficulties.includes(saved.difficulty)) return false;
  const ids = saved.attempts.map((attempt) => attempt.id);
  if (saved.attempts.length >= game.maxAttempts(saved.difficulty)) return false;
  return !ids.includes(saved.answerId) && new Set(ids).size === ids.length;
}

/** The round to play on with, when the saved one still fits the game and its answer can be drawn. */
export function resumableRound(
  saved: SavedRound | null,
  game: {
    pool: readonly Candidate[];
    difficulties: readonly Difficulty[];
    maxAttempts: (difficulty: Difficulty) => number;
  },
): { answer: Candidate; difficulty: Difficulty; attempts: Attempt[] } | null {
  if (!playsOn(saved, game)) return null;
  const answer = game.pool.find((candidate) => candidate.id === saved.answerId);
  return answer ? { answer, difficulty: saved.difficulty, attempts: saved.attempts } : null;
}

/**
 * The difficulty a mode's round is played on: the round it plays on with's, else the one last chosen
 * (if still offered), else normal.
 */
export function difficultyToPlay(
  resumed: { difficulty: Difficulty } | null,
  remembered: Difficulty | null,
): Difficulty {
  return resumed?.difficulty ?? remembered ?? 'normal';
}

export function readSavedRound(mode: ModeId, store: GameStore = tabStore): SavedRound | null {
  return store.read(savedRoundEntry(mode)).round;
}

/** Keeps a round that has tries and is not over; anything else clears what was kept. */
export function saveRound(
  mode: ModeId,
  round: SavedRound | null,
  store: GameStore = tabStore,
): void {
  store.write(savedRoundEntry(mode), {
    round: round && round.attempts.length > 0 ? round : null,
  });
}

export function readDifficulty(
  mode: ModeId,
  offered: readonly Difficulty[],
  store: GameStore = gameStore,
): Difficulty | null {
  const difficulty = store.read(difficultyEntry(mode));
  return difficulty !== null && offered.includes(difficulty) ? difficulty : null;
}

export function saveDifficulty(
  mode: ModeId,
  difficulty: Difficulty,
  store: GameStore = gameStore,
): void {
  store.write(difficultyEntry(mode), difficulty);
}
