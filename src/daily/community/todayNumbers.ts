import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { TodayNumbers } from '../../../machines/community/numbers';
import { readTodayNumbers } from '../../engine/community/api';
import { communityState, type CommunityState } from '../../engine/community/communityState';
import { sendWhenWaiting } from '../../engine/community/outboxTrigger';

function read(state: CommunityState) {
  const today = state.today;
  if (today.reading) return;
  today.reading = true;
  void readTodayNumbers().then((read) => {
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
    read(state);
    // From now on, a result left waiting is sent as the device comes online or the page is shown.
    sendWhenWaiting();
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
