import { useEffect, useRef } from 'react';
import { isSolved } from '../../machines/daily/progress';
import { shareScore, shareText } from '../../machines/daily/share';
import type { Attempt } from '../../machines/rules/verdict';
import { ItemImage } from '../game/ItemImage';
import type { DailyPuzzle } from './dailyPuzzle';
import { dailyPuzzleScreens } from './dailyScreens';
import { ShareButton } from './ShareButton';
import classes from './DailyResult.module.css';

interface DailyResultProps {
  puzzle: Extract<DailyPuzzle, { kind: 'ready' }>;
  attempts: readonly Attempt[];
}

/** The end of a puzzle: how it went, the answer, and the result to share. */
export function DailyResult({ puzzle, attempts }: DailyResultProps) {
  const { mode, answer, number } = puzzle;
  const tries = attempts.map((attempt) => ({ guessId: attempt.id, verdict: attempt.verdict }));
  const solved = isSolved(tries);
  const reveal = mode.reveal(answer.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result takes the focus from the guess box it replaces, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  const path = puzzle.today ? dailyPuzzleScreens[mode.id].path : `/daily/${mode.id}/${number}`;

  return (
    <section className={classes.result} aria-labelledby="daily-result">
      <h2 id="daily-result" ref={heading} tabIndex={-1} className={classes.title}>
        {solved ? `Solved in ${shareScore(tries)}` : `Missed: ${shareScore(tries)}`}
      </h2>
      <div className={classes.answer}>
        <div className={classes.picture}>
          <ItemImage
            src={reveal.image}
            name={reveal.name}
            alt={reveal.name}
            height={96}
            fit="contain"
          />
        </div>
        <div>
          <p className={classes.label}>The answer</p>
          <p className={classes.name}>{reveal.name}</p>
          {reveal.caption && <p className={classes.caption}>{reveal.caption}</p>}
        </div>
      </div>
      <p className={classes.note}>The whole clip is unlocked above.</p>
      <ShareButton
        text={shareText({ mode: mode.id, puzzle: number, tries, url: `${location.origin}${path}` })}
      />
    </section>
  );
}
