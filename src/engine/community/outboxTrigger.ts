import { readOutbox } from '../../storage/community/outbox';
import { gameStore } from '../../storage/gameStore';
import type { GameStore } from '../../storage/store';

let watching = false;

/**
 * Sends what waits in the outbox, loading the sending code only when something does: called as a
 * daily screen or the home page's strip opens (the next visit after an offline finish) and when a
 * puzzle of today ends, then again whenever the device comes online or the page is shown again. A
 * build without the API sends nothing.
 */
export function sendWhenWaiting(store: GameStore = gameStore): void {
  if (__COMMUNITY_API__ === null) return;
  if (!watching) {
    watching = true;
    window.addEventListener('online', () => sendWhenWaiting(store));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') sendWhenWaiting(store);
    });
  }
  if (readOutbox(store).length === 0) return;
  import('./outboxSender').then(
    (sender) => sender.sendWaitingResults(store),
    // Its code would not download (offline, say): the result waits for the next of those moments.
    () => {},
  );
}
