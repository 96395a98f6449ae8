import { rankFor } from './rank';
import { INFINITE_CHOICE_LABELS, type InfiniteChoice } from '../infiniteChoices';

/**
 * What a player posts after a run: the choice, the score, the rank reached and the address. Built from
 * the score alone, so it gives no clip away.
 */
export function infiniteShareText(share: {
  choice: InfiniteChoice;
  score: number;
  url: string;
}): string {
  return [
    `Earshot Infinite · ${INFINITE_CHOICE_LABELS[share.choice]} · ${share.score} · ${rankFor(share.score)}`,
    share.url,
  ].join('\n');
}
