import {
  decodeChallenge,
  poolTag,
  type Challenge,
  type ChallengeGame,
  type ChallengeResult,
} from '../../../machines/challenge/link';
import { isDailyMode } from '../../../machines/dailyModes';
import type { InfiniteChoice } from '../../../machines/infiniteChoices';
import { modesOf, runPool, type RunClip } from '../../../machines/infinite/run';
import type { ModeId } from '../../../machines/modes';
import type { Candidate } from '../../../machines/rules/answers';
import { attemptsFor, type Difficulty } from '../../../machines/rules/attempts';
import { freePlayRules } from '../deal/freePlay';
import { loadDailyMode, loadMode } from '../deal/loadMode';
import type { DailyModeDescriptor, Mode } from '../../modes/mode';
import { infiniteScreenTexts } from '../../shared/screenTexts';
import { modeName } from '../../shared/modeName';
import { resultText } from './words';
import { t } from './texts';
import { choiceLabel } from '../infinite/runWords';

/**
 * Between a challenge's link (machines/challenge/link.ts, which knows modes only by their place in
 * the list) and the game: what a link plays, built from what the player just played, and back.
 * Nothing here names a mode: every mode and choice of the lists works the same way.
 */

/** What a player just played, as the screen that offers "Challenge a friend" knows it. */
export type ChallengeSource =
  | { kind: 'round'; mode: ModeId; difficulty: Difficulty; answerId: string; value: number }
  | { kind: 'run'; choice: InfiniteChoice; start: number; value: number }
  | { kind: 'daily'; mode: ModeId; puzzle: number; value: number };

/** A challenge's game, ready to play. */
export type Playable =
  | {
      kind: 'round';
      mode: Mode;
      difficulty: Difficulty;
      answer: Candidate;
      maxAttempts: number;
    }
  | { kind: 'run'; choice: InfiniteChoice; modes: Mode[]; pool: RunClip[]; seed: number }
  | { kind: 'daily'; mode: DailyModeDescriptor; puzzle: number };

export type OpenProblem = 'damaged' | 'newer' | 'foreign';

/** What a link that cannot be played says, in the player's language when it is read. */
export const PROBLEM_TEXTS: Record<OpenProblem, { readonly title: string; readonly text: string }> =
  {
    damaged: {
      get title() {
        return t('damagedTitle');
      },
      get text() {
        return t('damagedText');
      },
    },
    newer: {
      get title() {
        return t('newerTitle');
      },
      get text() {
        return t('newerText');
      },
    },
    foreign: {
      get title() {
        return t('foreignTitle');
      },
      get text() {
        return t('foreignText');
      },
    },
  };

const sortedIds = (mode: Mode) => mode.pool.map((item) => item.id).sort();
const runKey = (clip: RunClip) => `${clip.mode}:${clip.id}`;

/**
 * The content editions the modes' answers were added in, the latest first: a link made before a
 * content update names (by its tag) the pool there was then, which is today's without what the
 * updates since added (an update removes nothing and keeps the order of what was there).
 */
function editionsOf(modes: readonly Mode[]): number[] {
  const editions = modes.flatMap((mode) => mode.pool.map((item) => mode.edition(item.id)));
  return [...new Set([1, ...editions])].sort((a, b) => b - a);
}

/** A mode as it was at `edition`: its answers then, in today's order. */
const modeAt = (mode: Mode, edition: number): Mode => ({
  ...mode,
  pool: mode.pool.filter((item) => mode.edition(item.id) <= edition),
});

/** The modes as they were at the edition whose pool has the tag `tag`, or null if none had it. */
function modesTagged(
  modes: readonly Mode[],
  tag: number,
  tagOf: (modes: readonly Mode[]) => number,
): Mode[] | null {
  for (const edition of editionsOf(modes)) {
    const then = modes.map((mode) => modeAt(mode, edition));
    if (tagOf(then) === tag) return then;
  }
  return null;
}

const roundTag = ([mode]: readonly Mode[]) => poolTag(sortedIds(mode));
const runTag = (modes: readonly Mode[]) => poolTag(runPool(modes).map(runKey));

async function loadModes(ids: readonly ModeId[]): Promise<Mode[]> {
  return Promise.all(ids.map((id) => loadMode(id)!));
}

/** The game a link of what was just played carries, or null when it cannot be one. */
export async function gameOf(source: ChallengeSource): Promise<ChallengeGame | null> {
  if (source.kind === 'round') {
    const mode = await loadMode(source.mode)!;
    const clip = sortedIds(mode).indexOf(source.answerId);
    if (clip < 0) return null;
    return {
      kind: 'round',
      mode: source.mode,
      difficulty: source.difficulty,
      pool: roundTag([mode]),
      clip,
    };
  }
  if (source.kind === 'run') {
    return {
      kind: 'run',
      choice: source.choice,
      pool: runTag(await loadModes(modesOf(source.choice))),
      seed: source.start,
    };
  }
  return { kind: 'daily', mode: source.mode, puzzle: source.puzzle };
}

/** The game a link carries, ready to play; `foreign` when this build's clips are not the sender's. */
export async function playableOf(game: ChallengeGame): Promise<Playable | 'foreign'> {
  if (game.kind === 'round') {
    const mode = await loadMode(game.mode)!;
    const then = modesTagged([mode], game.pool, roundTag);
    const rules = freePlayRules[mode.id];
    if (!then || !rules.difficulties.includes(game.difficulty)) return 'foreign';
    const ids = sortedIds(then[0]);
    const answer = mode.pool.find((item) => item.id === ids[game.clip]);
    if (!answer) return 'foreign';
    return {
      kind: 'round',
      mode,
      difficulty: game.difficulty,
      answer,
      maxAttempts: attemptsFor(rules.attemptRules, game.difficulty),
    };
  }
  if (game.kind === 'run') {
    const modes = await loadModes(modesOf(game.choice));
    const then = modesTagged(modes, game.pool, runTag);
    const pool = then ? runPool(then) : [];
    if (pool.length === 0) return 'foreign';
    return { kind: 'run', choice: game.choice, modes, pool, seed: game.seed };
  }
  if (!isDailyMode(game.mode)) return 'foreign';
  return { kind: 'daily', mode: await loadDailyMode(game.mode)!, puzzle: game.puzzle };
}

/** A link's challenge and its game, or why it cannot be played. */
export async function openLink(
  text: string,
): Promise<
  { ok: true; challenge: Challenge; playable: Playable } | { ok: false; problem: OpenProblem }
> {
  const decoded = decodeChallenge(text);
  if (!decoded.ok) return decoded;
  try {
    const playable = await playableOf(decoded.challenge.game);
    if (playable === 'foreign') return { ok: false, problem: 'foreign' };
    return { ok: true, challenge: decoded.challenge, playable };
  } catch {
    return { ok: false, problem: 'foreign' };
  }
}

/** What a challenge plays, in words: "Infinite · Ability", "Daily Ability #24", "Map Theme". */
export async function gameName(game: ChallengeGame): Promise<string> {
  if (game.kind === 'run') return infiniteScreenTexts().runHeading(choiceLabel(game.choice));
  if (game.kind === 'daily')
    return t('dailyGame', { mode: modeName(game.mode), puzzle: String(game.puzzle) });
  return (await loadMode(game.mode)!).title;
}

/** A fresh result of the player's: a random id (what makes it count once), and the minute it is. */
export function newResult(nickname: string, value: number, now: Date): ChallengeResult {
  const id = crypto.getRandomValues(new Uint32Array(1))[0];
  return { id, nickname, value, when: Math.floor(now.getTime() / 60_000) };
}

/** The line a challenge is sent with: it names the result and what was played, never the answer. */
export function inviteText(name: string, game: ChallengeGame, value: number, url: string) {
  return t('invite', { result: resultText(game, value), game: name, url });
}

/** The challenge page's address for a link text. */
export const challengeUrl = (code: string) => `${location.origin}/challenge?c=${code}`;
