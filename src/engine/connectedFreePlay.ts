import type { Candidate } from '../../machines/rules/answers';
import type { Mode } from '../modes/mode';
import { cachedPool, isOnline, type AnswerPool } from './deal/answerPool';
import { createRoundSession, roundSessionFor, type RoundSession } from './roundSession';

/** What a game screen shows of free play while the connection comes and goes. */
export type ConnectedFreePlayView =
  /** Offline on arrival, while the cache is looked up (a moment). */
  | { kind: 'lookingUp' }
  /** Offline, no clip of the mode saved, and no round on screen to play on with. */
  | { kind: 'nothingOffline' }
  /** A round to play: its session, and the answers the connection allows now. */
  | { kind: 'playing'; session: RoundSession; answers: AnswerPool };

/** What free play needs to know of the browser's connection (the browser's own by default). */
export interface Connection {
  isOnline(): boolean;
  /** Calls `onChange` whenever the browser goes online or offline; returns what stops it. */
  watch(onChange: () => void): () => void;
  /** The mode's answers whose clip the browser has saved: what can play offline. */
  cachedPool(mode: Mode): Promise<Candidate[]>;
}

/** The browser's own connection, and the service worker's cache of clips. */
export const browserConnection: Connection = {
  isOnline,
  watch(onChange) {
    window.addEventListener('online', onChange);
    window.addEventListener('offline', onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
    };
  },
  cachedPool,
};

/** Free play of one mode as a game screen shows it: subscribe, and render the snapshot. */
export interface ConnectedFreePlay {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): ConnectedFreePlayView;
}

/** Whether two pools hold the same answers. */
export function samePool(a: readonly Candidate[], b: readonly Candidate[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index]!.id);
}

/**
 * Whether the round on screen stays whatever the connection does: once it is over, guessed at, or
 * its clip is in the page, the player has it and it plays on.
 */
function isHeld(session: RoundSession): boolean {
  const freePlay = session.freePlay.getSnapshot();
  const attempts = freePlay.children.round?.getSnapshot().context.attempts ?? [];
  return (
    freePlay.hasTag('ended') ||
    attempts.length > 0 ||
    session.player.actor.getSnapshot().context.buffered
  );
}

/**
 * Free play of `mode` following the connection. Online it deals from every answer; offline, only
 * from those whose clip is saved (looked up in the cache, the answers staying as they were
 * meanwhile). When the answers change, the round on screen is left alone if it is held (`isHeld`)
 * or its answer is still among them, and the next round is dealt from them; a round neither held
 * nor among them is dealt again at once. With no answer offline and nothing held, there is nothing
 * to play until the connection is back.
 */
export function connectedFreePlay(
  mode: Mode,
  connection: Connection = browserConnection,
): ConnectedFreePlay {
  let answers: AnswerPool | null = connection.isOnline()
    ? { pool: mode.pool, offline: false }
    : null;
  // The round may have started before the app rendered (see startFirstRound).
  let session: RoundSession | null = answers ? roundSessionFor(mode, answers.pool) : null;
  let view: ConnectedFreePlayView = viewOf();
  // Dealing from other answers once the round on screen gives way to the next.
  let waiting: { unsubscribe(): void } | null = null;
  // Which cache look-up is the latest: an earlier one finishing late is ignored.
  let lookUps = 0;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  function viewOf(): ConnectedFreePlayView {
    if (!answers) return { kind: 'lookingUp' };
    return session ? { kind: 'playing', session, answers } : { kind: 'nothingOffline' };
  }

  function changed() {
    view = viewOf();
    listeners.forEach((listener) => listener());
  }

  function dealFrom(pool: readonly Candidate[], current: RoundSession) {
    session =
      pool.length === 0
        ? null
        : createRoundSession(mode, pool, {
            difficulty: current.freePlay.getSnapshot().context.difficulty,
          });
  }

  function follow(next: AnswerPool) {
    if (answers && answers.offline === next.offline && samePool(answers.pool, next.pool)) return;
    answers = next;
    waiting?.unsubscribe();
    waiting = null;
    const current = session;
    const { pool } = next;
    if (!current) {
      session = pool.length > 0 ? roundSessionFor(mode, pool) : null;
    } else if (!samePool(current.pool, pool)) {
      const answer = current.freePlay.getSnapshot().context.answer;
      if (!isHeld(current) && !pool.some((item) => item.id === answer.id)) {
        dealFrom(pool, current);
      } else {
        waiting = current.freePlay.on('round.started', () => {
          waiting?.unsubscribe();
          waiting = null;
          dealFrom(pool, current);
          changed();
        });
      }
    }
    changed();
  }

  function lookUp() {
    if (connection.isOnline()) {
      follow({ pool: mode.pool, offline: false });
      return;
    }
    const lookUp = ++lookUps;
    void connection.cachedPool(mode).then((pool) => {
      if (lookUp === lookUps && !connection.isOnline()) follow({ pool, offline: true });
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) {
        stopWatching = connection.watch(lookUp);
        // The connection may have changed since (or, offline on arrival, never been looked up).
        if (!answers || connection.isOnline() === answers.offline) lookUp();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = null;
        }
      };
    },
    getSnapshot: () => view,
  };
}
