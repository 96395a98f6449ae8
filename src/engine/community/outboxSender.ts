import { puzzleNumbersOf, type PuzzleNumbers } from '../../../machines/community/numbers';
import { deliveryOf, stillCounts, type WaitingResult } from '../../../machines/community/outbox';
import type { DailyMode } from '../../../machines/dailyModes';
import { browserId, readOutbox, removeFromOutbox } from '../../storage/community/outbox';
import type { GameStore } from '../../storage/store';
import { callApi } from './api';

/** A result the API took, with the puzzle's numbers it answered (this result in them). */
export interface SentResult {
  mode: DailyMode;
  puzzle: number;
  numbers: PuzzleNumbers | null;
}

const sent = new Map<string, SentResult>();
const listeners = new Set<(result: SentResult) => void>();
const slot = (mode: DailyMode, puzzle: number) => `${mode}/${puzzle}`;

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the results waiting in the outbox, each once: a result the API takes, or refuses for good
 * (an archive day, a quota), leaves the outbox; one the API cannot take now (offline, unreachable,
 * down, too busy) stays, and with it the rest, for the next try (outboxTrigger.ts says when). A
 * result whose day has passed is let go unsent. One send at a
 * time, across the browser's tabs too where it can tell them (Web Locks); a call while one runs
 * makes it look at the outbox once more when it ends.
 */
export function sendWaitingResults(store: GameStore): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await oneAtATime(() => sendEach(store));
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

async function sendEach(store: GameStore): Promise<void> {
  for (const result of readOutbox(store)) {
    if (!stillCounts(result, store.now())) {
      removeFromOutbox(store, result);
      continue;
    }
    if (!navigator.onLine) return;
    const answer = await callApi('/results', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...result, browserId: browserId(store) }),
    });
    const delivery = deliveryOf(answer);
    if (delivery === 'retry') return;
    removeFromOutbox(store, result);
    if (delivery === 'sent' && answer !== 'unreachable') announce(result, answer.body);
  }
}

function announce(result: WaitingResult, body: unknown) {
  const numbers =
    body && typeof body === 'object' && 'numbers' in body ? puzzleNumbersOf(body.numbers) : null;
  const done: SentResult = { mode: result.mode, puzzle: result.puzzle, numbers };
  sent.set(slot(result.mode, result.puzzle), done);
  listeners.forEach((listener) => listener(done));
}

function oneAtATime(send: () => Promise<void>): Promise<void> {
  const locks = (navigator as Partial<Navigator>).locks;
  return locks ? locks.request('earshot.community.outbox', send) : send();
}

/**
 * A puzzle's result as this page sent it, once any send under way has ended: its numbers for the
 * end panel with no second request; null when this page has not sent it.
 */
export async function sentResult(mode: DailyMode, puzzle: number): Promise<SentResult | null> {
  await running;
  return sent.get(slot(mode, puzzle)) ?? null;
}

/** Calls `listener` for each result the API takes from now on; returns the unsubscribe. */
export function onResultSent(listener: (result: SentResult) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
