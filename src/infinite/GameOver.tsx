import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isNewBest } from '../../machines/infinite/bests';
import { rankFor } from '../../machines/infinite/rank';
import { INFINITE_CHOICE_LABELS } from '../../machines/infiniteChoices';
import { type InfiniteRun, type RunClip } from '../../machines/infinite/run';
import { infiniteShareText } from '../../machines/infinite/share';
import { ChallengeButton } from '../play/ChallengeButton';
import { ShareButton } from '../play/ShareButton';
import { Figures } from '../play/RunStatus';
import { ItemImage } from '../sharedUi/ItemImage';
import { celebrate } from '../confetti/celebrate';
import { RankEmblem } from '../play/RankEmblem';
import { AudioPlayer } from '../player/AudioPlayer';
import { gameStore } from '../storage/gameStore';
import { infiniteBestsEntry } from '../storage/infinite/infinite';
import { clipName, modeOf, type RunModes } from '../engine/infinite/runModes';
import actions from '../sharedUi/PopupActions.module.css';
import classes from './Infinite.module.css';

/** The end of a run: its score, the best for the choice, the rank reached, the clips missed. */
export function GameOver({
  run,
  modes,
  bestBefore,
  onPlayAgain,
}: {
  run: InfiniteRun;
  /** The run's modes, which name and play its missed clips. */
  modes: RunModes;
  /** The choice's best before this run (none before a first run): whether the run beat it. */
  bestBefore: number | undefined;
  onPlayAgain: () => void;
}) {
  const best = gameStore.read(infiniteBestsEntry)[run.choice] ?? run.score;
  const newBest = isNewBest(bestBefore, run.score);
  const rank = rankFor(run.score);
  // The moment gets its confetti once, as the run ends (none under reduced motion).
  useEffect(() => {
    if (newBest) void celebrate();
  }, [newBest]);
  const [playing, setPlaying] = useState<RunClip | null>(run.missed[0] ?? null);
  const navigate = useNavigate();
  const share = infiniteShareText({
    choice: run.choice,
    score: run.score,
    // The choice played: a friend who follows the link lands on the same run.
    url: `${window.location.origin}/infinite?choice=${run.choice}`,
  });
  return (
    <DeferredModal
      opened
      onClose={onPlayAgain}
      // Focus goes to the next run's Play button (onPlayAgain), not back to the last guess.
      returnFocus={false}
      centered
      size="lg"
      radius="lg"
      title="Game Over"
      classNames={{ title: classes.overTitle }}
      closeButtonProps={{ 'aria-label': 'Close', size: 'xl' }}
    >
      <Stack gap="md">
        {newBest && (
          <p className={classes.newBest}>
            <span className={classes.newBestTag}>New best!</span>
            <span>
              {bestBefore === undefined
                ? `Your first ${INFINITE_CHOICE_LABELS[run.choice]} score.`
                : `Up from ${bestBefore}.`}
            </span>
          </p>
        )}
        <Figures>
          <div>
            <dt>Score</dt>
            <dd>{run.score}</dd>
          </div>
          <div>
            <dt>Best ({INFINITE_CHOICE_LABELS[run.choice]})</dt>
            <dd>{best}</dd>
          </div>
          <div>
            <dt>Rank reached</dt>
            <dd className={classes.rankReached}>
              <RankEmblem rank={rank} size={28} decorative />
              {rank}
            </dd>
          </div>
        </Figures>
        {run.missed.length > 0 && (
          <section aria-labelledby="missed-heading">
            <Text id="missed-heading" fw={700} mb="xs">
              Clips you missed
            </Text>
            <ul className={classes.missed}>
              {run.missed.map((clip) => {
                const reveal = modeOf(modes, clip.mode).reveal(clip.id);
                const selected = playing?.id === clip.id && playing.mode === clip.mode;
                return (
                  <li key={`${clip.mode}:${clip.id}`}>
                    <UnstyledButton
                      className={classes.missedClip}
                      aria-pressed={selected}
                      aria-label={`Hear ${clipName(clip, modes)}`}
                      onClick={() => setPlaying(clip)}
                    >
                      <ItemImage src={reveal.image} name={reveal.name} height={40} fit="contain" />
                      <span>{clipName(clip, modes)}</span>
                    </UnstyledButton>
                  </li>
                );
              })}
            </ul>
            {playing && (
              <AudioPlayer
                clip={modeOf(modes, playing.mode).clip(playing.id)}
                label={`Missed clip: ${clipName(playing, modes)}`}
              />
            )}
          </section>
        )}
        {run.start !== undefined && (
          <ChallengeButton
            source={{ kind: 'run', choice: run.choice, start: run.start, value: run.score }}
          />
        )}
        {/* Top-aligned: the Share button has its status line below it. */}
        <Group gap="xs" align="flex-start">
          {/* The daily result's: the share sheet on a phone, the clipboard elsewhere. */}
          <ShareButton text={share} variant="default" className={classes.action} />
          <Button
            size="md"
            variant="default"
            className={classes.action}
            onClick={() => void navigate({ to: '/listen', search: { filter: 'missed' } })}
          >
            Practise in Listen
          </Button>
        </Group>
        <div className={actions.actions}>
          <Button component={Link} to="/" variant="default">
            Back home
          </Button>
          <Button onClick={onPlayAgain} data-autofocus>
            Play again
          </Button>
        </div>
      </Stack>
    </DeferredModal>
  );
}
