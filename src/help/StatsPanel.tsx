import type { DailyStats } from '../../machines/daily/stats';
import classes from './StatsPanel.module.css';

/**
 * A mode's daily stats: four figures and the distribution of tries as a bar chart. The chart is a
 * list whose items say their value in text; the bars only draw it.
 */
export function StatsPanel({ stats, title }: { stats: DailyStats; title: string }) {
  const most = Math.max(1, ...stats.distribution, stats.missed);
  const rows = [
    ...stats.distribution.map((count, i) => ({ label: `${i + 1}`, count, missed: false })),
    { label: 'X', count: stats.missed, missed: true },
  ];
  return (
    <section className={classes.stats} aria-label={title}>
      <h3 className={classes.statsTitle}>{title}</h3>
      <dl className={classes.figures}>
        <div>
          <dt>Played</dt>
          <dd>{stats.played}</dd>
        </div>
        <div>
          <dt>Win %</dt>
          <dd>{stats.winPercent}</dd>
        </div>
        <div>
          <dt>Current streak</dt>
          <dd>{stats.currentStreak}</dd>
        </div>
        <div>
          <dt>Max streak</dt>
          <dd>{stats.maxStreak}</dd>
        </div>
      </dl>
      <ol className={classes.distribution} aria-label="Tries to solve">
        {rows.map((row) => (
          <li key={row.label} className={classes.barRow}>
            <span className={classes.barLabel} aria-hidden>
              {row.label}
            </span>
            <span className={classes.visuallyHidden}>
              {row.missed
                ? `Missed: ${row.count}`
                : `Solved in ${row.label} ${row.label === '1' ? 'try' : 'tries'}: ${row.count}`}
            </span>
            <span
              className={row.missed ? `${classes.bar} ${classes.barMissed}` : classes.bar}
              data-empty={row.count === 0 || undefined}
              style={{ width: `max(1.75rem, ${(row.count / most) * 100}%)` }}
              aria-hidden
            >
              {row.count}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
