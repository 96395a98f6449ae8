import { useId } from 'react';
import type { DailyStats } from '../../machines/daily/stats';
import { TriesChart, type ChartBar } from './TriesChart';
import { t } from './statsTexts';
import { useLocale } from '../app/useLocale';
import classes from './StatsPanel.module.css';
import switchClasses from './ModeSwitch.module.css';

/**
 * A mode's daily stats: four figures and the distribution of tries as a bar chart (`mine`: the bar
 * of the puzzle just finished, 0 to 5 for 1 to 6 tries, 6 for a miss, marked).
 */
export function StatsPanel({
  stats,
  title,
  mine,
}: {
  stats: DailyStats;
  title: string;
  mine?: number;
}) {
  useLocale();
  const most = Math.max(1, ...stats.distribution, stats.missed);
  const bars: ChartBar[] = [...stats.distribution, stats.missed].map((count, index) => {
    const tries = index < stats.distribution.length ? index + 1 : null;
    return {
      tries,
      value: String(count),
      fraction: count / most,
      spoken: tries === null ? t('missedBar', { count }) : t('solvedBar', { tries, count }),
      mine: index === mine,
    };
  });
  return (
    <section className={classes.stats} aria-label={title}>
      <h3 className={classes.statsTitle}>{title}</h3>
      <dl className={classes.figures}>
        <div>
          <dt>{t('played')}</dt>
          <dd>{stats.played}</dd>
        </div>
        <div>
          <dt>{t('winPercent')}</dt>
          <dd>{stats.winPercent}</dd>
        </div>
        <div>
          <dt>{t('currentStreak')}</dt>
          <dd>{stats.currentStreak}</dd>
        </div>
        <div>
          <dt>{t('maxStreak')}</dt>
          <dd>{stats.maxStreak}</dd>
        </div>
      </dl>
      <TriesChart bars={bars} label={t('triesToSolve')} />
    </section>
  );
}

/**
 * The switch that shows one mode's stats at a time (and on /daily its archive): radio buttons drawn
 * as a segmented switch, so a keyboard moves along it with the arrow keys and a screen reader hears
 * a group of choices. Plain elements, light enough for the pages that load no dialog code; beside
 * the panel, whose pages load both (one chunk, not two).
 */
export function ModeSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={switchClasses.switch}>
      {options.map((option) => (
        <label key={option.value} className={switchClasses.option}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className={switchClasses.input}
          />
          <span className={switchClasses.text}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
