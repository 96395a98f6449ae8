import { useEffect, useRef, useState } from 'react';
import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import type { DailyMode } from '../../machines/dailyModes';
import { ItemImage } from '../sharedUi/ItemImage';
import { modeScreens } from '../shared/screens';
import { dailyAnswerCard } from './dailyAnswers';
import classes from './Daily.module.css';

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
  const [shown, setShown] = useState(played);
  // Shown by the button, which goes away: the focus goes to what it showed.
  const name = useRef<HTMLParagraphElement>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked) name.current?.focus();
  }, [asked]);
  const answer = dailyAnswerCard(mode, puzzle);
  if (!answer) return null;
  if (!shown) {
    return (
      <button
        type="button"
        className={classes.reveal}
        aria-label={`Show the answer of ${DAILY_MODE_LABELS[mode]} #${puzzle}`}
        onClick={() => {
          setShown(true);
          setAsked(true);
        }}
      >
        Show the answer
      </button>
    );
  }
  return (
    <>
      <div className={classes.answerImage}>
        <ItemImage
          src={answer.image}
          name={answer.name}
          height={56}
          fit={modeScreens[mode].fit}
          nameShown
        />
      </div>
      <div>
        <p ref={name} tabIndex={-1} className={classes.answerName}>
          {answer.name}
        </p>
        {answer.caption && <p className={classes.dimmed}>{answer.caption}</p>}
      </div>
    </>
  );
}
