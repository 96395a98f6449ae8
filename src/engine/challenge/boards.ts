import {
  capResults,
  encodeChallenge,
  gameKey,
  mergeResults,
  type Challenge,
  type ChallengeGame,
  type ChallengeResult,
} from '../../../machines/challenge/link';
import { cleanNickname } from '../../../machines/challenge/nickname';
import { gameStore } from '../../storage/gameStore';
import { challengesEntry, keepBoard, type ChallengeBoard } from '../../storage/challenges';
import {
  challengeUrl,
  gameName,
  gameOf,
  inviteText,
  newResult,
  type ChallengeSource,
} from './games';

/** How many results the player keeps of one challenge (a link carries the best MAX_RESULTS). */
const KEPT_RESULTS = 100;

export function readBoard(game: ChallengeGame): ChallengeBoard | null {
  return gameStore.read(challengesEntry).boards[gameKey(game)] ?? null;
}

function writeBoard(game: ChallengeGame, board: ChallengeBoard) {
  gameStore.write(
    challengesEntry,
    keepBoard(gameStore.read(challengesEntry), gameKey(game), board),
  );
}

export const readNickname = () => gameStore.read(challengesEntry).nickname;

export function saveNickname(nickname: string) {
  const kept = gameStore.read(challengesEntry);
  gameStore.write(challengesEntry, { ...kept, nickname: cleanNickname(nickname) });
}

/**
 * Opens a link: its results join those kept for its game (each result once, whatever the order the
 * links come in), and the link is remembered. Returns the board as it now is.
 */
export function openBoard(challenge: Challenge, link: string): ChallengeBoard {
  const { game } = challenge;
  const kept = readBoard(game);
  const mine = kept?.mine ?? null;
  const board: ChallengeBoard = {
    mine,
    results: capResults(
      game.kind,
      mergeResults(game.kind, kept?.results ?? [], challenge.results),
      mine ?? undefined,
      KEPT_RESULTS,
    ),
    link,
    at: Date.now(),
    from: challenge.from,
    ...(game.kind === 'daily' ? { daily: { mode: game.mode, puzzle: game.puzzle } } : {}),
  };
  writeBoard(game, board);
  return board;
}

/** Adds the player's own result to a game's board (once: a board that has one keeps it). */
export function addMine(game: ChallengeGame, value: number): ChallengeBoard {
  const kept = readBoard(game);
  if (kept?.mine != null && kept.results.some((result) => result.id === kept.mine)) return kept;
  const mine = newResult(readNickname(), value, gameStore.now());
  const board: ChallengeBoard = {
    ...kept,
    mine: mine.id,
    results: mergeResults(game.kind, kept?.results ?? [], [mine]),
    link: kept?.link ?? '',
    at: Date.now(),
  };
  writeBoard(game, board);
  return board;
}

export const mineOf = (board: ChallengeBoard | null): ChallengeResult | null =>
  board?.results.find((result) => result.id === board.mine) ?? null;

/**
 * The link to send for a game the player has a result in, with every result they know of (the best
 * ones, theirs always among them) and their nickname as it is now.
 */
export async function linkFor(
  game: ChallengeGame,
): Promise<{ code: string; url: string; text: string } | null> {
  const board = readBoard(game);
  const mine = mineOf(board);
  if (!board || !mine) return null;
  const nickname = readNickname();
  const renamed = { ...mine, nickname };
  const results = board.results.map((result) => (result.id === mine.id ? renamed : result));
  const code = encodeChallenge({ game, from: mine.id, results });
  writeBoard(game, { ...board, results, link: code, at: Date.now() });
  const url = challengeUrl(code);
  return { code, url, text: inviteText(await gameName(game), game, mine.value, url) };
}

/** "Challenge a friend" after a round, a run or a daily puzzle: the link of what was just played. */
export async function challengeFrom(source: ChallengeSource) {
  const game = await gameOf(source);
  if (!game) return null;
  addMine(game, source.value);
  return linkFor(game);
}
