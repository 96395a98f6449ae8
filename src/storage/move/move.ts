import type { GameStore } from '../store';
import { decodeCode, encodeCode, type DecodeFailure } from './code';
import { readCompact, writeCompact } from './compact';
import { readKept, validateEnvelope, writeKept, mergeKept, type KeptData } from './kept';
import { t } from './texts';

/** The page that opens an import: `/move#<code>` (in the fragment, so no server ever sees it). */
export const MOVE_PATH = '/move';

export async function exportCode(store: GameStore) {
  return encodeCode(writeCompact(readKept(store)));
}

export function moveLink(origin: string, code: string): string {
  return `${origin}${MOVE_PATH}#${code}`;
}

export type ReadCodeResult = { ok: true; kept: KeptData } | { ok: false; message: string };

/** What a player reads when a code cannot be imported; nothing has changed when they read it. */
const FAILURE_MESSAGES = {
  empty: 'failEmpty',
  foreign: 'failForeign',
  futureVersion: 'failFutureVersion',
  truncated: 'failTruncated',
  damaged: 'failDamaged',
  tooLong: 'failTooLong',
} as const satisfies Record<DecodeFailure, string>;

// The message is read when the page shows it, in the language of that moment.
const failure = (reason: DecodeFailure): ReadCodeResult => ({
  ok: false,
  get message() {
    return t(FAILURE_MESSAGES[reason]);
  },
});

/** Reads a code (or a whole link holding one) into kept data, or a player-worded reason. */
export async function readCode(text: string): Promise<ReadCodeResult> {
  const hash = text.indexOf('#');
  const decoded = await decodeCode(hash >= 0 ? text.slice(hash + 1) : text);
  if (!decoded.ok) return failure(decoded.reason);
  const value = decoded.version === 1 ? decoded.value : readCompact(decoded.bytes);
  if (value === 'newer') return failure('futureVersion');
  if (value === 'damaged') return failure('damaged');
  const kept = validateEnvelope(value);
  if (kept === 'foreign') return failure('foreign');
  if (kept === 'invalid') return failure('damaged');
  return { ok: true, kept };
}

/** Merges a read code into what this device keeps. */
export function importKept(store: GameStore, incoming: KeptData) {
  writeKept(store, mergeKept(readKept(store), incoming));
}
