import type { PuzzleNumbers, TodayNumbers } from '../../../machines/community/numbers';
import type { DailyMode } from '../../../machines/dailyModes';

/** A result the API took, with the puzzle's numbers it answered (this result in them). */
export interface SentResult {
  mode: DailyMode;
  puzzle: number;
  numbers: PuzzleNumbers | null;
}

/**
 * What the community feature keeps for a page's life, in one owner (the page has one:
 * `communityState`; a test makes its own):
 * - `today`: today's numbers, read once for every place that shows them
 *   (src/daily/community/todayNumbers.ts), whether a read is under way, and who is told of new ones;
 * - `outbox`: the results this page sent and the numbers they brought, who is told of each, the one
 *   send under way and whether another look is wanted after it (src/engine/outbox/outboxSender.ts);
 * - `watching`: whether the page's online and visibility events already send what waits
 *   (src/engine/community/outboxTrigger.ts).
 */
export interface CommunityState {
  today: {
    numbers: TodayNumbers | null;
    reading: boolean;
    readonly listeners: Set<() => void>;
  };
  outbox: {
    readonly sent: Map<string, SentResult>;
    readonly listeners: Set<(result: SentResult) => void>;
    running: Promise<void> | null;
    again: boolean;
  };
  watching: boolean;
}

export function createCommunityState(): CommunityState {
  return {
    today: { numbers: null, reading: false, listeners: new Set() },
    outbox: { sent: new Map(), listeners: new Set(), running: null, again: false },
    watching: false,
  };
}

/** The page's community state. */
export const communityState = createCommunityState();
