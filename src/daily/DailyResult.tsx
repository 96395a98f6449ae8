import { Link } from '@tanstack/react-router';
import { afterTexts } from '../i18n/i18n';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { barOf, type OwnResult } from '../../machines/community/standing';
import { puzzleDay, puzzleNumber } from '../../machines/daily/calendar';
import { puzzleState } from '../../machines/daily/progress';
import { isSolved, triesValue } from '../../machines/rules/tries';
import { shareScore, shareText } from '../../machines/daily/share';
import { dailyStats } from '../../machines/daily/stats';
import { DAILY_MODES, type DailyMode } from '../../machines/dailyModes';
import type { Attempt, Verdict } from '../../machines/rules/verdict';
import { useHighContrast } from '../app/highContrast';
import { prefersReducedMotion } from '../app/motion';
import { celebrate } from '../confetti/celebrate';
import { ChallengeButton } from '../play/ChallengeButton';
import { ItemImage } from '../sharedUi/ItemImage';
import { challengesEntry, dailyChallenge, senderOf } from '../storage/challenges';
import { verdictOf } from '../engine/challenge/verdict';
import { displayName, resultText } from '../engine/challenge/words';
import { readDailyProgress, readPuzzle } from '../storage/daily/dailyProgress';
import { gameStore } from '../storage/gameStore';
import { Countdown } from './Countdown';
import { dailyPath } from '../shared/dailyPaths';
import { dailyTitle, modeLabel, writingLocale } from './words/dailyWords';
import { t } from './resultTexts';
import { useLocale } from '../app/useLocale';
import type { DailyPuzzle } from '../engine/daily/dailyPuzzle';
import { ShareButton } from '../play/ShareButton';
import { StatsPanel } from '../help/StatsPanel';
import { useNow } from './shared/useNow';
import classes from './DailyResult.module.css';

// Everyone's numbers, loaded at a puzzle's end (a build without the community API has none). Where
// their code cannot be downloaded (offline), the player's own stats take their place.
const EveryonesNumbers = lazy(() =>
  afterTexts(
    import('./EveryonesNumbers').then(
      (module) => ({ default: module.EveryonesNumbers }),
      () => ({ default: ({ fallback }: { fallback: ReactNode }) => fallback }),
    ),
  ),
);

interface DailyResultProps {
  puzzle: Extract<DailyPuzzle, { kind: 'ready' }>;
  attempts: readonly Attempt[];
  /** The puzzle ended in this visit (not one finished before and opened again): its moment. */
  justEnded: boolean;
  /** The list of tries, shown under the ways onward. */
  children?: ReactNode;
}

/** What a solve in so many tries is worth saying, 1 to 6. */
const CHEERS = ['cheer1', 'cheer2', 'cheer3', 'cheer4', 'cheer5', 'cheer6'] as const;

const SPOKEN_VERDICTS = {
  correct: 'spokenCorrect',
  partial: 'spokenPartial',
  wrong: 'spokenWrong',
  skipped: 'spokenSkipped',
} as const satisfies Record<Verdict, string>;

/**
 * The end of a puzzle, its payoff: first (on a phone's first screen) the verdict with a short
 * celebration on a solve, the answer, the squares, Share as the one primary action and everyone's
 * numbers; then, secondary, the next puzzle, a challenge, Listen, the tries and the player's stats.
 */
export function DailyResult({ puzzle, attempts, justEnded, children }: DailyResultProps) {
  const { mode, answer, number } = puzzle;
  const locale = useLocale();
  const tries = attempts.map((attempt) => ({ guessId: attempt.id, verdict: attempt.verdict }));
  const solved = isSolved(tries);
  const reveal = mode.reveal(answer.id);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The result takes the focus from the guess box it replaces, so a screen reader reads it out;
    // a puzzle that has just ended brings its panel to the top of the screen.
    heading.current?.focus({ preventScroll: true });
    if (!justEnded) return;
    panel.current?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    if (solved) void celebrate();
  }, [justEnded, solved]);
  const path = dailyPath(mode.id, puzzle.today ? undefined : number);
  const now = useNow();
  const highContrast = useHighContrast();
  // Played from a friend's challenge: who won, and the way back to its results.
  const [challenge] = useState(() =>
    dailyChallenge(gameStore.read(challengesEntry), mode.id, number),
  );
  const sender = challenge && senderOf(challenge);
  const game = { kind: 'daily', mode: mode.id, puzzle: number } as const;
  const versus =
    challenge && sender && sender.id !== challenge.mine
      ? verdictOf(game.kind, { id: challenge.mine, value: triesValue(tries) }, sender)
      : null;
  const today = puzzleNumber(now);
  // Read once the tries are kept (the last one was stored before the puzzle showed as over).
  const stats = useMemo(
    () => dailyStats(readDailyProgress(gameStore, mode.id), today),
    [mode, today],
  );
  const [finishedOnItsDay] = useState(
    () => readPuzzle(gameStore, mode.id, number).finishedOn === number,
  );
  const own: OwnResult = solved ? { solved: true, tries: tries.length } : { solved: false };
  const ownStats = (
    <StatsPanel
      stats={stats}
      title={t('yourModeStats', { mode: modeLabel(mode.id) })}
      mine={barOf(own)}
    />
  );
  // The player's stats take the numbers' place until everyone's show, then go further down.
  const [everyoneShown, setEveryoneShown] = useState(false);
  const onEveryoneShown = useCallback(() => setEveryoneShown(true), []);

  // Onward: the next of today's puzzles not finished yet, after this one in the hub's order.
  const [next] = useState(() => (puzzle.today ? nextToPlay(mode.id, today) : null));

  return (
    <>
      <section
        ref={panel}
        className={classes.result}
        aria-labelledby="daily-result"
        data-solved={solved || undefined}
      >
        <div className={classes.verdict}>
          <h2 id="daily-result" ref={heading} tabIndex={-1} className={classes.title}>
            {solved
              ? t('resultSolved', { score: shareScore(tries) })
              : t('resultMissed', { score: shareScore(tries) })}
          </h2>
          {solved && <p className={classes.cheer}>{t(CHEERS[tries.length - 1]!)}</p>}
        </div>
        {challenge && versus && sender && (
          // The challenge's outcome beside the puzzle's: the friend learns it without leaving.
          <div className={classes.versus}>
            <p className={classes.versusVerdict} data-won={versus.won || undefined}>
              {versus.text}
            </p>
            <p className={classes.versusScore}>
              <span>{`${displayName(sender)}: ${resultText(game, sender.value)}`}</span>
              <Link to="/challenge" search={{ c: challenge.link }}>
                {t('seeChallengeResults')}
              </Link>
            </p>
          </div>
        )}
        <div className={classes.answer}>
          <div className={classes.picture}>
            <ItemImage
              src={reveal.image}
              name={reveal.name}
              alt={reveal.name}
              height={56}
              fit="contain"
            />
          </div>
          <div>
            <p className={classes.label}>{t('theAnswer')}</p>
            <p className={classes.name}>{reveal.name}</p>
            {reveal.caption && <p className={classes.caption}>{reveal.caption}</p>}
          </div>
        </div>
        {/* The squares being shared, drawn in the page's verdict colours (high contrast's too). */}
        <p
          className={classes.squares}
          role="img"
          aria-label={t('yourTriesSpoken', {
            verdicts: new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(
              tries.map((each) => t(SPOKEN_VERDICTS[each.verdict])),
            ),
          })}
        >
          {tries.map((each, index) => (
            <span key={index} className={classes.square} data-verdict={each.verdict} />
          ))}
        </p>
        <ShareButton
          size="lg"
          text={shareText({
            mode: mode.id,
            puzzle: number,
            tries,
            url: `${location.origin}${path}`,
            highContrast,
          })}
        />
        <div className={__COMMUNITY_API__ === null ? undefined : classes.numbersSlot}>
          {__COMMUNITY_API__ === null ? (
            ownStats
          ) : (
            <Suspense fallback={<div className={classes.numbersPending} aria-busy="true" />}>
              <EveryonesNumbers
                mode={mode.id}
                puzzle={number}
                today={puzzle.today}
                own={own}
                finishedOnItsDay={finishedOnItsDay}
                date={puzzleDay(number, writingLocale())}
                fallback={ownStats}
                onShown={onEveryoneShown}
              />
            </Suspense>
          )}
        </div>
      </section>
      <nav className={classes.onward} aria-label={t('onward')}>
        {next && (
          <Link to={dailyPath(next)} className={classes.link}>
            {t('nextPuzzle', { puzzle: dailyTitle(next, today) })}
          </Link>
        )}
        <Link to="/daily" className={classes.link}>
          {t('allDailyPuzzles')}
        </Link>
        {/* A missed answer is among Listen's missed clips: the link opens them. */}
        <Link to="/listen" search={solved ? {} : { filter: 'missed' }} className={classes.link}>
          {t('practiseInListen')}
        </Link>
      </nav>
      <ChallengeButton
        source={{ kind: 'daily', mode: mode.id, puzzle: number, value: triesValue(tries) }}
      />
      <Countdown now={now} />
      {children}
      {everyoneShown && ownStats}
    </>
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
