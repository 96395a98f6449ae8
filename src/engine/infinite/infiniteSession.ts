import { createActor, type Actor } from 'xstate';
import { infiniteMachine } from '../../../machines/formats/infinite/infiniteMachine';
import type { InfiniteChoice } from '../../../machines/infiniteChoices';
import { modesOf, runPool, type InfiniteRun, type RunClip } from '../../../machines/infinite/run';
import { inspection } from '../../shared/inspector';
import { sharedLifetime } from '../lifetime';
import { loadMode } from '../deal/loadMode';
import { isOnline } from '../deal/answerPool';
import { createPlayerHandle, type PlayerHandle } from '../playerHandle';
import { drawAndHandOver, sessionFor, takenOver } from '../handoff';
import type { Play } from '../../shared/playFormats';
import { gameStore } from '../../storage/gameStore';
import { infiniteRunEntry } from '../../storage/infinite/infinite';
import { keepRun, keepRunAsPlayed } from './keepRun';

/** An infinite run in play: its run (the infinite machine) and the player for its clips. */
export interface InfiniteSession {
  choice: InfiniteChoice;
  run: Actor<typeof infiniteMachine>;
  player: PlayerHandle;
  /** Starts the run if it is not running yet; a new run is kept from then on. */
  start(): void;
  /** Starts the run, and marks it in use (see `sharedLifetime`). */
  retain(): () => void;
}

const inPool = (pool: readonly RunClip[], clip: RunClip | null) =>
  clip === null || pool.some((each) => each.mode === clip.mode && each.id === clip.id);

/**
 * The run kept for a choice, if this pool can carry on with it (a sound pack changed since may have
 * taken its clip away).
 */
function keptRun(choice: InfiniteChoice, pool: readonly RunClip[]): InfiniteRun | null {
  const run = gameStore.read(infiniteRunEntry(choice)).run;
  return run && inPool(pool, run.current) && inPool(pool, run.last?.clip ?? null) ? run : null;
}

export function createInfiniteSession(
  choice: InfiniteChoice,
  pool: readonly RunClip[],
): InfiniteSession {
  // Started by its first user (React may build a component twice and keep one), and only then
  // kept: a session that never starts must not replace the run in storage.
  const resume = keptRun(choice, pool);
  const run = createActor(infiniteMachine, {
    input: { choice, pool, resume },
    inspect: inspection.inspect,
  });
  keepRunAsPlayed(run, { resumable: true });
  const release = sharedLifetime(() => run.stop());
  let started = false;
  const session: InfiniteSession = {
    choice,
    run,
    player: createPlayerHandle(),
    start() {
      if (started) return;
      started = true;
      run.start();
      if (!resume) keepRun(run.getSnapshot().context.run, { resumable: true });
    },
    retain() {
      session.start();
      takenOver(session);
      return release();
    },
  };
  return session;
}

/** The session a run screen plays: the one started for its choice before the app rendered, or a new one. */
export function infiniteSessionFor(
  choice: InfiniteChoice,
  pool: readonly RunClip[],
): InfiniteSession {
  return sessionFor({ format: 'infinite', choice }, () => createInfiniteSession(choice, pool));
}

/** The clip a run's player plays: the one being guessed, or after the end the last one. */
export function clipOf(run: InfiniteRun): RunClip | null {
  return run.current ?? run.last?.clip ?? null;
}

/**
 * The first round of an infinite run (src/boot/firstRound.ts): starts the run of the choice (or picks
 * up the one kept) and draws its clip's waveform in the first paint's player box (`slot`) for the run
 * screen to take over (src/engine/handoff.ts).
 */
export async function startFirstRound(
  slot: HTMLElement,
  play: Play,
): Promise<InfiniteSession | undefined> {
  if (play.format !== 'infinite') return undefined;
  // Offline, the run deals from the clips saved, which its screen looks up (connectedRun.ts).
  if (!isOnline()) return undefined;
  const modes = await Promise.all(modesOf(play.choice).map((id) => loadMode(id)!));
  const pool = runPool(modes);
  if (pool.length === 0) return undefined;
  const session = createInfiniteSession(play.choice, pool);
  session.start();
  return drawAndHandOver(
    play,
    session,
    slot,
    () => session.run.stop(),
    (player) => {
      const clip = clipOf(session.run.getSnapshot().context.run);
      if (clip) player.load(modes.find((mode) => mode.id === clip.mode)!.clip(clip.id));
    },
  );
}
