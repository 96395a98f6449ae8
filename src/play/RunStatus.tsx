import type { ReactNode } from 'react';
import { IconHeartFilled } from '@tabler/icons-react';
import { RUN_LIVES } from '../../machines/infiniteChoices';
import classes from './RunStatus.module.css';
import { t } from './runTexts';
import { useLocale } from '../app/useLocale';

/** A row of figures, each a `<div>` of `<dt>` and `<dd>`: a run's status, Game Over's summary. */
export function Figures({ children }: { children: ReactNode }) {
  return <dl className={classes.status}>{children}</dl>;
}

/** A run's score and lives, as an infinite run and a challenge of one show them; `children` adds figures. */
export function RunStatus({
  score,
  lives,
  children,
}: {
  score: number;
  lives: number;
  children?: ReactNode;
}) {
  useLocale();
  return (
    <Figures>
      <div>
        <dt>{t('score')}</dt>
        <dd data-testid="score">{score}</dd>
      </div>
      <div>
        <dt>{t('lives')}</dt>
        <dd>
          <span
            role="img"
            aria-label={t('livesOf', { lives, total: RUN_LIVES })}
            className={classes.lives}
          >
            {Array.from({ length: RUN_LIVES }, (_, i) => (
              <IconHeartFilled
                key={i}
                size={20}
                aria-hidden
                className={i < lives ? classes.life : classes.lifeLost}
              />
            ))}
          </span>
        </dd>
      </div>
      {children}
    </Figures>
  );
}
