import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { TodayNumbers } from '../../../machines/community/numbers';
import { readTodayNumbers } from '../../engine/community/api';
import { communityState, type CommunityState } from '../../engine/community/communityState';
import { sendWhenWaiting } from '../../engine/community/outboxTrigger';

function read(state: CommunityState) {
  const today = state.today;
  if (today.reading) return;
  today.reading = true;
  // A result of this device's that waits is sent first (a finish whose sending the player left
  // behind by going straight home, say): the counts then hold it, rather than "Be the first today".
  void sendWhenWaiting()
    .catch(() => {})
    .then(() => readTodayNumbers())
    .then((read) => {
      today.reading = false;
      if (!read) return;
      today.numbers = read;
      today.listeners.forEach((listener) => listener());
    });
}

/**
 * Today's numbers of every mode, read once for all the places a page shows them (each of /daily's
 * cards, the home page's strip) and again when the page is shown again; null until they come, and
 * for good when they cannot be had. Kept in the page's community state (`state`).
 */
export function useTodayNumbers(state: CommunityState = communityState): TodayNumbers | null {
  useEffect(() => {
    // Its first read also starts the sending of a result left waiting, which from now on is sent as
    // the device comes online or the page is shown (sendWhenWaiting).
    read(state);
    const onShown = () => {
      if (document.visibilityState === 'visible') read(state);
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [state]);
  const subscribe = useCallback(
    (listener: () => void) => {
      state.today.listeners.add(listener);
      return () => state.today.listeners.delete(listener);
    },
    [state],
  );
  return useSyncExternalStore(
    subscribe,
    () => state.today.numbers,
    () => null,
  );
}
