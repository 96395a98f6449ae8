import { useSyncExternalStore } from 'react';
import { gameStore } from '../storage/gameStore';
import { highContrastEntry } from '../storage/settings';
import type { GameStore } from '../storage/store';

/**
 * The high-contrast setting, on the page: the root's `data-earshot-contrast` switches the verdict
 * colours (colours.css), and the daily share uses its squares. The page's first script sets the
 * attribute before the first paint (index.html); this keeps it in step with the setting afterwards.
 */
const listeners = new Set<() => void>();

function paint(on: boolean) {
  if (on) document.documentElement.setAttribute('data-earshot-contrast', 'high');
  else document.documentElement.removeAttribute('data-earshot-contrast');
}

export function isHighContrast(store: GameStore = gameStore): boolean {
  return store.read(highContrastEntry);
}

export function setHighContrast(on: boolean, store: GameStore = gameStore) {
  store.write(highContrastEntry, on);
  paint(on);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed it: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== highContrastEntry.key) return;
    gameStore.drop(highContrastEntry.key);
    paint(isHighContrast());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The setting, re-rendering when it changes (here or in another tab). */
export function useHighContrast(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHighContrast(),
    () => false,
  );
}
