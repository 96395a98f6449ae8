import { Alert, Button } from '@mantine/core';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { dailyLines } from '../../machines/daily/reveal';
import { lineToPlay, pickLine, type LinePick } from '../../machines/rules/lines';
import { LinePicker } from '../play/LinePicker';
import { DAILY_TRIES } from '../../machines/dailyModes';
import { NotFound } from '../app/NotFound';
import { StorageNotice } from '../app/StorageNotice';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useSecondPass } from '../app/useSecondPass';
import type { DailyModeDescriptor } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { SkipToGuesses } from '../play/SkipToGuesses';
import { lineSkipHint } from './skipHint';
import { GUESS_BOX_ID, useShortcuts } from '../play/shortcuts';
import { usePrefetchModal } from '../play/DeferredModal';
import { dailySessionFor, playbackWindow } from '../engine/daily/dailySession';
import { dailyPuzzle, type DailyPuzzle } from '../engine/daily/dailyPuzzle';
import { puzzleDay } from '../../machines/daily/calendar';
import { modeScreenTexts } from '../shared/screenTexts';
import { dailyTitle, writingLocale } from './words/dailyWords';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import { currentLocale, afterTexts } from '../i18n/i18n';
import { HowToPlayButton } from '../help/HelpDialog';
import { DailyRules } from '../help/dailyRules';
import { FirstVisitRules } from './FirstVisitRules';
import { GuessBox } from './GuessBox';
import { guessOptions } from './guessOptions';
import { TryList } from './TryList';
import { prefetchTodaysClips } from './prefetchTodaysClips';
import classes from './DailyScreen.module.css';

// How many have found today's puzzle, after the first render (a result left waiting is sent as it
// comes); nothing where its code cannot be downloaded.
const FoundCount = lazy(() =>
  afterTexts(
    import('./community/FoundCount').then(
      (module) => ({ default: module.FoundCount }),
      () => ({ default: () => null }),
    ),
  ),
);
// The end of a puzzle (answer, stats, share) is only needed once it is over.
const DailyResult = lazy(() =>
  afterTexts(import('./DailyResult').then((module) => ({ default: module.DailyResult }))),
);
/** A daily puzzle of one mode: today's, or puzzle `number` from the archive. */
export function DailyScreen(props: { mode: DailyModeDescriptor; number?: number }) {
  // One route shows every mode's puzzle: a link from one to another (Next) is a new screen.
  return <PuzzleScreen key={`${props.mode.id}-${props.number ?? 'today'}`} {...props} />;
}

function PuzzleScreen({ mode, number }: { mode: DailyModeDescriptor; number?: number }) {
  // The day is read once: a puzzle opened before midnight stays that puzzle until it is left.
  const [puzzle] = useState(() => dailyPuzzle(mode, new Date(), number));
  useLocale();
  useDocumentTitle(puzzle.kind === 'notFound' ? t('notFound') : dailyTitle(mode.id, puzzle.number));
  if (puzzle.kind === 'notFound') return <NotFound />;
  if (puzzle.kind === 'clipMissing') {
    return (
      <div className={classes.screen}>
        <div className={classes.stack}>
          <PuzzleHeading puzzle={puzzle} />
          <Alert color="yellow" title={t('clipMissingTitle')}>
            {t('clipMissing')}
          </Alert>
        </div>
      </div>
    );
  }
  return <Puzzle key={`${mode.id}-${puzzle.number}`} puzzle={puzzle} />;
}

type Shown = Exclude<DailyPuzzle, { kind: 'notFound' }>;

function PuzzleHeading({ puzzle }: { puzzle: Shown }) {
  useLocale();
  const intro = modeScreenTexts(puzzle.mode.id).dailyIntro;
  const date = puzzleDay(puzzle.number, writingLocale());
  return (
    <div>
      <h1 className={classes.heading}>{dailyTitle(puzzle.mode.id, puzzle.number)}</h1>
      <p className={classes.intro}>{puzzle.today ? intro : t('archiveIntro', { date, intro })}</p>
    </div>
  );
}

function Puzzle({ puzzle }: { puzzle: Extract<DailyPuzzle, { kind: 'ready' }> }) {
  const { mode, answer } = puzzle;
  useLocale();
  // The puzzle may have started before the app rendered (see src/boot/firstRound.ts).
  const [session] = useState(() => dailySessionFor(puzzle));
  useEffect(() => session.retain(), [session]);
  useEffect(
    () => (puzzle.today ? prefetchTodaysClips(new Date(), mode.id) : undefined),
    [puzzle.today, mode.id],
  );
  const daily = session.daily;
  const attempts = useSelector(daily, (s) => s.context.attempts);
  const ended = useSelector(daily, (s) => s.hasTag('ended'));
  // A puzzle that ends while it is played has its moment; one opened finished does not.
  const [endedAtOpen] = useState(ended);
  // What this try may hear, and what the next would: the puzzle's reveal rule (its machine's).
  const reveal = useSelector(daily, (s) => s.context.reveal);
  const nextReveal = useSelector(daily, (s) => s.context.nextReveal);
  usePrefetchModal();
  useShortcuts({
    player: session.player.actor,
    onSkip: ended ? undefined : () => daily.send({ type: 'daily.skip' }),
  });
  const loadedDuration = useSelector(session.player.actor, (s) => s.context.duration);
  // A clip whose length the pack does not give reveals its seconds once it has loaded.
  const packDuration = mode.lines ? 0 : mode.clip(answer.id).duration;
  useEffect(() => {
    if (packDuration === undefined && loadedDuration) {
      daily.send({ type: 'daily.duration', duration: loadedDuration });
    }
  }, [daily, packDuration, loadedDuration]);
  // A clip that cannot play (offline and not saved, say) spends nothing: no guess, no skip.
  const clipFailed = useSelector(session.player.actor, (s) => s.matches('error'));
  const settled = useSecondPass();
  // A mode with lines (Voice) reveals whole lines, more of them as tries are spent.
  const lineCount = mode.lines?.length ?? 0;
  const lines = dailyLines(mode.id, lineCount, attempts.length, ended);
  const unlocked = lines.unlocked;
  const [linePick, setLinePick] = useState<LinePick | null>(null);
  const lineIndex = lineToPlay(lines, linePick);
  const line = mode.lines?.[lineIndex];
  const clip = mode.clip(answer.id, line?.id);
  const options = useMemo(() => guessOptions(mode), [mode]);
  const guessed = useMemo(
    () => new Set(attempts.flatMap((attempt) => (attempt.id ? [attempt.id] : []))),
    [attempts],
  );
  const hearing = playbackWindow(reveal);
  const next = nextReveal ? playbackWindow(nextReveal) : null;
  const lastTry = attempts.length === DAILY_TRIES - 1;

  return (
    <div className={classes.screen}>
      {!ended && <SkipToGuesses target={GUESS_BOX_ID}>{t('skipToGuess')}</SkipToGuesses>}
      <div className={classes.stack}>
        <PuzzleHeading puzzle={puzzle} />
        <StorageNotice />
        <AudioPlayer
          clip={clip}
          label={t('mysteryClip')}
          windowEnd={hearing}
          handle={session.player}
        />
        {mode.lines && settled && (
          <LinePicker
            lines={mode.lines}
            unlocked={unlocked}
            playing={lineIndex}
            onPick={(index) => setLinePick(pickLine(lines, index))}
          />
        )}
        {!ended && (
          <p className={classes.reveal} role="status">
            {mode.lines
              ? t('revealLines', { try: attempts.length + 1, total: DAILY_TRIES, lines: unlocked })
              : lastTry
                ? t('revealLastTry')
                : hearing === null
                  ? t('revealWhole', { try: attempts.length + 1, total: DAILY_TRIES })
                  : t('revealFirst', {
                      try: attempts.length + 1,
                      total: DAILY_TRIES,
                      seconds: seconds(hearing),
                    })}
          </p>
        )}
        {!ended && (
          // The guessing controls join on the second pass; their place is held from the first, so
          // that the list of tries under them (and the footer) does not move when they arrive.
          <div className={classes.guessing}>
            {settled ? (
              <>
                <div className={classes.guessBox}>
                  <GuessBox
                    options={options}
                    guessed={guessed}
                    disabled={clipFailed}
                    onGuess={(guess) => daily.send({ type: 'daily.guess', guess })}
                  />
                </div>
                <Button
                  variant="default"
                  size="lg"
                  className={classes.skip}
                  leftSection={<IconPlayerTrackNext size={18} aria-hidden />}
                  aria-describedby="skip-hint"
                  disabled={clipFailed}
                  onClick={() => daily.send({ type: 'daily.skip' })}
                >
                  {t('skip')}
                </Button>
              </>
            ) : (
              <>
                <div className={`${classes.guessBox} ${classes.heldGuessBox}`} />
                <div className={classes.heldSkip} />
              </>
            )}
            <p id="skip-hint" className={classes.hint}>
              {clipFailed
                ? t('hintClipFailed')
                : lastTry
                  ? t('hintSkipEnds')
                  : mode.lines
                    ? lineSkipHint(
                        mode.id,
                        mode.lines.map((each) => each.label),
                        attempts.length,
                      )
                    : hearing === null
                      ? t('hintSkip')
                      : next === null
                        ? t('hintSkipWhole')
                        : t('hintSkipUpTo', { seconds: seconds(next) })}
            </p>
          </div>
        )}
        <div className={classes.helpRow}>
          <HowToPlayButton>
            <DailyRules partialHint={mode.partialHint} />
          </HowToPlayButton>
          {/* Its room is the row's, held from the first render: the count moves nothing. */}
          {puzzle.today && !ended && __COMMUNITY_API__ !== null && settled && (
            <p className={classes.found}>
              <Suspense fallback={null}>
                <FoundCount mode={mode.id} puzzle={puzzle.number} />
              </Suspense>
            </p>
          )}
        </div>
        {!ended ? (
          <>
            <TryList
              tries={attempts}
              maxTries={DAILY_TRIES}
              ended={ended}
              partialHint={mode.partialHint}
            />
            {/* A first visit's rules come after the tries: never between a guess and its verdict. */}
            <FirstVisitRules partialHint={mode.partialHint} />
          </>
        ) : (
          // The result (its own chunk) and the tries under it arrive together, in a place a screen
          // high until then: nothing in view moves when they come (a finished puzzle opened again).
          <Suspense fallback={held}>
            {settled ? (
              <DailyResult puzzle={puzzle} attempts={attempts} justEnded={!endedAtOpen}>
                <TryList
                  tries={attempts}
                  maxTries={DAILY_TRIES}
                  ended={ended}
                  partialHint={mode.partialHint}
                />
              </DailyResult>
            ) : (
              held
            )}
          </Suspense>
        )}
      </div>
    </div>
  );
}

const held = <div className={classes.pending} aria-busy="true" />;

/** "1.3 s", never broken between the number and its unit at a line's end, in the player's digits. */
function seconds(value: number): string {
  const number = new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 1 });
  return t('seconds', { value: number.format(Number(value.toFixed(1))) });
}
