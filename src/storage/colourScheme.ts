// Types only: the store is part of the first round's code, which must not need Mantine's.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import type { EntryDefinition, GameStore } from './store';

const SCHEMES: readonly unknown[] = ['light', 'dark', 'auto'] satisfies MantineColorScheme[];
const isScheme = (value: unknown): value is MantineColorScheme => SCHEMES.includes(value);

/**
 * The colour scheme the player chose (null: none, the system's), kept as bare text under Mantine's
 * key, which the page's first script reads to paint in the right scheme (index.html).
 */
export const colourSchemeEntry: EntryDefinition<MantineColorScheme | null> = {
  key: 'mantine-color-scheme-value',
  version: 1,
  validate: (data) => (isScheme(data) ? data : null),
  plain: { parse: (text) => text, format: (value) => value ?? 'auto' },
  initial: () => null,
};

/** Mantine's colour scheme, kept by the game's store (in place of Mantine's own local storage manager). */
export function colourSchemeManager(store: GameStore): MantineColorSchemeManager {
  let stopListening = () => {};
  return {
    get: (fallback) => store.read(colourSchemeEntry) ?? fallback,
    set: (value) => store.write(colourSchemeEntry, value),
    // Another tab chose a scheme: this one follows.
    subscribe(onUpdate) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== null && event.key !== colourSchemeEntry.key) return;
        store.drop(colourSchemeEntry.key);
        const scheme = store.read(colourSchemeEntry);
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', onStorage);
      stopListening = () => window.removeEventListener('storage', onStorage);
    },
    unsubscribe: () => stopListening(),
    clear: () => store.write(colourSchemeEntry, null),
  };
}
