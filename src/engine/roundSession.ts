import { createActor, type Actor } from 'xstate';
import { freePlayMachine } from '../../machines/formats/freePlayMachine';
import type { Candidate } from '../../machines/rules/answers';
import { attemptsFor, type Difficulty } from '../../machines/rules/attempts';
import { inspection } from '../shared/inspector';
import { sharedLifetime } from './lifetime';
import { loadMode } from './loadMode';
import { drawAndHandOver, sessionFor, takenOver } from './handoff';
import type { Mode } from '../modes/mode';
import { createPlayerHandle, type PlayerHandle } from './playerHandle';
import { answerPool } from './answerPool';
import { freePlayRules } from './freePlay';
import {
  difficultyToPlay,
  readDifficulty,
  readSavedRound,
  resumableRound,
} from '../storage/freePlay';

/** Free play of one mode: its rounds (the free-play machine) and the player for its clips. */
export interface RoundSession {
  mode: Mode;
  freePlay: Actor<typeof freePlayMachine>;
  /** The answers this free play deals from: the mode's, or offline only those with a cached clip. */
  pool: readonly Candidate[];
  player: PlayerHandle;
  /** Starts the round if it is not running yet, and marks it in use (see `sharedLifetime`). */
  retain(): () => void;
}

export function createRoundSession(
  mode: Mode,
  pool: readonly Candidate[] = mode.pool,
  difficulty?: Difficulty,
): RoundSession {
  // Started by its first user: React may build a component twice and keep one, and the round of the
  // other must not be left running. Its answer is drawn on creation all the same.
  const rules = freePlayRules[mode.id];
  // After a reload, the round in progress plays on; a returning player keeps their difficulty.
  // (Only a session's first: one dealt again for another pool, offline or back online, starts afresh.)
  const saved = difficulty === undefined ? readSavedRound(mode.id) : null;
  const resumed = resumableRound(saved, {
    pool,
    difficulties: rules.difficulties,
    maxAttempts: (difficulty) => attemptsFor(rules.attemptRules, difficulty),
  });
  const freePlay = createActor(freePlayMachine, {
    input: {
      pool,
      attemptRules: rules.attemptRules,
      difficulty:
        difficulty ?? difficultyToPlay(resumed, readDifficulty(mode.id, rules.difficulties)),
      resume: resumed ?? undefined,
    },
    inspect: inspection.inspect,
  });
  const release = sharedLifetime(() => freePlay.stop());
  const session: RoundSession = {
    mode,
    freePlay,
    pool,
    player: createPlayerHandle(),
    retain() {
      freePlay.start();
      takenOver(session);
      return release();
    },
  };
  return session;
}

/** The round a game screen plays: the one started for it before the app rendered, or a new one. */
export function roundSessionFor(mode: Mode, pool: readonly Candidate[] = mode.pool): RoundSession {
  return sessionFor('free', mode.id, () => createRoundSession(mode, pool));
}

/**
 * On a game route's first load, starts the round of the mode `key` and draws its clip's waveform in
 * the first paint's player box (`slot`) while the rest of the app is still to render; the game
 * screen then takes the round over and moves the waveform into its player (src/engine/handoff.ts).
 */
export async function startFirstRound(slot: HTMLElement, key: string): Promise<void> {
  const loading = loadMode(key);
  if (!loading) return;
  const mode = await loading;
  // Offline, the first answer is one whose clip is cached, as for every later round.
  const { pool } = await answerPool(mode);
  if (pool.length === 0) return;
  const session = createRoundSession(mode, pool);
  session.freePlay.start();
  drawAndHandOver(
    'free',
    mode.id,
    session,
    slot,
    () => session.freePlay.stop(),
    (player) => player.load(mode.clip(session.freePlay.getSnapshot().context.answer.id)),
  );
}
