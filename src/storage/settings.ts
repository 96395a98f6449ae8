import {
  DEFAULT_SETTINGS,
  parseMuted,
  parseVolume,
  type PlayerSettings,
  type SettingsKeeper,
} from '../../machines/settings';
import type { EntryDefinition, GameStore } from './store';

/**
 * The player's volume, kept under `volume` as bare text ("0.375"), as the spec fixes it. A value that
 * is not a number of 0..0.75 is set aside and the default written in its place.
 */
export const volumeEntry: EntryDefinition<number> = {
  key: 'volume',
  version: 1,
  validate: (data) => (typeof data === 'number' ? data : null),
  plain: { parse: parseVolume, format: String },
  initial: () => DEFAULT_SETTINGS.volume,
};

/** Whether the player is muted, kept under `isMuted` as "true" or "false". */
export const mutedEntry: EntryDefinition<boolean> = {
  key: 'isMuted',
  version: 1,
  validate: (data) => (typeof data === 'boolean' ? data : null),
  plain: { parse: parseMuted, format: String },
  initial: () => DEFAULT_SETTINGS.isMuted,
};

/** The storage keys of the player's settings: a change to one of them in another tab concerns it. */
export const SETTINGS_KEYS: readonly string[] = [volumeEntry.key, mutedEntry.key];

/**
 * The player's settings as the store keeps them. Each setting is read and written on its own: a page
 * writes what its player changed, never its own (possibly stale) copy of a setting that another tab
 * may have changed since.
 */
export function storedSettings(store: GameStore): SettingsKeeper {
  return {
    read: (): PlayerSettings => ({
      volume: store.read(volumeEntry),
      isMuted: store.read(mutedEntry),
    }),
    write(settings) {
      if (settings.volume !== undefined) store.write(volumeEntry, settings.volume);
      if (settings.isMuted !== undefined) store.write(mutedEntry, settings.isMuted);
    },
  };
}

/**
 * Another tab stored `key` (null: it cleared the storage): drops this page's copy of the settings it
 * concerns, so that the next read sees the other tab's value. True when a setting was concerned.
 */
export function settingsStoredElsewhere(store: GameStore, key: string | null): boolean {
  const concerned = key === null ? SETTINGS_KEYS : SETTINGS_KEYS.filter((each) => each === key);
  concerned.forEach((each) => store.drop(each));
  return concerned.length > 0;
}

/**
 * The high-contrast setting (Wordle's): orange and blue for the verdicts, on the page and in the
 * share. Kept as bare text ("true"), which the page's first script reads to paint in it (index.html).
 */
export const highContrastEntry: EntryDefinition<boolean> = {
  key: 'earshot.highContrast',
  version: 1,
  validate: (data) => (typeof data === 'boolean' ? data : null),
  plain: { parse: parseMuted, format: String },
  initial: () => false,
};

/** Whether the daily rules have been shown once (a first visit to a daily puzzle shows them). */
export const rulesSeenEntry: EntryDefinition<boolean> = {
  key: 'earshot.rulesSeen',
  version: 1,
  validate: (data) => (typeof data === 'boolean' ? data : null),
  initial: () => false,
};

/**
 * The last content update whose "New:" notice the player dismissed on the home page (0: none yet):
 * the next update's notice shows again.
 */
export const newsDismissedEntry: EntryDefinition<number> = {
  key: 'earshot.newsDismissed',
  version: 1,
  validate: (data) => (Number.isInteger(data) && (data as number) >= 0 ? (data as number) : null),
  initial: () => 0,
};
