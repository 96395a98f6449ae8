import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { afterTexts } from '../i18n/i18n';
import { dailyAnswerId } from '../../machines/daily/schedule';
import type { DailyMode } from '../../machines/dailyModes';
import { dailyLedger } from '../content/daily/dailyLedger';
import { puzzleLabel } from './words/dailyWords';
import { t } from './hubTexts';
import { useLocale } from '../app/useLocale';
import classes from './Daily.module.css';

// The answer's card needs the catalogue's names and pictures of every daily mode (about 10 kB):
// loaded when an answer is shown, so that a first visit, which has played nothing and shows nothing,
// never downloads it. Where it cannot be downloaded, the answer says so.
const AnswerCard = lazy(() =>
  afterTexts(
    import('./YesterdayAnswerCard').then(
      (module) => ({ default: module.YesterdayAnswerCard }),
      () => ({ default: AnswerUnavailable }),
    ),
  ),
);

/** In the card's place where its code cannot be downloaded; it takes the focus as the card would. */
function AnswerUnavailable({ focused }: { focused: boolean }) {
  useLocale();
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focused) message.current?.focus();
  }, [focused]);
  return (
    <p ref={message} tabIndex={-1} className={classes.dimmed}>
      {t('answerUnavailable')}
    </p>
  );
}

/**
 * One of yesterday's answers, with its picture and, for an ability, its agent: shown at once where
 * the player has finished that puzzle, else behind "Show the answer", so that the hub never spoils
 * a puzzle the player may still want to play from the archive.
 */
export function YesterdayAnswer({
  mode,
  puzzle,
  played,
}: {
  mode: DailyMode;
  puzzle: number;
  played: boolean;
}) {
  useLocale();
  const [shown, setShown] = useState(played);
  // Shown by the button, which goes away: the focus goes to what it showed.
  const [asked, setAsked] = useState(false);
  if (dailyAnswerId(mode, puzzle, dailyLedger[mode]) === null) return null;
  if (!shown) {
    return (
      <button
        type="button"
        className={classes.reveal}
        aria-label={t('showAnswerOf', { puzzle: puzzleLabel(mode, puzzle) })}
        onClick={() => {
          setShown(true);
          setAsked(true);
        }}
      >
        {t('showAnswer')}
      </button>
    );
  }
  return (
    <Suspense fallback={null}>
      <AnswerCard mode={mode} puzzle={puzzle} focused={asked} />
    </Suspense>
  );
}
