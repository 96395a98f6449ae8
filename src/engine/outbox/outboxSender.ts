import { puzzleNumbersOf } from '../../../machines/community/numbers';
import { deliveryOf, withSent } from '../../../machines/community/delivery';
import { waitingResults, type ResultToSend } from '../../../machines/community/outbox';
import { DAILY_MODES, type DailyMode } from '../../../machines/dailyModes';
import { browserId } from '../../storage/community/browserId';
import { readSent, sentEntry } from '../../storage/community/sent';
import { readPuzzle } from '../../storage/daily/dailyProgress';
import type { GameStore } from '../../storage/store';
import { callApi } from '../community/api';
import { communityState, type CommunityState, type SentResult } from '../community/communityState';

/** The results waiting to be sent (machines/community/outbox.ts), from what the store keeps. */
export function readOutbox(store: GameStore): ResultToSend[] {
  return waitingResults(
    DAILY_MODES,
    (mode, puzzle) => readPuzzle(store, mode, puzzle),
    readSent(store),
    store.now(),
  );
}

export type { SentResult };

const slot = (mode: DailyMode, puzzle: number) => `${mode}/${puzzle}`;

/**
 * Sends the results waiting in the outbox, each once: a result the API takes, or refuses for good
 * (an archive day, a quota), is kept as sent; one the API cannot take now (offline, unreachable,
 * down, too busy) waits, and with it the rest, for the next try (src/engine/community/outboxTrigger.ts
 * says when). One send at a time, across the browser's tabs too where it can tell them (Web Locks);
 * a call while one runs makes it look at the outbox once more when it ends.
 */
export function sendWaitingResults(
  store: GameStore,
  state: CommunityState = communityState,
): Promise<void> {
  const outbox = state.outbox;
  if (outbox.running) {
    outbox.again = true;
    return outbox.running;
  }
  const running = (async () => {
    do {
      outbox.again = false;
      await oneAtATime(() => sendEach(store, state));
    } while (outbox.again);
  })().finally(() => {
    outbox.running = null;
  });
  outbox.running = running;
  return running;
}

async function sendEach(store: GameStore, state: CommunityState): Promise<void> {
  for (const result of readOutbox(store)) {
    if (!navigator.onLine) return;
    const answer = await callApi('/results', {
      method: 'POST',
      // Sent even when the player leaves the page at once (straight home after the end): the API
      // counts it, and the next page that finds it waiting sends it again, counted once.
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...result, browserId: browserId(store) }),
    });
    const delivery = deliveryOf(answer);
    if (delivery === 'retry') return;
    store.write(sentEntry, withSent(readSent(store), result, store.now()));
    if (delivery === 'sent' && answer !== 'unreachable') announce(state, result, answer.body);
  }
}

function announce({ outbox }: CommunityState, { mode, puzzle }: ResultToSend, body: unknown) {
  const numbers =
    body && typeof body === 'object' && 'numbers' in body ? puzzleNumbersOf(body.numbers) : null;
  const done: SentResult = { mode, puzzle, numbers };
  outbox.sent.set(slot(mode, puzzle), done);
  outbox.listeners.forEach((listener) => listener(done));
}

function oneAtATime(send: () => Promise<void>): Promise<void> {
  const locks = (navigator as Partial<Navigator>).locks;
  return locks ? locks.request('earshot.community.outbox', send) : send();
}

/**
 * A puzzle's result as this page sent it, once any send under way has ended: its numbers for the
 * end panel with no second request; null when this page has not sent it.
 */
export async function sentResult(
  mode: DailyMode,
  puzzle: number,
  { outbox }: CommunityState = communityState,
): Promise<SentResult | null> {
  await outbox.running;
  return outbox.sent.get(slot(mode, puzzle)) ?? null;
}

/** Calls `listener` for each result the API takes from now on; returns the unsubscribe. */
export function onResultSent(
  listener: (result: SentResult) => void,
  { outbox }: CommunityState = communityState,
): () => void {
  outbox.listeners.add(listener);
  return () => outbox.listeners.delete(listener);
}
