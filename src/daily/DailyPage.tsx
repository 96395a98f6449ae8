import { lazy, Suspense, useEffect, useState } from 'react';
import { afterTexts } from '../i18n/i18n';
import { pastPuzzles, puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState, type PuzzleState } from '../../machines/daily/progress';
import { dailyStats } from '../../machines/daily/stats';
import { dailyModesOn, DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import { StorageNotice } from '../app/StorageNotice';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { dailyScreenTexts } from '../shared/screenTexts';
import { latestDailyMode, readDailyProgress } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { lastDailyPlayed } from '../storage/lastPlayed';
import type { GameStore } from '../storage/store';
import { ArchiveCalendar } from './ArchiveCalendar';
import { Countdown } from './Countdown';
import { DailyLink } from './shared/DailyLink';
import { puzzleStateText } from '../../machines/daily/puzzleStateText';
import { ModeSwitch, StatsPanel } from '../help/StatsPanel';
import { useNow } from './shared/useNow';
import { prefetchTodaysClips } from './prefetchTodaysClips';
import { t } from './hubTexts';
import { modeLabel, puzzleLabel } from './words/dailyWords';
import { useLocale } from '../app/useLocale';
import classes from './Daily.module.css';

// Yesterday's answers need the catalogue, which the game screens share: loaded after the first render,
// so that the rest of the page does not wait for it.
const YesterdayAnswer = lazy(() =>
  afterTexts(import('./YesterdayAnswers').then((module) => ({ default: module.YesterdayAnswer }))),
);
// Everyone's numbers of today and yesterday, from the community API, after the first render (a
// result left waiting is sent as they come); nothing where their code cannot be downloaded.
const TodayCount = lazy(() =>
  afterTexts(
    import('./community/TodayCounts').then(
      (module) => ({ default: module.TodayCount }),
      () => ({ default: () => null }),
    ),
  ),
);

const finished = (state: PuzzleState) => state.kind === 'solved' || state.kind === 'missed';

/**
 * The daily overview: today's puzzles with this player's state and everyone's count, the countdown
 * to the next ones, yesterday's answers (each hidden until its puzzle is played or shown), then one
 * mode at a time: the player's stats and streaks and the archive as a calendar.
 */
export function DailyPage({ store = gameStore }: { store?: GameStore }) {
  useLocale();
  useDocumentTitle(t('hubTitle'));
  // A visit here saves today's clips for offline play (the service worker keeps them).
  useEffect(() => prefetchTodaysClips(new Date(), null), []);
  const now = useNow();
  const today = puzzleNumber(now);
  const progress = Object.fromEntries(
    DAILY_MODES.map((mode) => [mode, readDailyProgress(store, mode)]),
  ) as Record<DailyMode, ReturnType<typeof readDailyProgress>>;
  const stateOf = (mode: DailyMode, n: number) =>
    puzzleState(progress[mode].find((each) => each.puzzle === n));
  const [shownMode, setShownMode] = useState<DailyMode>(
    () => lastDailyPlayed(store) ?? latestDailyMode(store, DAILY_MODES) ?? DAILY_MODES[0]!,
  );
  const todays = dailyModesOn(today);
  // One primary action: the first of today's puzzles still to finish.
  const primary = todays.find((mode) => !finished(stateOf(mode, today)));
  const community = __COMMUNITY_API__ !== null;

  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{dailyScreenTexts().heading}</h1>
      <p className={classes.intro}>{dailyScreenTexts().intro}</p>
      <StorageNotice store={store} />
      {today < 1 ? (
        <p className={classes.countdown}>{t('firstPuzzlesArrive')}</p>
      ) : (
        <>
          <Countdown now={now} />
          <section aria-labelledby="daily-today">
            <h2 id="daily-today" className={classes.sectionTitle}>
              {t('todaysPuzzles')}
            </h2>
            <ul className={classes.grid}>
              {todays.map((mode) => {
                const state = stateOf(mode, today);
                const label = puzzleLabel(mode, today);
                return (
                  <li key={mode} className={classes.card}>
                    <h3 className={classes.cardTitle}>{label}</h3>
                    <p className={classes.state} data-state={state.kind}>
                      {puzzleStateText(state)}
                    </p>
                    {community && (
                      <p className={classes.community}>
                        <Suspense fallback={null}>
                          <TodayCount mode={mode} puzzle={today} />
                        </Suspense>
                      </p>
                    )}
                    <DailyLink
                      mode={mode}
                      className={mode === primary ? classes.button : classes.secondaryButton}
                    >
                      {finished(state)
                        ? t('seePuzzle', { puzzle: label })
                        : t('playPuzzle', { puzzle: label })}
                    </DailyLink>
                  </li>
                );
              })}
            </ul>
          </section>
          {today > 1 && (
            <section aria-labelledby="daily-yesterday">
              <h2 id="daily-yesterday" className={classes.sectionTitle}>
                {t('yesterdaysAnswers')}
              </h2>
              <ul className={classes.grid}>
                {dailyModesOn(today - 1).map((mode) => (
                  <li key={mode} className={classes.yesterday}>
                    <p className={classes.yesterdayTitle}>{puzzleLabel(mode, today - 1)}</p>
                    <div className={classes.answer}>
                      <Suspense fallback={null}>
                        <YesterdayAnswer
                          mode={mode}
                          puzzle={today - 1}
                          played={finished(stateOf(mode, today - 1))}
                        />
                      </Suspense>
                    </div>
                    {community && (
                      <p className={classes.community}>
                        <Suspense fallback={null}>
                          <TodayCount mode={mode} puzzle={today - 1} found />
                        </Suspense>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="daily-yours">
            <h2 id="daily-yours" className={classes.sectionTitle}>
              {t('yourStatsAndArchive')}
            </h2>
            <ModeSwitch
              label={t('modeSwitch')}
              options={DAILY_MODES.map((mode) => ({ value: mode, label: modeLabel(mode) }))}
              value={shownMode}
              onChange={setShownMode}
            />
            <div className={classes.yours}>
              <StatsPanel
                title={modeLabel(shownMode)}
                stats={dailyStats(progress[shownMode], today)}
              />
              <section aria-labelledby="daily-archive">
                <h3 id="daily-archive" className={classes.archiveTitle}>
                  {t('archiveTitle', { mode: modeLabel(shownMode) })}
                </h3>
                <p className={classes.dimmed}>{t('archiveNote')}</p>
                <ArchiveCalendar
                  mode={shownMode}
                  past={pastPuzzles(shownMode, now)}
                  stateOf={(n) => stateOf(shownMode, n)}
                />
              </section>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
