import { mergeBests, type InfiniteBests } from '../../../machines/infinite/bests';
import { INFINITE_CHOICES } from '../../../machines/infiniteChoices';
import { type RunClip } from '../../../machines/infinite/run';
import { isOver } from '../../../machines/daily/progress';
import { DAILY_MODES, type DailyMode } from '../../../machines/dailyModes';
import { clampVolume, DEFAULT_SETTINGS, type PlayerSettings } from '../../../machines/settings';
import { dailyEntry, validateDailyRecord, type DailyRecord } from '../daily/dailyProgress';
import {
  addMissed,
  infiniteBestsEntry,
  isRunClip,
  missedClipsEntry,
  validateBests,
} from '../infinite/infinite';
import { highContrastEntry, storedSettings } from '../settings';
import { localeEntry } from '../locale';
import { isLocale, type Locale } from '../../i18n/locales';
import type { GameStore } from '../store';
import { isRecord } from '../isRecord';

/**
 * The settings that move: the player's volume and mute, the page's high-contrast colours, and the
 * language the player chose (none where the browser's languages decide). (The colour scheme stays
 * with each device: it follows the device's own by default.)
 */
export interface KeptSettings extends PlayerSettings {
  highContrast: boolean;
  locale?: Locale;
}

/** Everything the game keeps that can move to another device (a run in progress stays put). */
export interface KeptData {
  settings: KeptSettings;
  daily: Record<DailyMode, DailyRecord>;
  bests: InfiniteBests;
  missed: RunClip[];
}

/**
 * Checks a decoded code's content, field by field, the way the store checks what it reads: 'foreign'
 * when it is not Earshot's data at all, 'invalid' when it claims to be but does not hold together.
 */
export function validateEnvelope(value: unknown): KeptData | 'foreign' | 'invalid' {
  if (!isRecord(value) || value.app !== 'earshot') return 'foreign';
  const { settings, daily, bests, missed } = value;
  if (
    !isRecord(settings) ||
    typeof settings.volume !== 'number' ||
    clampVolume(settings.volume) !== settings.volume ||
    typeof settings.isMuted !== 'boolean' ||
    // A code made before high contrast moved has none: the default, which changes nothing here.
    (settings.highContrast !== undefined && typeof settings.highContrast !== 'boolean') ||
    (settings.locale !== undefined && !isLocale(settings.locale))
  ) {
    return 'invalid';
  }
  if (!isRecord(daily)) return 'invalid';
  const records = {} as Record<DailyMode, DailyRecord>;
  for (const mode of DAILY_MODES) {
    // A code from before a mode had a daily puzzle has no record of it: nothing played.
    const record = daily[mode] === undefined ? { puzzles: {} } : validateDailyRecord(daily[mode]);
    if (!record) return 'invalid';
    records[mode] = record;
  }
  const validBests = validateBests(bests);
  if (!validBests) return 'invalid';
  if (!Array.isArray(missed) || missed.length > 5000 || !missed.every(isRunClip)) return 'invalid';
  return {
    settings: {
      volume: settings.volume,
      isMuted: settings.isMuted,
      highContrast: settings.highContrast ?? false,
      ...(isLocale(settings.locale) ? { locale: settings.locale } : {}),
    },
    daily: records,
    bests: validBests,
    missed,
  };
}

export function readKept(store: GameStore): KeptData {
  const daily = {} as Record<DailyMode, DailyRecord>;
  for (const mode of DAILY_MODES) daily[mode] = store.read(dailyEntry(mode));
  return {
    settings: {
      ...storedSettings(store).read(),
      highContrast: store.read(highContrastEntry),
      ...withLocale(store.read(localeEntry)),
    },
    daily,
    bests: store.read(infiniteBestsEntry),
    missed: store.read(missedClipsEntry),
  };
}

export function writeKept(store: GameStore, kept: KeptData) {
  for (const mode of DAILY_MODES) store.write(dailyEntry(mode), kept.daily[mode]);
  store.write(infiniteBestsEntry, kept.bests);
  store.write(missedClipsEntry, kept.missed);
  const { volume, isMuted, highContrast, locale } = kept.settings;
  if (locale) store.write(localeEntry, locale);
  storedSettings(store).write({ volume, isMuted });
  store.write(highContrastEntry, highContrast);
}

type Puzzle = DailyRecord['puzzles'][string];

const finished = (puzzle: Puzzle) => isOver(puzzle.tries);

/**
 * One day of one mode, as this device and a code have it. A result this device already has wins;
 * a day this device has only started takes the code's if it went further.
 */
function mergePuzzle(local: Puzzle | undefined, incoming: Puzzle): Puzzle {
  if (!local) return incoming;
  if (finished(local)) return local;
  if (finished(incoming) || incoming.tries.length > local.tries.length) return incoming;
  return local;
}

/** A locale as kept data holds it: present only where chosen. */
const withLocale = (locale: Locale | null | undefined): { locale?: Locale } =>
  locale ? { locale } : {};

const sameSound = (a: PlayerSettings, b: PlayerSettings) =>
  a.volume === b.volume && a.isMuted === b.isMuted;

/**
 * This device's data with a code's merged in, losing nothing of either: the union of days played
 * (each day keeping the result already recorded here), the higher best of each choice, every missed
 * clip, and the code's settings only where this device still has the defaults: its volume and mute
 * together, and high contrast on its own (on when either side has it on).
 */
export function mergeKept(local: KeptData, incoming: KeptData): KeptData {
  const daily = {} as Record<DailyMode, DailyRecord>;
  for (const mode of DAILY_MODES) {
    const puzzles = { ...local.daily[mode].puzzles };
    for (const [day, puzzle] of Object.entries(incoming.daily[mode].puzzles)) {
      puzzles[day] = mergePuzzle(local.daily[mode].puzzles[day], puzzle);
    }
    daily[mode] = { puzzles };
  }
  return {
    settings: {
      ...(sameSound(local.settings, DEFAULT_SETTINGS)
        ? { volume: incoming.settings.volume, isMuted: incoming.settings.isMuted }
        : { volume: local.settings.volume, isMuted: local.settings.isMuted }),
      highContrast: local.settings.highContrast || incoming.settings.highContrast,
      // The language chosen here stays; where none was, the other device's choice comes along.
      ...withLocale(local.settings.locale ?? incoming.settings.locale ?? null),
    },
    daily,
    bests: mergeBests(local.bests, incoming.bests),
    missed: addMissed(local.missed, incoming.missed),
  };
}

/** What an import would change, for the player to read before confirming. */
export interface ImportChanges {
  /** Per mode, the days the code adds or completes. */
  days: Record<DailyMode, number>;
  /** Days both have, where this device's result is kept. */
  keptDays: number;
  bests: { choice: (typeof INFINITE_CHOICES)[number]; from: number | null; to: number }[];
  missed: number;
  /** The volume and mute change. */
  settings: boolean;
  /** High contrast turns on. */
  highContrast: boolean;
  /** The language the page switches to: the other device's choice, where none was made here. */
  locale: Locale | null;
}

export function importChanges(local: KeptData, incoming: KeptData): ImportChanges {
  const merged = mergeKept(local, incoming);
  const days = {} as Record<DailyMode, number>;
  let keptDays = 0;
  for (const mode of DAILY_MODES) {
    days[mode] = 0;
    for (const [day, puzzle] of Object.entries(merged.daily[mode].puzzles)) {
      const before = local.daily[mode].puzzles[day];
      if (before !== puzzle) days[mode]++;
      else if (incoming.daily[mode].puzzles[day]) keptDays++;
    }
  }
  const bests = INFINITE_CHOICES.flatMap((choice) => {
    const to = merged.bests[choice];
    const from = local.bests[choice] ?? null;
    return to !== undefined && to !== from ? [{ choice, from, to }] : [];
  });
  return {
    days,
    keptDays,
    bests,
    missed: merged.missed.length - local.missed.length,
    settings: !sameSound(merged.settings, local.settings),
    highContrast: merged.settings.highContrast !== local.settings.highContrast,
    locale:
      merged.settings.locale !== local.settings.locale ? (merged.settings.locale ?? null) : null,
  };
}

export function changesAnything(changes: ImportChanges): boolean {
  return (
    DAILY_MODES.some((mode) => changes.days[mode] > 0) ||
    changes.bests.length > 0 ||
    changes.missed > 0 ||
    changes.settings ||
    changes.highContrast ||
    changes.locale !== null
  );
}
