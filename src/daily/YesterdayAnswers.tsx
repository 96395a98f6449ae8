import { DAILY_MODE_LABELS } from '../../machines/daily/share';
import { dailyModesOn } from '../../machines/dailyModes';
import { ItemImage } from '../sharedUi/ItemImage';
import { modeScreens } from '../shared/screens';
import { dailyAnswerCard } from './dailyAnswers';
import classes from './Daily.module.css';

/** The answers of puzzle `puzzle` (yesterday's), with their pictures and, for an ability, its agent. */
export function YesterdayAnswers({ puzzle }: { puzzle: number }) {
  return (
    <ul className={classes.grid}>
      {dailyModesOn(puzzle).map((mode) => {
        const answer = dailyAnswerCard(mode, puzzle);
        if (!answer) return null;
        return (
          <li key={mode} className={classes.answer}>
            <div className={classes.answerImage}>
              <ItemImage
                src={answer.image}
                name={answer.name}
                height={64}
                fit={modeScreens[mode].fit}
              />
            </div>
            <div>
              <p className={classes.dimmed}>
                {DAILY_MODE_LABELS[mode]} #{puzzle}
              </p>
              <p className={classes.answerName}>{answer.name}</p>
              {answer.caption && <p className={classes.dimmed}>{answer.caption}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
