import { formatCountdown, msUntilNextPuzzle, nextPuzzleAt } from '../../machines/daily/calendar';
import classes from './Daily.module.css';

const localTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "12:00 AM" in the player's clock, never broken before its "AM" at a line's end. */
export function atLocalTime(date: Date, format: Intl.DateTimeFormat = localTime): string {
  return format.format(date).replace(/\s/g, '\u00a0');
}

/**
 * The time left until the next puzzles, ticking with `now`, and when they arrive in the player's own
 * clock (the day turns at 00:00 UTC, which is some other hour in most places).
 */
export function Countdown({ now }: { now: Date }) {
  const left = formatCountdown(msUntilNextPuzzle(now));
  return (
    <p className={classes.countdown}>
      <span className={classes.countdownPart}>
        Next puzzles in{' '}
        <time
          className={classes.timer}
          dateTime={`PT${left.replace(/^(\d+):(\d+):(\d+)$/, '$1H$2M$3S')}`}
          role="timer"
          aria-label={`Next puzzles in ${left}`}
        >
          {left}
        </time>
      </span>{' '}
      <span className={`${classes.dimmed} ${classes.countdownTime}`}>
        at {atLocalTime(nextPuzzleAt(now))} your time
      </span>
    </p>
  );
}
