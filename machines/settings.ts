/** The audio player's settings, kept in the browser's local storage under `volume` and `isMuted`. */
export interface PlayerSettings {
  volume: number;
  isMuted: boolean;
}

export const VOLUME_MIN = 0;
export const VOLUME_MAX = 0.75;
export const VOLUME_STEP = 0.01;
export const DEFAULT_SETTINGS: PlayerSettings = { volume: 0.375, isMuted: false };

export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Keeps a volume within 0..0.75. It is not snapped to the slider's 0.01 steps: the default, 0.375,
 * sits between two of them. Rounding to three places only drops floating-point noise (0.38500000001).
 */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return DEFAULT_SETTINGS.volume;
  return Number(Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, volume)).toFixed(3));
}

function parseVolume(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= VOLUME_MIN && value <= VOLUME_MAX ? value : null;
}

function parseMuted(raw: string | null): boolean | null {
  return raw === 'true' ? true : raw === 'false' ? false : null;
}

/**
 * Reads the stored settings. A missing, malformed or out-of-range value falls back to its default and
 * is written back, so a corrupt entry is repaired once instead of being fought on every load.
 */
export function readSettings(storage: SettingsStorage | null): PlayerSettings {
  if (!storage) return DEFAULT_SETTINGS;
  try {
    const volume = parseVolume(storage.getItem('volume'));
    const isMuted = parseMuted(storage.getItem('isMuted'));
    const settings = {
      volume: volume ?? DEFAULT_SETTINGS.volume,
      isMuted: isMuted ?? DEFAULT_SETTINGS.isMuted,
    };
    // Only what was repaired is written: another tab may just have stored the other setting.
    if (volume === null) writeSettings(storage, { volume: settings.volume });
    if (isMuted === null) writeSettings(storage, { isMuted: settings.isMuted });
    return settings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/**
 * Stores the settings given, and only those: a page writes what its player changed, never its own
 * (possibly stale) copy of a setting that another tab may have changed since.
 */
export function writeSettings(
  storage: SettingsStorage | null,
  settings: Partial<PlayerSettings>,
): void {
  try {
    if (settings.volume !== undefined) storage?.setItem('volume', String(settings.volume));
    if (settings.isMuted !== undefined) storage?.setItem('isMuted', String(settings.isMuted));
  } catch {
    // Storage can be full or disabled (private browsing); the setting still holds for this page.
  }
}

/** The page's local storage where there is one (a browser), none elsewhere (Node, a locked-down frame). */
export function browserStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The storage keys of the settings: a change to one of them in another tab concerns the player. */
export const SETTINGS_KEYS: readonly string[] = ['volume', 'isMuted'];

/** Which speaker icon the volume shows: off when muted or silent, low up to 0.375, high above. */
export function volumeLevel(settings: PlayerSettings): 'off' | 'low' | 'high' {
  if (settings.isMuted || settings.volume === 0) return 'off';
  return settings.volume <= DEFAULT_SETTINGS.volume ? 'low' : 'high';
}
