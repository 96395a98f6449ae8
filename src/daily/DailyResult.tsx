import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState } from '../../machines/daily/progress';
import { isSolved, triesValue } from '../../machines/rules/tries';
import { DAILY_MODE_LABELS, shareScore, shareText } from '../../machines/daily/share';
import { dailyStats } from '../../machines/daily/stats';
import { DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import type { Attempt } from '../../machines/rules/verdict';
import { useHighContrast } from '../app/highContrast';
import { ChallengeButton } from '../play/ChallengeButton';
import { ItemImage } from '../sharedUi/ItemImage';
import { challengesEntry, dailyChallengeLink } from '../storage/challenges';
import { readDailyProgress } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { Countdown } from './Countdown';
import { dailyPath } from '../shared/dailyPaths';
import { dailyHeading } from './dailyScreens';
import type { DailyPuzzle } from '../engine/daily/dailyPuzzle';
import { ShareButton } from '../play/ShareButton';
import { StatsPanel } from '../help/StatsPanel';
import { useNow } from './useNow';
import classes from './DailyResult.module.css';

interface DailyResultProps {
  puzzle: Extract<DailyPuzzle, { kind: 'ready' }>;
  attempts: readonly Attempt[];
}

/** The end of a puzzle: how it went, the answer, the result to share, the mode's stats, the next day. */
export function DailyResult({ puzzle, attempts }: DailyResultProps) {
  const { mode, answer, number } = puzzle;
  const tries = attempts.map((attempt) => ({ guessId: attempt.id, verdict: attempt.verdict }));
  const solved = isSolved(tries);
  const reveal = mode.reveal(answer.id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result takes the focus from the guess box it replaces, so a screen reader reads it out.
  useEffect(() => heading.current?.focus(), []);
  const path = dailyPath(mode.id, puzzle.today ? undefined : number);
  const now = useNow();
  const highContrast = useHighContrast();
  // Played from a friend's challenge: the way back to its results.
  const [challengeLink] = useState(() =>
    dailyChallengeLink(gameStore.read(challengesEntry), mode.id, number),
  );
  const today = puzzleNumber(now);
  // Read once the tries are kept (the last one was stored before the puzzle showed as over).
  const stats = useMemo(
    () => dailyStats(readDailyProgress(gameStore, mode.id), today),
    [mode, today],
  );

  // Onward: the next of today's puzzles not finished yet, after this one in the hub's order.
  const [next] = useState(() => (puzzle.today ? nextToPlay(mode.id, today) : null));

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
      <nav className={classes.onward} aria-label="Onward">
        {next && (
          <Link to={dailyPath(next)} className={classes.next}>
            Next: {dailyHeading(next, today)}
          </Link>
        )}
        <Link to="/daily" className={classes.listen}>
          All daily puzzles
        </Link>
      </nav>
      <ShareButton
        text={shareText({
          mode: mode.id,
          puzzle: number,
          tries,
          url: `${location.origin}${path}`,
          highContrast,
        })}
      />
      {challengeLink && (
        <Link to="/challenge" search={{ c: challengeLink }} className={classes.listen}>
          See the challenge's results
        </Link>
      )}
      <ChallengeButton
        source={{ kind: 'daily', mode: mode.id, puzzle: number, value: triesValue(tries) }}
      />
      {/* A missed answer is among Listen's missed clips: the link opens them. */}
      <Link to="/listen" search={solved ? {} : { filter: 'missed' }} className={classes.listen}>
        Practise in Listen
      </Link>
      <StatsPanel stats={stats} title={`Your daily ${DAILY_MODE_LABELS[mode.id]} stats`} />
      <Countdown now={now} />
    </section>
  );
}

/** The first of today's other puzzles (in the hub's order, from this one on) not yet finished. */
function nextToPlay(current: DailyMode, today: number): DailyMode | null {
  const at = DAILY_MODES.indexOf(current);
  const others = [...DAILY_MODES.slice(at + 1), ...DAILY_MODES.slice(0, at)];
  return (
    others.find((mode) => {
      const progress = readDailyProgress(gameStore, mode).find((each) => each.puzzle === today);
      const { kind } = puzzleState(progress);
      return kind === 'toPlay' || kind === 'playing';
    }) ?? null
  );
}
