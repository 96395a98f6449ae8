import { createGameStore, type StorageBackend } from './store.ts';

/** The page's local storage; reading `localStorage` itself throws where a browser forbids it. */
function localStorageBackend(): StorageBackend | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The tab's session storage: kept through a reload, not shared with a new tab. */
function sessionStorageBackend(): StorageBackend | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** The store the game uses in the browser. */
export const gameStore = createGameStore({ backend: localStorageBackend });

/** The store for what only this tab keeps (free play's round in progress). */
export const tabStore = createGameStore({ backend: sessionStorageBackend });
