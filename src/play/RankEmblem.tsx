import type { Rank } from '../../machines/infinite/rank';
import classes from './RankEmblem.module.css';
import { useLocale } from '../app/useLocale';
import { rankName } from '../engine/infinite/runWords';

/** A shield for each rank but the top one, whose emblem is a star, as VALORANT's Radiant shines. */
const SHIELD = 'M12 2 21 5.5V12c0 5-3.8 8.8-9 10-5.2-1.2-9-5-9-10V5.5Z';
const STAR = 'm12 1.5 2.7 6.2 6.8.6-5.1 4.5 1.5 6.6L12 16l-5.9 3.4 1.5-6.6-5.1-4.5 6.8-.6Z';

/**
 * A rank's emblem: its shape in the rank's own colour (the CSS module's, by `data-rank`), outlined in
 * the text's colour so that the palest ranks show on a white page too. Named by the rank for a screen
 * reader where it stands alone; beside the rank's word it is decoration (`decorative`).
 */
export function RankEmblem({
  rank,
  size = 24,
  decorative = false,
}: {
  rank: Rank;
  size?: number;
  decorative?: boolean;
}) {
  useLocale();
  return (
    <svg
      className={classes.emblem}
      data-rank={rank}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : rankName(rank)}
      aria-hidden={decorative || undefined}
    >
      <path className={classes.body} d={rank === 'Radiant' ? STAR : SHIELD} />
      {rank !== 'Radiant' && (
        <path className={classes.shine} d="M12 5.2 17.6 7.4V12c0 3.3-2.2 5.9-5.6 6.9Z" />
      )}
    </svg>
  );
}
