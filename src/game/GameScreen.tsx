import { Alert, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { remainingAttempts } from '../../machines/rules';
import { roundMachine } from '../../machines/roundMachine';
import { inspection } from '../app/inspector';
import { scrollToTop } from '../app/motion';
import type { Mode } from '../modes/mode';
import { AudioPlayer } from '../player/AudioPlayer';
import { prefetchClip } from '../player/prefetchClip';
import { AttemptList } from './AttemptList';
import { celebrate } from './celebrate';
import { DifficultySelect } from './DifficultySelect';
import { EndPopup } from './EndPopup';
import { Gallery } from './Gallery';

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
  const roundRef = useActorRef(roundMachine, {
    input: { pool: mode.pool, attemptRules: mode.attemptRules },
    inspect: inspection.inspect,
  });
  const answer = useSelector(roundRef, (s) => s.context.answer);
  const nextAnswer = useSelector(roundRef, (s) => s.context.nextAnswer);
  const attempts = useSelector(roundRef, (s) => s.context.attempts);
  const maxAttempts = useSelector(roundRef, (s) => s.context.maxAttempts);
  const difficulty = useSelector(roundRef, (s) => s.context.difficulty);
  const seed = useSelector(roundRef, (s) => s.context.seed);
  const ended = useSelector(roundRef, (s) => s.hasTag('ended'));
  const popupRef = useSelector(roundRef, (s) => s.children.popup);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const subscriptions = [
      roundRef.on('round.guessed', scrollToTop),
      roundRef.on('round.won', celebrate),
      roundRef.on('round.started', () => setQuery('')),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [roundRef]);

  useEffect(() => prefetchClip(mode.clip(nextAnswer.id)), [mode, nextAnswer]);

  const items = useMemo(() => mode.gallery(difficulty), [mode, difficulty]);
  const guessed = useMemo(() => new Set(attempts.map((attempt) => attempt.id)), [attempts]);

  return (
    <Container size="xl">
      <Stack gap="lg" maw="72rem" mx="auto">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{mode.heading}</Title>
            <Text c="dimmed" mt={4}>
              {mode.intro(maxAttempts)}
            </Text>
          </div>
          {mode.difficulties.length > 1 && (
            <DifficultySelect
              options={mode.difficulties}
              value={difficulty}
              onChange={(next) => roundRef.send({ type: 'round.difficulty', difficulty: next })}
            />
          )}
        </Group>
        <AudioPlayer clip={mode.clip(answer.id)} label="Mystery clip" paused={ended} />
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
          onPick={(guess) => roundRef.send({ type: 'round.guess', guess })}
        />
      </Stack>
      {popupRef && <EndPopup popupRef={popupRef} mode={mode} />}
    </Container>
  );
}
