import type { EntryDefinition, GameStore } from '../store';

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
