import { createActor, type Actor } from 'xstate';
import { freePlayMachine } from '../../machines/formats/freePlayMachine';
import { inspection } from '../app/inspector';
import { sharedLifetime } from '../app/lifetime';
import type { Mode } from '../modes/mode';
import { createPlayerHandle, type PlayerHandle } from '../player/playerHandle';
import { freePlayRules } from './freePlay';

/** Free play of one mode: its rounds (the free-play machine) and the player for its clips. */
export interface RoundSession {
  mode: Mode;
  freePlay: Actor<typeof freePlayMachine>;
  player: PlayerHandle;
  /** Starts the round if it is not running yet, and marks it in use (see `sharedLifetime`). */
  retain(): () => void;
}

export function createRoundSession(mode: Mode): RoundSession {
  // Started by its first user: React may build a component twice and keep one, and the round of the
  // other must not be left running. Its answer is drawn on creation all the same.
  const freePlay = createActor(freePlayMachine, {
    input: { pool: mode.pool, attemptRules: freePlayRules[mode.id].attemptRules },
    inspect: inspection.inspect,
  });
  const release = sharedLifetime(() => freePlay.stop());
  const session: RoundSession = {
    mode,
    freePlay,
    player: createPlayerHandle(),
    retain() {
      freePlay.start();
      if (firstRound === session) firstRound = null;
      return release();
    },
  };
  return session;
}

/** The round started before the app rendered, until a game screen takes it over. */
let firstRound: RoundSession | null = null;

/** The round a game screen plays: the one already started for it, or a new one. */
export function roundSessionFor(mode: Mode): RoundSession {
  return firstRound?.mode === mode ? firstRound : createRoundSession(mode);
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
  if (mode.pool.length === 0) return;
  const session = createRoundSession(mode);
  session.freePlay.start();
  try {
    session.player.attach(slot);
    session.player.load(mode.clip(session.freePlay.getSnapshot().context.answer.id));
  } catch (error) {
    // What did start stops, and the game screen starts a round of its own.
    session.freePlay.stop();
    session.player.retain()();
    throw error;
  }
  firstRound = session;
}
