import type { PuzzleState } from '../../machines/daily/progress';
import { DAILY_TRIES, type DailyMode } from '../../machines/dailyModes';
import { archiveMonths } from './archiveMonths';
import { DailyLink } from './shared/DailyLink';
import { puzzleStateText } from '../../machines/daily/puzzleStateText';
import { modeLabel, puzzleLabel } from './words/dailyWords';
import { t } from './hubTexts';
import { useLocale } from '../app/useLocale';
import classes from './ArchiveCalendar.module.css';

/** The week's days, Monday first, as a calendar heads its columns: "M T W T F S S". */
function weekdays(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 2 November 2026 is a Monday.
  return Array.from({ length: 7 }, (_, index) => format.format(Date.UTC(2026, 10, 2 + index)));
}

/** What a day's square says of its play: the tries of a solve, X for a miss, … while played. */
function mark(state: PuzzleState): string {
  switch (state.kind) {
    case 'solved':
      return `${state.tries}/${DAILY_TRIES}`;
    case 'missed':
      return `X/${DAILY_TRIES}`;
    case 'playing':
      return '…';
    case 'toPlay':
      return '';
  }
}

/**
 * A mode's past puzzles as a calendar: a month to a grid of days, each day a link to its puzzle
 * coloured by how it went (solved, missed) and marked in words. The latest month is open, older ones
 * fold away behind their name.
 */
export function ArchiveCalendar({
  mode,
  past,
  stateOf,
}: {
  mode: DailyMode;
  past: readonly number[];
  stateOf: (puzzle: number) => PuzzleState;
}) {
  const locale = useLocale();
  const months = archiveMonths(past);
  if (months.length === 0) {
    return <p className={classes.empty}>{t('archiveEmpty')}</p>;
  }
  return (
    <div className={classes.months}>
      {months.map((month, index) => {
        const played = month.days.filter(({ puzzle }) => stateOf(puzzle).kind !== 'toPlay').length;
        return (
          <details key={month.name} className={classes.month} open={index === 0}>
            <summary className={classes.summary}>
              <span className={classes.monthName}>{month.name}</span>
              <span className={classes.count}>
                {t('monthPlayed', { played, total: month.days.length })}
              </span>
            </summary>
            <div className={classes.weekdays} aria-hidden>
              {weekdays(locale).map((day, column) => (
                <span key={column}>{day}</span>
              ))}
            </div>
            <ol
              className={classes.days}
              aria-label={t('monthLabel', { mode: modeLabel(mode), month: month.name })}
            >
              {month.days.map(({ puzzle, day, column, date }) => {
                const state = stateOf(puzzle);
                return (
                  <li
                    key={puzzle}
                    style={{ gridColumnStart: column }}
                    className={classes.cell}
                    data-state={state.kind}
                  >
                    <DailyLink mode={mode} puzzle={puzzle} className={classes.day}>
                      <span className={classes.hidden}>
                        {t('dayLabel', {
                          puzzle: puzzleLabel(mode, puzzle),
                          date,
                          state: puzzleStateText(state),
                        })}
                      </span>
                      <span aria-hidden className={classes.date}>
                        {day}
                      </span>
                      <span aria-hidden className={classes.mark}>
                        {mark(state)}
                      </span>
                    </DailyLink>
                  </li>
                );
              })}
            </ol>
          </details>
        );
      })}
    </div>
  );
}
