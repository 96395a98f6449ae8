import { useEffect, useSyncExternalStore } from 'react';
import type { TodayNumbers } from '../../../machines/community/numbers';
import { readTodayNumbers } from '../../engine/community/api';
import { sendWhenWaiting } from '../../engine/community/outboxTrigger';

/**
 * Today's numbers of every mode, read once for all the places a page shows them (each of /daily's
 * cards, the home page's strip) and again when the page is shown again; null until they come, and
 * for good when they cannot be had.
 */
let numbers: TodayNumbers | null = null;
let reading = false;
const listeners = new Set<() => void>();

function read() {
  if (reading) return;
  reading = true;
  void readTodayNumbers().then((read) => {
    reading = false;
    if (!read) return;
    numbers = read;
    listeners.forEach((listener) => listener());
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTodayNumbers(): TodayNumbers | null {
  useEffect(() => {
    read();
    // From now on, a result left waiting is sent as the device comes online or the page is shown.
    sendWhenWaiting();
    const onShown = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => numbers,
    () => null,
  );
}
