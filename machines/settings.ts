/**
 * The audio player's settings. The page keeps them in the browser's local storage under `volume` and
 * `isMuted`, through the game's store (src/storage/settings.ts); the player only reads and writes
 * them through a `SettingsKeeper`.
 */
export interface PlayerSettings {
  volume: number;
  isMuted: boolean;
}

export const VOLUME_MIN = 0;
export const VOLUME_MAX = 0.75;
export const VOLUME_STEP = 0.01;
export const DEFAULT_SETTINGS: PlayerSettings = { volume: 0.375, isMuted: false };

/** Where a player reads and keeps its settings: each setting written on its own. */
export interface SettingsKeeper {
  read(): PlayerSettings;
  write(settings: Partial<PlayerSettings>): void;
}

/**
 * Keeps a volume within 0..0.75. It is not snapped to the slider's 0.01 steps: the default, 0.375,
 * sits between two of them. Rounding to three places only drops floating-point noise (0.38500000001).
 */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_SETTINGS.volume;
  return Number(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume)).toFixed(3));
}

/** A stored volume's text: a number of 0..0.75, or null for anything else (empty, "loud", 2). */
export function parseVolume(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= VOLUME_MIN && value <= VOLUME_MAX ? value : null;
}

/** A stored mute's text: "true" or "false", null for anything else. */
export function parseMuted(raw: string | null): boolean | null {
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

/** Settings kept for as long as the player lives (where nothing is kept between visits: tests, Node). */
export function memorySettings(initial: PlayerSettings = DEFAULT_SETTINGS): SettingsKeeper {
  let settings = initial;
  return {
    read: () => settings,
    write(changed) {
      settings = { ...settings, ...changed };
    },
  };
}

/** Which speaker icon the volume shows: off when muted or silent, low up to 0.375, high above. */
export function volumeLevel(settings: PlayerSettings): 'off' | 'low' | 'high' {
  if (settings.isMuted || settings.volume === 0) return 'off';
  return settings.volume <= DEFAULT_SETTINGS.volume ? 'low' : 'high';
}
