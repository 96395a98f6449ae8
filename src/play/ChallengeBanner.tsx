import { IconSwords } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ChallengeBanner.module.css';
import { t } from './bannerTexts';
import { useLocale } from '../app/useLocale';

/**
 * Whose challenge is being played and what it takes to beat them, on every screen of a challenge
 * (its round or run, and a daily puzzle played from one), with a way back to its results.
 */
export function ChallengeBanner({
  name,
  goal,
  children,
}: {
  /** Who set it. */
  name: string;
  /** What to beat, in words ("Score to beat: 2/3"). */
  goal: string;
  children?: ReactNode;
}) {
  useLocale();
  return (
    <div role="note" aria-label={t('challenge')} className={classes.banner}>
      <IconSwords size={22} aria-hidden className={classes.icon} />
      <p className={classes.text}>
        <strong>{t('challengeOf', { name })}</strong>
        <span className={classes.goal}>{goal}</span>
      </p>
      {children}
    </div>
  );
}
