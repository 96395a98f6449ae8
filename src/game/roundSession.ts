import { createActor, type Actor } from 'xstate';
import { roundMachine } from '../../machines/roundMachine';
import type { Candidate, Difficulty } from '../../machines/rules';
import { inspection } from '../app/inspector';
import { sharedLifetime } from '../app/lifetime';
import type { Mode } from '../modes/mode';
import { createPlayerHandle, type PlayerHandle } from '../player/playerHandle';
import { answerPool } from './answerPool';

/** A round of one mode: its round machine and the player for its clips. */
export interface RoundSession {
  mode: Mode;
  /** The answers this round deals from: the mode's, or offline only those with a cached clip. */
  pool: readonly Candidate[];
  round: Actor<typeof roundMachine>;
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
  const round = createActor(roundMachine, {
    input: { pool, attemptRules: mode.attemptRules, difficulty },
    inspect: inspection.inspect,
  });
  const release = sharedLifetime(() => round.stop());
  const session: RoundSession = {
    mode,
    pool,
    round,
    player: createPlayerHandle(),
    retain() {
      round.start();
      if (firstRound === session) firstRound = null;
      return release();
    },
  };
  return session;
}

/** The round started before the app rendered, until a game screen takes it over. */
let firstRound: RoundSession | null = null;

/** The round a game screen plays: the one already started for it, or a new one. */
export function roundSessionFor(mode: Mode, pool: readonly Candidate[] = mode.pool): RoundSession {
  return firstRound?.mode === mode ? firstRound : createRoundSession(mode, pool);
}

const MODES: Record<string, () => Promise<Mode>> = {
  map: () => import('../modes/mapMode').then((module) => module.mapMode),
  ability: () => import('../modes/abilityMode').then((module) => module.abilityMode),
  ace: () => import('../modes/aceMode').then((module) => module.aceMode),
};

/**
 * On a game route's first load, starts the round and draws its clip's waveform in the first paint's
 * placeholder (scripts/bootShell.ts) while the rest of the app is still to render; the game screen
 * then takes the round over and moves the waveform into its player. Without a placeholder (any
 * other page) it does nothing.
 */
export async function startFirstRound(): Promise<void> {
  const slot = document.getElementById('boot-waveform');
  const loadMode = slot?.dataset.mode ? MODES[slot.dataset.mode] : undefined;
  if (!slot || !loadMode) return;
  const mode = await loadMode();
  // Offline, the first answer is one whose clip is cached, as for every later round.
  const { pool } = await answerPool(mode);
  if (pool.length === 0) return;
  const session = createRoundSession(mode, pool);
  session.round.start();
  try {
    session.player.attach(slot);
    session.player.load(mode.clip(session.round.getSnapshot().context.answer.id));
  } catch (error) {
    // What did start stops, and the game screen starts a round of its own.
    session.round.stop();
    session.player.retain()();
    throw error;
  }
  firstRound = session;
}
