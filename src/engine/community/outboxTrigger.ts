import { countingPuzzles } from '../../../machines/community/countingDay';
import { finishedOnItsDay } from '../../../machines/daily/progress';
import { DAILY_MODES } from '../../../machines/dailyModes';
import { readPuzzle } from '../../storage/daily/dailyProgress';
import { gameStore } from '../../storage/gameStore';
import type { GameStore } from '../../storage/store';
import { communityState, type CommunityState } from './communityState';

/**
 * Whether a result may be waiting to be sent: a puzzle whose result still counts (today's, and
 * yesterday's in the grace minutes) finished on its day. The sender knows which were sent.
 */
function mayBeWaiting(store: GameStore): boolean {
  const counting = countingPuzzles(store.now());
  return DAILY_MODES.some((mode) =>
    counting.some((puzzle) => finishedOnItsDay(readPuzzle(store, mode, puzzle))),
  );
}

/**
 * Sends what waits in the outbox (src/engine/outbox/outboxSender.ts), whose code is downloaded only
 * when something may: called when a puzzle of today ends and as a daily screen, `/daily` or the home
 * page's strip shows everyone's numbers (the next visit after an offline finish), then again
 * whenever the device comes online or the page is shown again. A build without the API sends
 * nothing. Settles once what waited has been sent (or could not be): a count read after that counts
 * this device's result.
 */
export function sendWhenWaiting(
  store: GameStore = gameStore,
  state: CommunityState = communityState,
): Promise<void> {
  if (__COMMUNITY_API__ === null) return Promise.resolve();
  if (!state.watching) {
    state.watching = true;
    window.addEventListener('online', () => sendWhenWaiting(store, state));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') sendWhenWaiting(store, state);
    });
  }
  if (!mayBeWaiting(store)) return Promise.resolve();
  return import('../outbox/outboxSender').then(
    (sender) => sender.sendWaitingResults(store, state),
    // Its code would not download (offline, say): the result waits for the next of those moments.
    () => {},
  );
}
