import type { Candidate } from '../../../machines/rules/answers';
import type { Mode } from '../../modes/mode';

/** The answers a round may deal, and whether they are cut down to what plays offline. */
export interface AnswerPool {
  pool: readonly Candidate[];
  offline: boolean;
}

export const isOnline = () => navigator.onLine;

/** Whether the browser holds a clip's file: the service worker caches each as it is fetched. */
export async function isCached(url: string): Promise<boolean> {
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
