import { formatCountdown, msUntilNextPuzzle, nextPuzzleAt } from '../../machines/daily/calendar';
import { currentLocale } from '../i18n/i18n';
import { useLocale } from '../app/useLocale';
import { t } from './countdownTexts';
import classes from './Daily.module.css';

let localTime: { locale: string; format: Intl.DateTimeFormat } | undefined;

/** The player's clock in the game's language: built again when the language changes. */
function localTimeFormat(): Intl.DateTimeFormat {
  const locale = currentLocale();
  if (localTime?.locale !== locale) {
    localTime = {
      locale,
      format: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }),
    };
  }
  return localTime.format;
}

/** "12:00 AM" in the player's clock, never broken before its "AM" at a line's end. */
export function atLocalTime(date: Date, format: Intl.DateTimeFormat = localTimeFormat()): string {
  return format.format(date).replace(/\s/g, '\u00a0');
}

/**
 * The time left until the next puzzles, ticking with `now`, and when they arrive in the player's own
 * clock (the day turns at 00:00 UTC, which is some other hour in most places).
 */
export function Countdown({ now }: { now: Date }) {
  useLocale();
  const left = formatCountdown(msUntilNextPuzzle(now));
  return (
    <p className={classes.countdown}>
      <span className={classes.countdownPart}>
        {t('nextPuzzlesIn')}{' '}
        <time
          className={classes.timer}
          dateTime={`PT${left.replace(/^(\d+):(\d+):(\d+)$/, '$1H$2M$3S')}`}
          role="timer"
          aria-label={t('nextPuzzlesInLabel', { time: left })}
        >
          {left}
        </time>
      </span>{' '}
      <span className={`${classes.dimmed} ${classes.countdownTime}`}>
        {t('atYourTime', { time: atLocalTime(nextPuzzleAt(now)) })}
      </span>
    </p>
  );
}
