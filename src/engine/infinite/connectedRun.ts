import type { InfiniteChoice } from '../../../machines/infiniteChoices';
import { modesOf, runPool, sameClips, type RunClip } from '../../../machines/infinite/run';
import { browserConnection, type Connection } from '../connectedFreePlay';
import { clipOf, infiniteSessionFor, type InfiniteSession } from './infiniteSession';
import { modeOf, poolFor, type RunModes } from './runModes';

/** What a run screen shows of an infinite run while the connection comes and goes. */
export type ConnectedRunView =
  /** Offline on arrival, while the cache is looked up (a moment). */
  | { kind: 'lookingUp' }
  /** Offline, no clip of the choice saved, and no run on screen to play on with. */
  | { kind: 'nothingOffline' }
  /** A run to play: its session, and offline the number of clips it can deal (null online). */
  | { kind: 'playing'; session: InfiniteSession; saved: number | null };

/** An infinite run as a run screen shows it: subscribe, and render the snapshot. */
export interface ConnectedRun {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): ConnectedRunView;
}

/** Whether the player holds the clip being guessed already: it plays from the page, whatever else. */
function holdsCurrent(session: InfiniteSession, modes: RunModes): boolean {
  const current = clipOf(session.run.getSnapshot().context.run);
  const player = session.player.actor.getSnapshot().context;
  return (
    current !== null &&
    player.buffered &&
    player.clip?.url === modeOf(modes, current.mode).clip(current.id).url
  );
}

/**
 * An infinite run of `choice` following the connection, as free play does
 * (src/engine/connectedFreePlay.ts). Online it deals from every clip; offline, only from those
 * whose clip is saved (looked up in the cache), the clip on screen swapped for one of them unless
 * the player holds it already (`dealFrom`, machines/infinite/run.ts). With no clip saved and no run
 * on screen, there is nothing to play until the connection is back; a run on screen then keeps the
 * clips it has.
 */
export function connectedRun(
  choice: InfiniteChoice,
  modes: RunModes,
  connection: Connection = browserConnection,
): ConnectedRun {
  const whole = poolFor(choice, modes);
  let saved: readonly RunClip[] | null = null;
  let online = connection.isOnline();
  // The run may have started before the app rendered (see startFirstRound).
  let session: InfiniteSession | null = online ? infiniteSessionFor(choice, whole) : null;
  let view = viewOf();
  let lookUps = 0;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | null = null;

  function viewOf(): ConnectedRunView {
    // Until the cache is looked up, a run on screen plays on as it was.
    if (session)
      return { kind: 'playing', session, saved: online ? null : (saved?.length ?? null) };
    return online || saved ? { kind: 'nothingOffline' } : { kind: 'lookingUp' };
  }

  function changed() {
    const next = viewOf();
    const same =
      next.kind === view.kind &&
      (next.kind !== 'playing' ||
        (view.kind === 'playing' && next.session === view.session && next.saved === view.saved));
    if (same) return;
    view = next;
    listeners.forEach((listener) => listener());
  }

  function follow(pool: readonly RunClip[]) {
    if (!session) {
      if (pool.length === 0) return changed();
      session = infiniteSessionFor(choice, whole);
      // Started here rather than by the screen: the clip it opens with is the one dealt below.
      session.start();
    }
    session.run.send({
      type: 'infinite.pool',
      pool,
      keepCurrent: holdsCurrent(session, modes),
    });
    changed();
  }

  function lookUp() {
    online = connection.isOnline();
    if (online) {
      saved = null;
      follow(whole);
      return;
    }
    const lookUp = ++lookUps;
    void Promise.all(
      modesOf(choice).map(async (id) => ({
        id,
        pool: await connection.cachedPool(modeOf(modes, id)),
      })),
    ).then((pools) => {
      if (lookUp !== lookUps || connection.isOnline()) return;
      const pool = runPool(pools);
      if (saved && sameClips(saved, pool)) return;
      saved = pool;
      follow(pool);
    });
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopWatching) {
        stopWatching = connection.watch(lookUp);
        // Offline on arrival (or since): what is saved decides what the run deals.
        if (!connection.isOnline() || !online) lookUp();
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
