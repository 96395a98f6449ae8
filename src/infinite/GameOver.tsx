import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isNewBest } from '../../machines/infinite/bests';
import { rankFor } from '../../machines/infinite/rank';
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
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import { choiceLabel, rankName } from '../engine/infinite/runWords';

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
  useLocale();
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
      title={t('gameOver')}
      classNames={{ title: classes.overTitle }}
      closeButtonProps={{ 'aria-label': t('close'), size: 'xl' }}
    >
      <Stack gap="md">
        {newBest && (
          <p className={classes.newBest}>
            <span className={classes.newBestTag}>{t('newBest')}</span>
            <span>
              {bestBefore === undefined
                ? t('firstScore', { choice: choiceLabel(run.choice) })
                : t('upFrom', { best: bestBefore })}
            </span>
          </p>
        )}
        <Figures>
          <div>
            <dt>{t('score')}</dt>
            <dd>{run.score}</dd>
          </div>
          <div>
            <dt>{t('bestOf', { choice: choiceLabel(run.choice) })}</dt>
            <dd>{best}</dd>
          </div>
          <div>
            <dt>{t('rankReached')}</dt>
            <dd className={classes.rankReached}>
              <RankEmblem rank={rank} size={28} decorative />
              {rankName(rank)}
            </dd>
          </div>
        </Figures>
        {run.missed.length > 0 && (
          <section aria-labelledby="missed-heading">
            <Text id="missed-heading" fw={700} mb="xs">
              {t('clipsMissed')}
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
                      aria-label={t('hear', { name: clipName(clip, modes) })}
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
                label={t('missedClip', { name: clipName(playing, modes) })}
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
            {t('practise')}
          </Button>
        </Group>
        <div className={actions.actions}>
          <Button component={Link} to="/" variant="default">
            {t('backHome')}
          </Button>
          <Button onClick={onPlayAgain} data-autofocus>
            {t('playAgain')}
          </Button>
        </div>
      </Stack>
    </DeferredModal>
  );
}
