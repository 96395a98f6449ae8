import { useState } from 'react';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { useStorageUnavailable } from './useStorageUnavailable';
import { t } from './storageTexts';
import { useLocale } from './useLocale';
import classes from './StorageNotice.module.css';

// Once a player has closed the notice it stays closed for the visit, on every screen that shows it.
let dismissed = false;

/**
 * Says, once, that this browser will not keep progress (storage blocked, disabled or full). Plain
 * elements in the look of Mantine's light Alert, so the daily overview needs none of the game's code.
 */
export function StorageNotice({ store = gameStore }: { store?: GameStore }) {
  useLocale();
  const unavailable = useStorageUnavailable(store);
  const [closed, setClosed] = useState(dismissed);
  if (!unavailable || closed) return null;
  return (
    <div className={classes.notice} role="status">
      <div>
        <p className={classes.title}>{t('storageTitle')}</p>
        <p className={classes.text}>{t('storageText')}</p>
      </div>
      <button
        type="button"
        className={classes.close}
        aria-label={t('closeNotice')}
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
