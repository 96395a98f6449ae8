import { useEffect, useRef } from 'react';
import type { DailyMode } from '../../machines/dailyModes';
import { ItemImage } from '../sharedUi/ItemImage';
import { modeScreens } from '../shared/screens';
import { dailyAnswerCard } from './dailyAnswers';
import classes from './Daily.module.css';

/** Puzzle `puzzle`'s answer as the hub shows it; `focused` when the player asked for it (their focus goes to it). */
export function YesterdayAnswerCard({
  mode,
  puzzle,
  focused,
}: {
  mode: DailyMode;
  puzzle: number;
  focused: boolean;
}) {
  const name = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focused) name.current?.focus();
  }, [focused]);
  const answer = dailyAnswerCard(mode, puzzle);
  if (!answer) return null;
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
