import type { ChallengeResult } from '../../machines/challenge/link';
import type { EntryDefinition } from './store.ts';
import { isRecord } from './isRecord';

/**
 * What the player keeps of challenges: the nickname they go by (optional), and per challenge
 * (keyed by what it plays, machines/challenge/link.ts gameKey) the results seen so far, their own
 * among them once played, and the last link opened (a daily puzzle played from a challenge leads
 * back to it). Only the latest challenges are kept.
 */
export interface ChallengeBoard {
  /** The id of the player's own result, once they have played it. */
  mine: number | null;
  results: ChallengeResult[];
  /** The link text last opened or made for it. */
  link: string;
  /** When it was last touched (ms), to keep the latest. */
  at: number;
  /** A daily puzzle's challenge: which puzzle (its result screen leads back to the challenge). */
  daily?: { mode: string; puzzle: number };
  /** The id of the result of whoever sent the link opened (the puzzle's screen names them). */
  from?: number;
}

export interface KeptChallenges {
  nickname: string;
  boards: Record<string, ChallengeBoard>;
}

export const MAX_KEPT_CHALLENGES = 50;

const isU32 = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffffff;

function isResult(value: unknown): value is ChallengeResult {
  return (
    isRecord(value) &&
    isU32(value.id) &&
    isU32(value.when) &&
    isU32(value.value) &&
    typeof value.nickname === 'string' &&
    value.nickname.length <= 64
  );
}

function isBoard(value: unknown): value is ChallengeBoard {
  return (
    isRecord(value) &&
    (value.mine === null || isU32(value.mine)) &&
    Array.isArray(value.results) &&
    value.results.length <= 100 &&
    value.results.every(isResult) &&
    typeof value.link === 'string' &&
    value.link.length <= 2000 &&
    typeof value.at === 'number' &&
    (value.from === undefined || isU32(value.from))
  );
}

export const challengesEntry: EntryDefinition<KeptChallenges> = {
  key: 'earshot.challenges',
  version: 1,
  validate: (data) => {
    if (!isRecord(data) || typeof data.nickname !== 'string' || !isRecord(data.boards)) return null;
    if (data.nickname.length > 64 || !Object.values(data.boards).every(isBoard)) return null;
    return data as unknown as KeptChallenges;
  },
  initial: () => ({ nickname: '', boards: {} }),
};

/** The challenge of a daily puzzle last opened or made, if any. */
export function dailyChallenge(
  kept: KeptChallenges,
  mode: string,
  puzzle: number,
): ChallengeBoard | null {
  return (
    Object.values(kept.boards)
      .filter((each) => each.daily?.mode === mode && each.daily.puzzle === puzzle && each.link)
      .sort((a, b) => b.at - a.at)[0] ?? null
  );
}

/** The last link opened of a challenge of a daily puzzle, if any. */
export function dailyChallengeLink(
  kept: KeptChallenges,
  mode: string,
  puzzle: number,
): string | null {
  return dailyChallenge(kept, mode, puzzle)?.link ?? null;
}

/**
 * Whoever set a challenge, as far as its board knows: the sender of the link opened, or (a board
 * kept before senders were) the best result that is not the player's own.
 */
export function senderOf(board: ChallengeBoard): ChallengeResult | null {
  return (
    board.results.find((result) => result.id === board.from) ??
    board.results.find((result) => result.id !== board.mine) ??
    null
  );
}

/** Keeps a board (the latest MAX_KEPT_CHALLENGES boards only). */
export function keepBoard(
  kept: KeptChallenges,
  key: string,
  board: ChallengeBoard,
): KeptChallenges {
  const boards = Object.entries({ ...kept.boards, [key]: board })
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, MAX_KEPT_CHALLENGES);
  return { ...kept, boards: Object.fromEntries(boards) };
}
