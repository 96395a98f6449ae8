import { createGameStore, type StorageBackend } from './store';

/** The page's local storage; reading `localStorage` itself throws where a browser forbids it. */
function localStorageBackend(): StorageBackend | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The store the game uses in the browser. */
export const gameStore = createGameStore({ backend: localStorageBackend });
