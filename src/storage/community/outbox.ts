import { withoutResult, withResult, type WaitingResult } from '../../../machines/community/outbox';
import { DAILY_TRIES, isDailyMode } from '../../../machines/dailyModes';
import { isRecord } from '../isRecord';
import type { EntryDefinition, GameStore } from '../store';

/** An item id as the API takes it: letters, digits and dashes. */
const ITEM_ID = /^[0-9A-Za-z-]{1,64}$/;

function isWaitingResult(value: unknown): value is WaitingResult {
  return (
    isRecord(value) &&
    isDailyMode(value.mode) &&
    Number.isInteger(value.puzzle) &&
    (value.puzzle as number) >= 1 &&
    typeof value.solved === 'boolean' &&
    Array.isArray(value.guesses) &&
    value.guesses.length >= 1 &&
    value.guesses.length <= DAILY_TRIES &&
    value.guesses.every(
      (guess) => guess === null || (typeof guess === 'string' && ITEM_ID.test(guess)),
    )
  );
}

/**
 * The results of today's daily puzzles not yet taken by the community API (offline, or the API
 * down): sent when it can be, then let go. At most one per mode and puzzle.
 */
export const outboxEntry: EntryDefinition<WaitingResult[]> = {
  key: 'earshot.community.outbox',
  version: 1,
  validate: (data) =>
    Array.isArray(data) && data.length <= 64 && data.every(isWaitingResult) ? data : null,
  initial: () => [],
};

/** The results waiting to be sent, as another tab may have left them. */
export function readOutbox(store: GameStore): WaitingResult[] {
  store.drop(outboxEntry.key);
  return store.read(outboxEntry);
}

/** Puts a finished puzzle's result in the outbox, unless it is there already. */
export function addToOutbox(store: GameStore, result: WaitingResult): void {
  store.write(outboxEntry, withResult(readOutbox(store), result));
}

/** Takes a result out of the outbox: sent, or never to count. */
export function removeFromOutbox(store: GameStore, result: WaitingResult): void {
  store.write(outboxEntry, withoutResult(readOutbox(store), result));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random id of this browser, which the API counts a result once by (no account, no cookie). */
export const browserIdEntry: EntryDefinition<string | null> = {
  key: 'earshot.community.browserId',
  version: 1,
  validate: (data) => (typeof data === 'string' && UUID.test(data) ? data : null),
  initial: () => null,
};

/** A version 4 UUID: `crypto.randomUUID` where the page may use it (a secure context), else made alike. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This browser's id: the one kept, or a new one, kept from now on. */
export function browserId(store: GameStore): string {
  const kept = store.read(browserIdEntry);
  if (kept) return kept;
  const made = randomUuid();
  store.write(browserIdEntry, made);
  return made;
}
