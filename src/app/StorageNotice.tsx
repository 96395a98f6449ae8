import { Alert } from '@mantine/core';
import { useState } from 'react';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { useStorageUnavailable } from '../storage/useStorageUnavailable';

// Once a player has closed the notice it stays closed for the visit, on every screen that shows it.
let dismissed = false;

/** Says, once, that this browser will not keep progress (storage blocked, disabled or full). */
export function StorageNotice({ store = gameStore }: { store?: GameStore }) {
  const unavailable = useStorageUnavailable(store);
  const [closed, setClosed] = useState(dismissed);
  if (!unavailable || closed) return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      role="status"
      title="Your progress will not be kept"
      withCloseButton
      closeButtonLabel="Close the notice"
      onClose={() => {
        dismissed = true;
        setClosed(true);
      }}
    >
      This browser does not let Earshot save anything, so you can play, but your tries, results and
      streaks will be gone when you leave the page.
    </Alert>
  );
}
