import type { SentResults } from '../../../machines/community/outbox';
import type { EntryDefinition, GameStore } from '../store';

const KEY = /^[a-z]+\/[1-9]\d{0,5}$/;

/**
 * The results of today's daily puzzles (and yesterday's, in the grace minutes) that the community
 * API has taken, as `map/27`: what is finished on its day and not here waits to be sent (the outbox,
 * machines/community/outbox.ts). Lost or set aside, a result is sent again, which the API takes as
 * a repeat and counts nothing.
 */
export const sentEntry: EntryDefinition<SentResults> = {
  key: 'earshot.community.sent',
  version: 1,
  validate: (data) =>
    Array.isArray(data) &&
    data.length <= 64 &&
    data.every((key) => typeof key === 'string' && KEY.test(key))
      ? data
      : null,
  initial: () => [],
};

/** The results taken, as this or another tab left them. */
export function readSent(store: GameStore): SentResults {
  store.drop(sentEntry.key);
  return store.read(sentEntry);
}
