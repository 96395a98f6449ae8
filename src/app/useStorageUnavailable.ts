import { useSyncExternalStore } from 'react';
import type { GameStore } from '../storage/store';

/** Whether the store has found the browser's storage unusable; re-renders when it does. */
export function useStorageUnavailable(store: GameStore): boolean {
  return useSyncExternalStore(store.subscribe, store.isUnavailable, store.isUnavailable);
}
