import { Alert, Container, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { remainingAttempts, type Guess } from '../../machines/rules';
import { scrollToTop } from '../app/motion';
import { useSecondPass } from '../app/useSecondPass';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { prefetchClip } from '../player/prefetchClip';
import { AttemptList } from './AttemptList';
import { celebrate } from './celebrate';
import { DifficultySelect } from './DifficultySelect';
import { EndPopup } from './EndPopup';
import { Gallery } from './Gallery';
import { roundSessionFor } from './roundSession';
import classes from './GameScreen.module.css';

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
      {/* Not a chunk of its own: every round ends in it, and a chunk that failed to download
          would take the round with it. It renders with the second pass, off the first frame. */}
      {settled && popupRef && <EndPopup popupRef={popupRef} mode={mode} />}
    </div>
  );
}
