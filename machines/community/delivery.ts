import { countingPuzzles } from './countingDay.ts';
import { keyOf, type ResultToSend, type SentResults } from './outbox.ts';

/** What is kept of the results taken once `done` is sent (or refused for good): nothing of a past day. */
export function withSent(
  sent: SentResults,
  done: Pick<ResultToSend, 'mode' | 'puzzle'>,
  now: Date,
): string[] {
  const counting = countingPuzzles(now);
  const kept = sent.filter((key) => counting.includes(Number(key.split('/')[1])));
  return kept.includes(keyOf(done)) ? kept : [...kept, keyOf(done)];
}

/** What became of one attempt to send a result. */
export type Delivery = 'sent' | 'retry' | 'drop';

/**
 * What the API's answer means for a waiting result (docs/community-api.md): taken (2xx, a repeat
 * too) is sent; the server or the way to it failing for now (unreachable, 5xx, too many requests
 * this minute, an answer that is not the API's) is tried again later; a refusal (any other 4xx, the
 * network's quota for the puzzle spent) is dropped, as it would never count.
 */
export function deliveryOf(
  answer: { status: number; code: string | null; fromApi: boolean } | 'unreachable',
): Delivery {
  if (answer === 'unreachable' || !answer.fromApi) return 'retry';
  const { status, code } = answer;
  if (status >= 200 && status < 300) return 'sent';
  if (status >= 500) return 'retry';
  if (status === 429) return code === 'puzzle-quota' ? 'drop' : 'retry';
  return 'drop';
}
