import { localStorageBackend, sessionStorageBackend } from './browserStorage.ts';
import { createGameStore } from './store.ts';

/** The store the game uses in the browser. */
export const gameStore = createGameStore({ backend: localStorageBackend });

/** The store for what only this tab keeps (free play's round in progress). */
export const tabStore = createGameStore({ backend: sessionStorageBackend });
