import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Slider, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRotateClockwise,
  IconVolume,
  IconVolume2,
  IconVolume3,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { playerMachine } from '../../machines/playerMachine';
import { VOLUME_MAX, VOLUME_MIN, VOLUME_STEP, volumeLevel } from '../../machines/settings';
import { WAVEFORM } from './wavesurferEngine';
import hoverLabel from '../app/HoverLabel.module.css';
import classes from './PlayerView.module.css';

const VOLUME_ICONS = { off: IconVolume3, low: IconVolume2, high: IconVolume };
const SEEK_STEP = 1;

interface PlayerViewProps {
  actorRef: ActorRefFrom<typeof playerMachine>;
  /** The id of the element the engine draws the waveform into. */
  waveformId: string;
  label: string;
}

/** The player's controls and waveform; what they show comes from the player machine. */
export function PlayerView({ actorRef, waveformId, label }: PlayerViewProps) {
  const loading = useSelector(actorRef, (s) => s.hasTag('loading') || s.matches('notReady'));
  const playing = useSelector(actorRef, (s) => s.matches({ loaded: 'playing' }));
  const loaded = useSelector(actorRef, (s) => s.matches('loaded'));
  const error = useSelector(actorRef, (s) => (s.matches('error') ? s.context.error : null));
  const currentTime = useSelector(actorRef, (s) => s.context.currentTime);
  const duration = useSelector(actorRef, (s) => s.context.duration);
  const volume = useSelector(actorRef, (s) => s.context.volume);
  const isMuted = useSelector(actorRef, (s) => s.context.isMuted);
  const VolumeIcon = VOLUME_ICONS[volumeLevel({ volume, isMuted })];

  const onWaveformKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const seekBy = { ArrowLeft: -SEEK_STEP, ArrowRight: SEEK_STEP }[event.key];
    if (seekBy !== undefined) {
      actorRef.send({ type: 'player.seek', time: currentTime + seekBy });
    } else if (event.key === 'Home') {
      actorRef.send({ type: 'player.seek', time: 0 });
    } else if (event.key === ' ' || event.key === 'Enter') {
      actorRef.send({ type: 'player.toggle' });
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    <Paper className={classes.player} role="group" aria-label={label} withBorder radius="md" p="sm">
      {error && (
        <Alert color="red" variant="light" title="This clip cannot be played" mb="sm" role="alert">
          <Text size="sm">{error}</Text>
          <Button
            mt="xs"
            size="xs"
            variant="white"
            color="red"
            onClick={() => actorRef.send({ type: 'player.retry' })}
          >
            Retry
          </Button>
        </Alert>
      )}
      <div className={classes.waveformArea} style={{ height: WAVEFORM.height }}>
        {loading && (
          <Skeleton
            className={classes.waveformSkeleton}
            height={WAVEFORM.height}
            data-testid="waveform-loading"
          />
        )}
        <div
          id={waveformId}
          className={classes.waveform}
          role="slider"
          tabIndex={loaded ? 0 : -1}
          aria-label="Seek"
          aria-valuemin={0}
          aria-valuemax={Number(duration.toFixed(1))}
          aria-valuenow={Number(currentTime.toFixed(1))}
          aria-valuetext={`${currentTime.toFixed(1)} of ${duration.toFixed(1)} seconds`}
          aria-disabled={!loaded}
          onKeyDown={onWaveformKey}
        />
      </div>
      <Group gap="xs" mt="xs" wrap="nowrap">
        <ActionIcon
          className={hoverLabel.label}
          data-label={playing ? 'Pause' : 'Play'}
          size="xl"
          radius="xl"
          variant="filled"
          aria-label={playing ? 'Pause' : 'Play'}
          disabled={!loaded}
          onClick={() => actorRef.send({ type: 'player.toggle' })}
        >
          {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
        </ActionIcon>
        <ActionIcon
          className={hoverLabel.label}
          data-label="Restart"
          size="lg"
          variant="subtle"
          color="gray"
          aria-label="Restart"
          disabled={!loaded}
          onClick={() => actorRef.send({ type: 'player.restart' })}
        >
          <IconRotateClockwise size={20} />
        </ActionIcon>
        <Text className={classes.time} aria-live="off" data-testid="player-time">
          {currentTime.toFixed(1)}s
          <Text span c="dimmed" inherit>
            {' / '}
            {duration.toFixed(1)}s
          </Text>
        </Text>
        <Group gap={6} wrap="nowrap" ml="auto" className={classes.volume}>
          <ActionIcon
            className={hoverLabel.label}
            data-label={isMuted ? 'Unmute' : 'Mute'}
            size="lg"
            variant="subtle"
            color="gray"
            aria-label={isMuted ? 'Unmute' : 'Mute'}
            aria-pressed={isMuted}
            onClick={() => actorRef.send({ type: 'player.mute' })}
          >
            <VolumeIcon size={20} data-testid={`volume-${volumeLevel({ volume, isMuted })}`} />
          </ActionIcon>
          <Slider
            className={classes.slider}
            min={VOLUME_MIN}
            max={VOLUME_MAX}
            step={VOLUME_STEP}
            value={volume}
            onChange={(value) => actorRef.send({ type: 'player.volume', volume: value })}
            label={(value) => `${Math.round((value / VOLUME_MAX) * 100)}%`}
            thumbLabel="Volume"
            aria-label="Volume"
          />
        </Group>
      </Group>
    </Paper>
  );
}
