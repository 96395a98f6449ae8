import { Link } from '@tanstack/react-router';
import { puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState } from '../../machines/daily/progress';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { dailyModesOn } from '../../machines/daily/verdict';
import { readPuzzle } from '../storage/dailyProgress';
import { gameStore } from '../storage/gameStore';
import type { GameStore } from '../storage/store';
import { puzzleStateText } from './puzzleStateText';
import { useNow } from './useNow';
import classes from './DailyTeaser.module.css';

/**
 * The home page's way into the daily puzzles, with today's state for this player. It reads storage
 * and the calendar only: no catalogue and no game code, so `/` stays small.
 */
export function DailyTeaser({ store = gameStore }: { store?: GameStore }) {
  const today = puzzleNumber(useNow(60_000));
  if (today < 1) return null;
  return (
    <section className={classes.teaser} aria-labelledby="daily-teaser">
      <h2 id="daily-teaser" className={classes.title}>
        Daily puzzles #{today}
      </h2>
      <p className={classes.text}>One clip per mode a day, the same for everyone.</p>
      <ul className={classes.states}>
        {dailyModesOn(today).map((mode) => (
          <li key={mode}>
            <span className={classes.mode}>{DAILY_MODE_LABELS[mode]}</span>{' '}
            {puzzleStateText(puzzleState(readPuzzle(store, mode, today)))}
          </li>
        ))}
      </ul>
      <Link to="/daily" className={classes.link}>
        Go to today’s puzzles
      </Link>
    </section>
  );
}
