import type { PuzzleState } from '../../machines/daily/progress';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { DAILY_TRIES, type DailyMode } from '../../machines/dailyModes';
import { archiveMonths } from './archiveMonths';
import { DailyLink } from './shared/DailyLink';
import { puzzleStateText } from '../../machines/daily/puzzleStateText';
import classes from './ArchiveCalendar.module.css';

const WEEKDAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];

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
  const months = archiveMonths(past);
  if (months.length === 0) {
    return <p className={classes.empty}>No past puzzles yet: the first is today’s.</p>;
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
                {played} of {month.days.length} played
              </span>
            </summary>
            <div className={classes.weekdays} aria-hidden>
              {WEEKDAYS.map((day, column) => (
                <span key={column}>{day}</span>
              ))}
            </div>
            <ol className={classes.days} aria-label={`${DAILY_MODE_LABELS[mode]}, ${month.name}`}>
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
                        {DAILY_MODE_LABELS[mode]} #{puzzle}, {date}: {puzzleStateText(state)}
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
