import { isRecord } from './isRecord.ts';

/**
 * The one place the game keeps data between visits. Every entry is stored as `{ v, data }` under its
 * own key: versioned (older versions are migrated on read), validated on read (a bad entry is set aside
 * under `<key>.corrupt`, reported, and replaced by its default, and no other key is touched), and kept
 * in memory too, so the game plays on for the session where the browser's storage is missing, throws
 * or is full. What a format fixed from outside keeps as bare text (the spec's `volume` and `isMuted`, the
 * colour scheme the page's first script reads) is a `plain` entry, read and written here all the same.
 */

/** The part of the Web Storage API the store uses. */
export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One kind of data the game keeps. */
export interface EntryDefinition<T> {
  key: string;
  /** The current version of the data's shape. */
  version: number;
  /** The data itself if it has this entry's current shape, null otherwise. */
  validate: (data: unknown) => T | null;
  /**
   * `migrations[n]` turns version n's data into version n+1's. Data stored bare (not wrapped in
   * `{ v, data }`, as before versions existed) counts as version 0.
   */
  migrations?: Record<number, (data: unknown) => unknown>;
  /** True where the data was once kept as plain text, not JSON: such text is version 0's data. */
  bareText?: boolean;
  /** What a player has before anything is stored. */
  initial: () => T;
  /**
   * Kept as bare text, not as `{ v, data }`, where the format is fixed from outside: `parse` reads the
   * text (then `validate` checks it), `format` writes it. Bad text is set aside as for any entry, and
   * the initial value written in its place, so that it is repaired once rather than on every load.
   */
  // A method, so that an entry of a narrower type is still an entry of a wider one (bivariance).
  plain?: { parse(text: string): unknown; format(value: T): string };
}

export type StorageProblem =
  { kind: 'corrupt'; key: string; reason: string } | { kind: 'unavailable'; reason: string };

export interface GameStore {
  read<T>(entry: EntryDefinition<T>): T;
  /** Keeps `value` for the session, and in the browser where it can. */
  write<T>(entry: EntryDefinition<T>, value: T): void;
  /** The current time: injected, so tests (and Playwright's clock) fix the date. */
  now(): Date;
  /** True once the browser's storage has failed: progress will not outlive the page. */
  isUnavailable(): boolean;
  subscribe(listener: () => void): () => void;
  /** Drops what is kept in memory: the next reads are from the browser's storage (tests clear it). */
  forget(): void;
  /** Drops what is kept in memory of one key: another tab stored it, the next read takes its value. */
  drop(key: string): void;
}

export interface GameStoreOptions {
  /** Returns the browser's storage; may throw (a sandboxed frame) or give null (no storage). */
  backend: () => StorageBackend | null;
  now?: () => Date;
  report?: (problem: StorageProblem) => void;
}

// A DOMException is not an Error in every environment (jsdom), but has a message all the same.
const message = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error
    ? String(error.message)
    : String(error);

function isWrapped(value: unknown): value is { v: number; data: unknown } {
  return isRecord(value) && 'data' in value && Number.isInteger(value.v);
}

/** Brings stored text up to the entry's current version, or says why it cannot. */
function decode<T>(entry: EntryDefinition<T>, text: string): { value: T } | { reason: string } {
  if (entry.plain) {
    const value = entry.validate(entry.plain.parse(text));
    return value === null ? { reason: 'invalid data' } : { value };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (!entry.bareText) return { reason: 'not JSON' };
    parsed = text;
  }
  let version = isWrapped(parsed) ? parsed.v : 0;
  let data = isWrapped(parsed) ? parsed.data : parsed;
  if (version > entry.version) return { reason: `version ${version} is newer than this game` };
  while (version < entry.version) {
    const migrate = entry.migrations?.[version];
    if (!migrate) return { reason: `no migration from version ${version}` };
    try {
      data = migrate(data);
    } catch (error) {
      return { reason: `migration from version ${version} failed: ${message(error)}` };
    }
    version++;
  }
  const value = entry.validate(data);
  return value === null ? { reason: 'invalid data' } : { value };
}

export function createGameStore(options: GameStoreOptions): GameStore {
  const report =
    options.report ?? ((problem: StorageProblem) => console.warn('Earshot storage:', problem));
  const memory = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let unavailable = false;

  const fail = (error: unknown) => {
    if (unavailable) return;
    unavailable = true;
    report({ kind: 'unavailable', reason: message(error) });
    for (const listener of listeners) listener();
  };

  const backend = (): StorageBackend | null => {
    try {
      const storage = options.backend();
      if (!storage) fail(new Error('no storage in this browser'));
      return storage;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  return {
    read(entry) {
      if (memory.has(entry.key)) return memory.get(entry.key) as ReturnType<typeof entry.initial>;
      const storage = backend();
      let text: string | null = null;
      try {
        text = storage?.getItem(entry.key) ?? null;
      } catch (error) {
        fail(error);
      }
      if (text === null) return entry.initial();
      const decoded = decode(entry, text);
      if ('value' in decoded) {
        memory.set(entry.key, decoded.value);
        return decoded.value;
      }
      // Set the bad text aside rather than lose it, so it can be looked at; the rest is untouched.
      report({ kind: 'corrupt', key: entry.key, reason: decoded.reason });
      const initial = entry.initial();
      try {
        storage?.setItem(`${entry.key}.corrupt`, text);
        if (entry.plain) storage?.setItem(entry.key, entry.plain.format(initial));
        else storage?.removeItem(entry.key);
      } catch (error) {
        fail(error);
      }
      memory.set(entry.key, initial);
      return initial;
    },
    write(entry, value) {
      memory.set(entry.key, value);
      try {
        const text = entry.plain
          ? entry.plain.format(value)
          : JSON.stringify({ v: entry.version, data: value });
        backend()?.setItem(entry.key, text);
      } catch (error) {
        fail(error);
      }
    },
    now: options.now ?? (() => new Date()),
    isUnavailable: () => unavailable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    forget() {
      memory.clear();
      unavailable = false;
    },
    drop(key) {
      memory.delete(key);
    },
  };
}
