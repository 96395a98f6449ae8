import { Alert, Container, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Guess } from '../../machines/rules/answers';
import { remainingAttempts } from '../../machines/rules/attempts';
import { scrollToTop } from '../app/motion';
import { useSecondPass } from '../app/useSecondPass';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { prefetchClip } from '../player/prefetchClip';
import { AttemptList } from './AttemptList';
import { celebrate } from './celebrate';
import { DifficultySelect } from './DifficultySelect';
import { freePlayRules } from './freePlay';
import { Gallery } from './Gallery';
import { roundSessionFor } from './roundSession';
import classes from './GameScreen.module.css';

// The popup is only needed when a round ends: it loads after the screen is up, off the critical path.
const EndPopup = lazy(() => import('./EndPopup').then((module) => ({ default: module.EndPopup })));

/** The one game screen; the mode says what is played. */
export function GameScreen({ mode }: { mode: Mode }) {
  if (mode.pool.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {mode.heading}
        </Title>
        <Alert color="yellow" title="No clips for this mode">
          The installed sound pack has no clip for any item of this mode, so there is nothing to
          guess yet. Check the pack with <code>npm run sounds:check</code>.
        </Alert>
      </Container>
    );
  }
  return <Round key={mode.id} mode={mode} />;
}

function Round({ mode }: { mode: Mode }) {
  // The round may have started before the app rendered (see startFirstRound).
  const [session] = useState(() => roundSessionFor(mode));
  useEffect(() => session.retain(), [session]);
  const rules = freePlayRules[mode.id];
  const freePlayRef = session.freePlay;
  // A new round actor for every round; free play always has one.
  const roundRef = useSelector(freePlayRef, (s) => s.children.round)!;
  const answer = useSelector(freePlayRef, (s) => s.context.answer);
  const nextAnswer = useSelector(freePlayRef, (s) => s.context.nextAnswer);
  const attempts = useSelector(roundRef, (s) => s.context.attempts);
  const maxAttempts = useSelector(freePlayRef, (s) => s.context.maxAttempts);
  const difficulty = useSelector(freePlayRef, (s) => s.context.difficulty);
  const seed = useSelector(freePlayRef, (s) => s.context.seed);
  const ended = useSelector(freePlayRef, (s) => s.hasTag('ended'));
  const popupRef = useSelector(freePlayRef, (s) => s.children.popup);
  const [query, setQuery] = useState('');
  // The first pass renders the heading and the player only; the controls to guess with join after.
  const settled = useSecondPass();

  useEffect(() => {
    const subscriptions = [
      freePlayRef.on('round.won', () => void celebrate()),
      freePlayRef.on('round.started', () => setQuery('')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [freePlayRef]);
  useEffect(() => {
    const subscription = roundRef.on('round.guessed', scrollToTop);
    return () => subscription.unsubscribe();
  }, [roundRef]);

  useEffect(() => prefetchClip(mode.clip(nextAnswer.id)), [mode, nextAnswer]);

  const items = useMemo(() => mode.gallery(difficulty), [mode, difficulty]);
  const pick = useCallback(
    (guess: Guess) =>
      roundRef.send({ type: 'round.guess', guess: { ...guess, group: mode.groupOf(guess.id) } }),
    [roundRef, mode],
  );
  const guessed = useMemo(
    () => new Set(attempts.flatMap((attempt) => (attempt.id === null ? [] : [attempt.id]))),
    [attempts],
  );

  // Plain elements around the player: this is the first render, and Mantine's layout components
  // would cost the waveform time for what two CSS rules do.
  return (
    <div className={classes.screen}>
      <div className={classes.stack}>
        <div className={classes.top}>
          <div>
            <h1 className={classes.heading}>{mode.heading}</h1>
            <p className={classes.intro}>{rules.intro(maxAttempts)}</p>
          </div>
          {settled && rules.difficulties.length > 1 && (
            <DifficultySelect
              options={rules.difficulties}
              value={difficulty}
              onChange={(next) =>
                freePlayRef.send({ type: 'freePlay.difficulty', difficulty: next })
              }
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
            <AttemptList attempts={attempts} partialHint={mode.partialHint} />
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
          <EndPopup popupRef={popupRef} mode={mode} winMessage={rules.winMessage} />
        </Suspense>
      )}
    </div>
  );
}
