import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Candidate } from '../../machines/rules/answers';
import type { Mode } from '../modes/mode';

/** The answers a round may deal, and whether they are cut down to what plays offline. */
export interface AnswerPool {
  pool: readonly Candidate[];
  offline: boolean;
}

const isOnline = () => navigator.onLine;

/** Whether the browser holds a clip's file: the service worker caches each as it is fetched. */
async function isCached(url: string): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    return (await caches.match(url)) !== undefined;
  } catch {
    // Storage the browser refuses (a private window): nothing is cached.
    return false;
  }
}

/** The mode's answers whose clip can be played without a network: those already cached. */
export async function cachedPool(mode: Mode): Promise<Candidate[]> {
  const cached = await Promise.all(mode.pool.map((item) => isCached(mode.clip(item.id).url)));
  return mode.pool.filter((_, index) => cached[index]);
}

/** Online, every answer with a clip; offline, only those whose clip is cached. */
export async function answerPool(mode: Mode, online = isOnline()): Promise<AnswerPool> {
  return online
    ? { pool: mode.pool, offline: false }
    : { pool: await cachedPool(mode), offline: true };
}

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
