import { lazy, Suspense } from 'react';
import { pastPuzzles, puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState } from '../../machines/daily/progress';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { dailyStats } from '../../machines/daily/stats';
import { dailyModesOn, DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import { StorageNotice } from '../app/StorageNotice';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { dailyScreen } from '../shared/screens';
import { readDailyProgress } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { Countdown } from './Countdown';
import { DailyLink } from './DailyLink';
import { puzzleStateText } from './puzzleStateText';
import { StatsPanel } from '../help/StatsPanel';
import { useNow } from './useNow';
import classes from './Daily.module.css';

// Yesterday's answers need the catalogue, which the game screens share: loaded after the first render,
// so that the rest of the page does not wait for it.
const YesterdayAnswers = lazy(() =>
  import('./YesterdayAnswers').then((module) => ({ default: module.YesterdayAnswers })),
);

/**
 * The daily overview: today's three puzzles with this player's state, the countdown to the next ones,
 * yesterday's answers, the player's stats and streaks, and every past puzzle of each mode.
 */
export function DailyPage({ store = gameStore }: { store?: GameStore }) {
  useDocumentTitle('Daily puzzles');
  const now = useNow();
  const today = puzzleNumber(now);
  const progress = Object.fromEntries(
    DAILY_MODES.map((mode) => [mode, readDailyProgress(store, mode)]),
  ) as Record<DailyMode, ReturnType<typeof readDailyProgress>>;
  const stateOf = (mode: DailyMode, n: number) =>
    puzzleState(progress[mode].find((each) => each.puzzle === n));
  const archives = DAILY_MODES.map((mode) => [mode, pastPuzzles(mode, now)] as const).filter(
    ([, past]) => past.length > 0,
  );

  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{dailyScreen.heading}</h1>
      <p className={classes.intro}>{dailyScreen.intro}</p>
      <StorageNotice store={store} />
      {today < 1 ? (
        <p className={classes.countdown}>The first daily puzzles arrive on 1 November 2026.</p>
      ) : (
        <>
          <Countdown now={now} />
          <section aria-labelledby="daily-today">
            <h2 id="daily-today" className={classes.sectionTitle}>
              Today’s puzzles
            </h2>
            <ul className={classes.grid}>
              {dailyModesOn(today).map((mode) => {
                const state = stateOf(mode, today);
                const label = `${DAILY_MODE_LABELS[mode]} #${today}`;
                return (
                  <li key={mode} className={classes.card}>
                    <h3 className={classes.cardTitle}>{label}</h3>
                    <p className={classes.state} data-state={state.kind}>
                      {puzzleStateText(state)}
                    </p>
                    <DailyLink mode={mode} className={classes.button}>
                      {state.kind === 'solved' || state.kind === 'missed'
                        ? `See ${label}`
                        : `Play ${label}`}
                    </DailyLink>
                  </li>
                );
              })}
            </ul>
          </section>
          {today > 1 && (
            <section aria-labelledby="daily-yesterday">
              <h2 id="daily-yesterday" className={classes.sectionTitle}>
                Yesterday’s answers
              </h2>
              <Suspense
                fallback={
                  <ul className={classes.grid} aria-hidden>
                    {dailyModesOn(today - 1).map((mode) => (
                      <li key={mode} className={classes.answer} />
                    ))}
                  </ul>
                }
              >
                <YesterdayAnswers puzzle={today - 1} />
              </Suspense>
            </section>
          )}
          <section aria-labelledby="daily-stats">
            <h2 id="daily-stats" className={classes.sectionTitle}>
              Your streaks and stats
            </h2>
            <div className={classes.grid}>
              {DAILY_MODES.map((mode) => (
                <StatsPanel
                  key={mode}
                  title={DAILY_MODE_LABELS[mode]}
                  stats={dailyStats(progress[mode], today)}
                />
              ))}
            </div>
          </section>
          <section aria-labelledby="daily-archive">
            <h2 id="daily-archive" className={classes.sectionTitle}>
              Archive
            </h2>
            <p className={classes.dimmed}>
              Every past puzzle can be played any time; archive plays count in your stats but not in
              your streaks.
            </p>
            {archives.map(([mode, past]) => (
              <details key={mode} className={classes.archive}>
                <summary>
                  {DAILY_MODE_LABELS[mode]}: {past.length} past{' '}
                  {past.length === 1 ? 'puzzle' : 'puzzles'}
                </summary>
                <ul className={classes.archiveList}>
                  {past.map((n) => (
                    <li key={n}>
                      <DailyLink mode={mode} puzzle={n} className={classes.archiveLink}>
                        {DAILY_MODE_LABELS[mode]} #{n}
                        <span className={classes.dimmed}>{puzzleStateText(stateOf(mode, n))}</span>
                      </DailyLink>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </section>
        </>
      )}
    </div>
  );
}
