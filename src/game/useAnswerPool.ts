import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Candidate } from '../../machines/rules/answers';
import type { Mode } from '../modes/mode';
import { cachedPool, isOnline, type AnswerPool } from '../engine/deal/answerPool';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The answer pool for a game screen, following the connection: offline, it is cut down to the cached
 * clips (null while the cache is looked up); back online, it is whole again.
 */
export function useAnswerPool(mode: Mode): AnswerPool | null {
  const online = useSyncExternalStore(subscribeToConnection, isOnline, () => true);
  const [offlinePool, setOfflinePool] = useState<{ mode: Mode; pool: Candidate[] } | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    void cachedPool(mode).then((pool) => {
      if (current) setOfflinePool({ mode, pool });
    });
    return () => {
      current = false;
    };
  }, [mode, online]);
  if (online) return { pool: mode.pool, offline: false };
  return offlinePool?.mode === mode ? { pool: offlinePool.pool, offline: true } : null;
}

/** Whether two pools hold the same answers. */
export function samePool(a: readonly Candidate[], b: readonly Candidate[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index]!.id);
}
