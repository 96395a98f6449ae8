import type { StorageBackend } from '../storage/store';

/** A storage backend in memory, for tests: `failWrites` makes it behave as a full quota. */
export function memoryBackend(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const backend: StorageBackend & { items: Map<string, string>; failWrites: boolean } = {
    items,
    failWrites: false,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      if (backend.failWrites)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return backend;
}
