import { useState } from 'react';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { useStorageUnavailable } from './useStorageUnavailable';
import classes from './StorageNotice.module.css';

// Once a player has closed the notice it stays closed for the visit, on every screen that shows it.
let dismissed = false;

/**
 * Says, once, that this browser will not keep progress (storage blocked, disabled or full). Plain
 * elements in the look of Mantine's light Alert, so the daily overview needs none of the game's code.
 */
export function StorageNotice({ store = gameStore }: { store?: GameStore }) {
  const unavailable = useStorageUnavailable(store);
  const [closed, setClosed] = useState(dismissed);
  if (!unavailable || closed) return null;
  return (
    <div className={classes.notice} role="status">
      <div>
        <p className={classes.title}>Your progress will not be kept</p>
        <p className={classes.text}>
          This browser does not let Earshot save anything, so you can play, but your tries, results
          and streaks will be gone when you leave the page.
        </p>
      </div>
      <button
        type="button"
        className={classes.close}
        aria-label="Close the notice"
        onClick={() => {
          dismissed = true;
          setClosed(true);
        }}
      >
        ×
      </button>
    </div>
  );
}
