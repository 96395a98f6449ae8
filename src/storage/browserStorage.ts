import type { StorageBackend } from './store.ts';

/** The page's local storage; reading `localStorage` itself throws where a browser forbids it. */
export function localStorageBackend(): StorageBackend | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The tab's session storage: kept through a reload, not shared with a new tab. */
export function sessionStorageBackend(): StorageBackend | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}
