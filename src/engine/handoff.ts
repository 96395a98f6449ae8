// Goes with the first-round rework (issue 27, item 1), which removes this upward import.
// eslint-disable-next-line import-x/no-restricted-paths
import { startBootPlay } from '../boot/bootPlay';
import type { PlayerHandle } from './playerHandle';

/**
 * The one way a session started before the app rendered reaches the screen that plays it, for every
 * play format: src/firstRound.ts starts the opened page's session (free play's round, a daily puzzle,
 * an infinite run) and hands it over here under its format and key (the mode, the puzzle, the run's
 * choice, as the first paint's player box names them: `data-format` and `data-play`); the screen
 * asks for its format and key, and gets that session, or a new one. It stays here until a screen
 * starts using it (React may build a screen twice and keep one: both get the same session).
 */
export type PlayFormat = 'free' | 'daily' | 'infinite';

let handed: { format: PlayFormat; key: string; session: unknown } | null = null;

/** Keeps the session started before the app rendered, until its screen takes it over. */
export function handOver(format: PlayFormat, key: string, session: unknown): void {
  handed = { format, key, session };
}

/** The session a screen plays: the one started for the same format and key, or `create()`'s. */
export function sessionFor<S>(format: PlayFormat, key: string, create: () => S): S {
  return handed && handed.format === format && handed.key === key
    ? (handed.session as S)
    : create();
}

/** A screen started using `session`: if it was the one handed over, it is no longer waiting. */
export function takenOver(session: unknown): void {
  if (handed?.session === session) handed = null;
}

/**
 * Draws a session's clip in the first paint's player box (`slot`), gives the box a Play button, and
 * hands the session over. If drawing fails, what did start stops (`stop`), and the screen starts a
 * session of its own.
 */
export function drawAndHandOver<S extends { player: PlayerHandle }>(
  format: PlayFormat,
  key: string,
  session: S,
  slot: HTMLElement,
  stop: () => void,
  draw: (player: PlayerHandle) => void,
): void {
  try {
    session.player.attach(slot);
    draw(session.player);
    startBootPlay(slot, session.player);
  } catch (error) {
    stop();
    session.player.retain()();
    throw error;
  }
  handOver(format, key, session);
}
