import { createActor, type Actor } from 'xstate';
import { freePlayMachine } from '../../machines/formats/freePlayMachine';
import type { Candidate } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';
import { inspection } from '../shared/inspector';
import { sharedLifetime } from './lifetime';
import { drawAndHandOver, sessionFor, takenOver } from './handoff';
import type { Mode } from '../modes/mode';
import type { Play } from '../shared/playFormats';
import { createPlayerHandle, type PlayerHandle } from './playerHandle';
import { freePlayRules } from './deal/freePlay';
import type { FirstDeal } from './deal/firstDeal';
import type { EarlyClip } from './deal/earlyClip';
import { openingClip, planRound, type RoundPlan } from './deal/roundPlan';

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

/**
 * How a session of free play starts: the first paint's round, planned before the engine arrived with
 * its clip already requested (src/engine/deal/firstDeal.ts); or afresh, dealt for another pool
 * (offline or back online) on the difficulty played; or, with neither, as a first session (the round
 * saved before a reload plays on).
 */
export type SessionStart =
  { plan: RoundPlan; earlyClip: EarlyClip | null } | { difficulty?: Difficulty };

/** A session of free play of `mode`, dealing from `pool`. */
export function createRoundSession(
  mode: Mode,
  pool: readonly Candidate[] = mode.pool,
  start: SessionStart = {},
): RoundSession {
  const plan = 'plan' in start ? start.plan : planRound(mode, pool, start.difficulty);
  // Started by its first user: React may build a component twice and keep one, and the round of the
  // other must not be left running. Its answer is drawn on creation all the same.
  const freePlay = createActor(freePlayMachine, {
    input: {
      pool,
      attemptRules: freePlayRules[mode.id].attemptRules,
      difficulty: plan.difficulty,
      resume: plan.resume,
      seed: plan.seed,
    },
    inspect: inspection.inspect,
  });
  const release = sharedLifetime(() => freePlay.stop());
  const session: RoundSession = {
    mode,
    freePlay,
    pool,
    player: createPlayerHandle('earlyClip' in start ? start.earlyClip : null),
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
  return sessionFor({ format: 'free', mode: mode.id }, () => createRoundSession(mode, pool));
}

/**
 * The first round of free play (src/boot/firstRound.ts): starts the round dealt before the engine
 * arrived (`dealt`: src/engine/deal/firstDeal.ts) and draws its clip's waveform in the first paint's
 * player box (`slot`) for the game screen to take over (src/engine/handoff.ts).
 */
export function startFirstRound(
  slot: HTMLElement,
  play: Play,
  dealt?: FirstDeal,
): RoundSession | undefined {
  if (play.format !== 'free' || dealt?.mode.id !== play.mode) return undefined;
  const { mode, pool, plan, earlyClip } = dealt;
  const session = createRoundSession(mode, pool, { plan, earlyClip });
  session.freePlay.start();
  return drawAndHandOver(
    play,
    session,
    slot,
    () => session.freePlay.stop(),
    // A round played on after a reload opens, as the game screen plays it, on the newest line its
    // misses unlocked (Voice): the clip requested early (`earlyClip`).
    (player) =>
      player.load(
        openingClip(mode, session.freePlay.getSnapshot().context.answer.id, plan.resume?.attempts),
      ),
  );
}
