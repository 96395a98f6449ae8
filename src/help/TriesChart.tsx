import { t } from './statsTexts';
import { useLocale } from '../app/useLocale';
import classes from './TriesChart.module.css';

/** One bar of a distribution of tries: 1 to 6 tries, or missed. */
export interface ChartBar {
  /** 1 to 6, or null for the missed bar ("X"). */
  tries: number | null;
  /** What the bar says at its end ("3", "31%"). */
  value: string;
  /** Its length against the longest bar (0 to 1); 0 is a bar with no result. */
  fraction: number;
  /** What a screen reader hears of it, in full. */
  spoken: string;
  /** The player's own bar: marked with "You". */
  mine?: boolean;
}

/**
 * A distribution of tries as a list: each item says its bar in words, the bars only draw it. Only a
 * bar with a result is coloured (in the verdict colours, high contrast's too); an empty one is an
 * outline, so that a glance at the colours reads what happened.
 */
export function TriesChart({ bars, label }: { bars: readonly ChartBar[]; label: string }) {
  useLocale();
  const marked = bars.some((bar) => bar.mine);
  return (
    <ol className={classes.chart} aria-label={label} data-marked={marked || undefined}>
      {bars.map((bar) => (
        <li key={bar.tries ?? 'X'} className={classes.row}>
          <span className={classes.label} aria-hidden>
            {bar.tries ?? 'X'}
          </span>
          <span className={classes.spoken}>{bar.spoken}</span>
          <span className={classes.track} aria-hidden>
            <span
              className={classes.bar}
              data-kind={bar.tries === null ? 'missed' : 'solved'}
              data-empty={bar.fraction === 0 || undefined}
              data-mine={bar.mine || undefined}
              style={{ width: `max(var(--bar-min), ${bar.fraction * 100}%)` }}
            >
              {bar.value}
            </span>
          </span>
          {marked && (
            <span className={classes.you} aria-hidden>
              {bar.mine ? t('you') : ''}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
