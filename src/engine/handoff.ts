import { playKey, type Play } from '../shared/playFormats';
import type { PlayerHandle } from './playerHandle';

/**
 * How a session started before the app rendered reaches the screen that plays it, for every play
 * format: the first round (src/boot/firstRound.ts) starts the opened page's session through its
 * module's `startFirstRound`, which draws it here and keeps it; the screen asks for its play (the
 * mode, the puzzle, the run's choice) and gets that session, or a new one. It stays here until a
 * screen starts using it (React may build a screen twice and keep one: both get the same session).
 * A module's value rather than an argument: the session crosses from code that runs before React to
 * a screen that React builds.
 */
let handed: { key: string; session: unknown } | null = null;

/** The session a screen plays: the one started first for the same play, or `create()`'s. */
export function sessionFor<S>(play: Play, create: () => S): S {
  return handed?.key === playKey(play) ? (handed.session as S) : create();
}

/** A screen started using `session`: if it was the one handed over, it is no longer waiting. */
export function takenOver(session: unknown): void {
  if (handed?.session === session) handed = null;
}

/**
 * Draws a started session's clip in the first paint's player box (`slot`) and keeps the session for
 * its screen. If drawing fails, what did start stops (`stop`), and the screen starts a session of
 * its own.
 */
export function drawAndHandOver<S extends { player: PlayerHandle }>(
  play: Play,
  session: S,
  slot: HTMLElement,
  stop: () => void,
  draw: (player: PlayerHandle) => void,
): S {
  try {
    session.player.attach(slot);
    draw(session.player);
  } catch (error) {
    stop();
    session.player.retain()();
    throw error;
  }
  handed = { key: playKey(play), session };
  return session;
}
