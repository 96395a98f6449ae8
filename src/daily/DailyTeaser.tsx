import { Link } from '@tanstack/react-router';
import { afterTexts } from '../i18n/i18n';
import { lazy, Suspense, useEffect, useState } from 'react';
import { puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState } from '../../machines/daily/progress';
import { dailyModesOn, type DailyMode } from '../../machines/dailyModes';
import { useOnline } from '../app/useOnline';
import { readPuzzle } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { DailyLink } from './shared/DailyLink';
import { offlineTodayText } from './words/offlineWords';
import { puzzleStateText } from '../../machines/daily/puzzleStateText';
import { useNow } from './shared/useNow';
import { modeLabel } from './words/dailyWords';
import { t } from './words/stripTexts';
import { useLocale } from '../app/useLocale';
import classes from './DailyTeaser.module.css';

// Everyone's count of the day, after the first render (a result left waiting is sent as it comes);
// nothing in a build without the API, or where its code cannot be downloaded.
const TodayCount = lazy(() =>
  afterTexts(
    import('./community/TodayCounts').then(
      (module) => ({ default: module.TodayCount }),
      () => ({ default: () => null }),
    ),
  ),
);

/**
 * The home page's way into the daily puzzles, with today's state for this player and everyone's
 * count: a compact strip above the mode cards, so that a phone shows it on the first screen, each
 * puzzle a link to itself. It reads storage and the calendar only: no catalogue and no game code, so
 * `/` stays small; the count's code comes after the first render.
 */
export function DailyTeaser({ store = gameStore }: { store?: GameStore }) {
  useLocale();
  const today = puzzleNumber(useNow(60_000));
  if (today < 1) return null;
  const modes = dailyModesOn(today);
  const states = modes.map((mode) => puzzleState(readPuzzle(store, mode, today)));
  const toPlay = modes.filter((_, index) => !['solved', 'missed'].includes(states[index]!.kind));
  return (
    <section className={classes.teaser} aria-labelledby="daily-teaser">
      <div className={classes.top}>
        <h2 id="daily-teaser" className={classes.title}>
          {t('teaserTitle', { number: today })}
        </h2>
        <Link to="/daily" className={classes.link}>
          {t('goToToday')}
        </Link>
      </div>
      <OfflineToday today={today} toPlay={toPlay} />
      <ul className={classes.states}>
        {modes.map((mode, index) => {
          const state = states[index]!;
          return (
            <li key={mode}>
              {/* Named in full for a screen reader ("Daily Ability #24, To play"), its visible words
                  in the same order within it. */}
              <DailyLink mode={mode} className={classes.puzzle}>
                <span className={classes.mode}>
                  <span className={classes.hidden}>{t('teaserBefore')}</span>
                  {modeLabel(mode)}
                  <span className={classes.hidden}>{t('teaserAfter', { number: today })}</span>
                </span>{' '}
                <span className={classes.state} data-state={state.kind}>
                  {puzzleStateText(state)}
                </span>
                {__COMMUNITY_API__ !== null && (
                  <span className={classes.count}>
                    <Suspense fallback={null}>
                      <TodayCount mode={mode} puzzle={today} />
                    </Suspense>
                  </span>
                )}
              </DailyLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Offline, what can still be played of today: which puzzles' clips are on the device, looked up
 * (with the code that does it) only once the device is offline.
 */
function OfflineToday({ today, toPlay }: { today: number; toPlay: DailyMode[] }) {
  useLocale();
  const online = useOnline();
  const [saved, setSaved] = useState<{ key: string; modes: DailyMode[] } | null>(null);
  const key = `${today}:${toPlay.join()}`;
  useEffect(() => {
    if (online) return;
    let current = true;
    const found = (modes: DailyMode[]) => {
      if (current) setSaved({ key, modes });
    };
    import('./savedToday')
      .then((module) => module.savedTodaysPuzzles(toPlay, new Date()))
      // Its code is not on the device: nothing of today can play either.
      .then(found, () => found([]));
    return () => {
      current = false;
    };
    // toPlay is new at every render; key says what it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, key]);
  if (online) return null;
  return (
    <p role="status" className={classes.offline}>
      {offlineTodayText(toPlay, saved?.key === key ? saved.modes : null)}
    </p>
  );
}
