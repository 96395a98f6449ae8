import { Alert, Container, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { remainingAttempts, type Guess } from '../../machines/rules';
import { scrollToTop } from '../app/motion';
import { useSecondPass } from '../app/useSecondPass';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { prefetchClip } from '../player/prefetchClip';
import { samePool, useAnswerPool, type AnswerPool } from './answerPool';
import { AttemptList } from './AttemptList';
import { celebrate } from './celebrate';
import { DifficultySelect } from './DifficultySelect';
import { Gallery } from './Gallery';
import { createRoundSession, roundSessionFor } from './roundSession';
import classes from './GameScreen.module.css';

// The popup is only needed when a round ends: it loads after the screen is up, off the critical path.
const EndPopup = lazy(() => import('./EndPopup').then((module) => ({ default: module.EndPopup })));

/** The one game screen; the mode says what is played. */
export function GameScreen({ mode }: { mode: Mode }) {
  const answers = useAnswerPool(mode);
  if (mode.pool.length === 0) {
    return (
      <ScreenNotice mode={mode} title="No clips for this mode">
        The installed sound pack has no clip for any item of this mode, so there is nothing to guess
        yet. Check the pack with <code>npm run sounds:check</code>.
      </ScreenNotice>
    );
  }
  // Offline, while the cache is looked up (a moment).
  if (!answers) return null;
  if (answers.pool.length === 0) {
    return (
      <ScreenNotice mode={mode} title="You are offline">
        No clip of this mode is saved on this device yet, so there is nothing to play offline. Come
        back when you are connected: every clip you play is then kept for next time.
      </ScreenNotice>
    );
  }
  return <Round key={mode.id} mode={mode} answers={answers} />;
}

function ScreenNotice({
  mode,
  title,
  children,
}: {
  mode: Mode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {mode.heading}
      </Title>
      <Alert color="yellow" title={title}>
        {children}
      </Alert>
    </Container>
  );
}

function Round({ mode, answers }: { mode: Mode; answers: AnswerPool }) {
  // The round may have started before the app rendered (see startFirstRound).
  const [session, setSession] = useState(() => roundSessionFor(mode, answers.pool));
  useEffect(() => session.retain(), [session]);
  const roundRef = session.round;
  const answer = useSelector(roundRef, (s) => s.context.answer);
  const nextAnswer = useSelector(roundRef, (s) => s.context.nextAnswer);
  const attempts = useSelector(roundRef, (s) => s.context.attempts);
  const maxAttempts = useSelector(roundRef, (s) => s.context.maxAttempts);
  const difficulty = useSelector(roundRef, (s) => s.context.difficulty);
  const seed = useSelector(roundRef, (s) => s.context.seed);
  const ended = useSelector(roundRef, (s) => s.hasTag('ended'));
  const popupRef = useSelector(roundRef, (s) => s.children.popup);
  const [query, setQuery] = useState('');
  // The first pass renders the heading and the player only; the controls to guess with join after.
  const settled = useSecondPass();

  // When the connection goes or comes back, the pool changes and the next round is dealt from it; the
  // round being played is left alone, unless nothing has been guessed yet and its clip cannot play.
  const { pool } = answers;
  const dealtFromOtherPool = !samePool(session.pool, pool);
  if (
    dealtFromOtherPool &&
    !ended &&
    attempts.length === 0 &&
    !pool.some((item) => item.id === answer.id)
  ) {
    setSession(createRoundSession(mode, pool, difficulty));
  }
  useEffect(() => {
    if (!dealtFromOtherPool) return;
    const subscription = roundRef.on('round.started', () =>
      setSession(createRoundSession(mode, pool, roundRef.getSnapshot().context.difficulty)),
    );
    return () => subscription.unsubscribe();
  }, [dealtFromOtherPool, mode, pool, roundRef]);

  useEffect(() => {
    const subscriptions = [
      roundRef.on('round.guessed', scrollToTop),
      roundRef.on('round.won', () => void celebrate()),
      roundRef.on('round.started', () => setQuery('')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [roundRef]);

  useEffect(() => prefetchClip(mode.clip(nextAnswer.id)), [mode, nextAnswer]);

  const items = useMemo(() => mode.gallery(difficulty), [mode, difficulty]);
  const pick = useCallback(
    (guess: Guess) => roundRef.send({ type: 'round.guess', guess }),
    [roundRef],
  );
  const guessed = useMemo(() => new Set(attempts.map((attempt) => attempt.id)), [attempts]);

  // Plain elements around the player: this is the first render, and Mantine's layout components
  // would cost the waveform time for what two CSS rules do.
  return (
    <div className={classes.screen}>
      <div className={classes.stack}>
        <div className={classes.top}>
          <div>
            <h1 className={classes.heading}>{mode.heading}</h1>
            <p className={classes.intro}>{mode.intro(maxAttempts)}</p>
          </div>
          {answers.offline && (
            <Alert variant="light" color="yellow" title="You are offline" role="status" w="100%">
              Only the {pool.length === 1 ? 'clip' : `${pool.length} clips`} of this mode saved on
              this device can come up until you are back online.
            </Alert>
          )}
          {settled && mode.difficulties.length > 1 && (
            <DifficultySelect
              options={mode.difficulties}
              value={difficulty}
              onChange={(next) => roundRef.send({ type: 'round.difficulty', difficulty: next })}
            />
          )}
        </div>
        <AudioPlayer
          clip={mode.clip(answer.id)}
          label="Mystery clip"
          paused={ended}
          handle={session.player}
        />
        {settled ? (
          <>
            <AttemptList attempts={attempts} answerId={answer.id} />
            <Gallery
              items={items}
              difficulty={difficulty}
              seed={seed}
              query={query}
              onQueryChange={setQuery}
              remaining={remainingAttempts(maxAttempts, attempts)}
              guessed={guessed}
              locked={ended}
              minColumnWidth={mode.minColumnWidth(difficulty)}
              onPick={pick}
            />
          </>
        ) : (
          // Holds the place of what follows, so that nothing below (the footer) moves when it arrives.
          <div className={classes.pending} aria-busy="true" />
        )}
      </div>
      {settled && popupRef && (
        <Suspense fallback={null}>
          <EndPopup popupRef={popupRef} mode={mode} />
        </Suspense>
      )}
    </div>
  );
}
