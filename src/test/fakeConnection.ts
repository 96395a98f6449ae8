import type { Candidate } from '../../machines/rules/answers';

/** A connection the test turns on and off; `saved` are the maps whose clip the cache holds. */
export function fakeConnection(online: boolean, saved: readonly Candidate[] = []) {
  const watchers = new Set<() => void>();
  const connection = {
    online,
    saved,
    isOnline: () => connection.online,
    watch(onChange: () => void) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    cachedPool: async (): Promise<Candidate[]> => [...connection.saved],
    /** Goes online or offline, and lets the cache look-up that follows finish. */
    async set(next: boolean) {
      connection.online = next;
      watchers.forEach((watcher) => watcher());
      await new Promise((resolve) => setTimeout(resolve));
    },
  };
  return connection;
}
