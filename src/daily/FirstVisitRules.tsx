import { Button, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { DailyRules } from '../help/dailyRules';
import { gameStore } from '../storage/gameStore';
import { rulesSeenEntry } from '../storage/settings';
import type { GameStore } from '../storage/store';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import classes from './DailyScreen.module.css';

/**
 * The rules, shown once: on a player's first daily puzzle, under the list of tries (so that nothing
 * the first paint drew moves, and nothing stands between the player and Play, or between a guess and
 * its verdict), until "Got it". It is remembered as soon as it is shown; How to play keeps them at
 * hand afterwards.
 */
export function FirstVisitRules({
  partialHint,
  store = gameStore,
}: {
  partialHint?: string;
  store?: GameStore;
}) {
  useLocale();
  const [shown, setShown] = useState(() => !store.read(rulesSeenEntry));
  useEffect(() => {
    if (shown) store.write(rulesSeenEntry, true);
  }, [shown, store]);
  if (!shown) return null;
  return (
    <section className={classes.rules} aria-labelledby="first-rules">
      <Title order={2} size="h4" id="first-rules">
        {t('newHere')}
      </Title>
      <DailyRules partialHint={partialHint} />
      <Button variant="default" onClick={() => setShown(false)} style={{ alignSelf: 'flex-start' }}>
        {t('gotIt')}
      </Button>
    </section>
  );
}
