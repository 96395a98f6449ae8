import { Alert, Button, Slider, Text } from '@mantine/core';
import {
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRotateClockwise,
  IconVolume,
  IconVolume2,
  IconVolume3,
} from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  NO_ENGINE_MESSAGE,
  PLAYBACK_FAILED_MESSAGE,
  STALLED_MESSAGE,
  type playerMachine,
} from '../../machines/player/playerMachine';
import { VOLUME_MAX, VOLUME_MIN, VOLUME_STEP, volumeLevel } from '../../machines/settings';
import { LOCKED_STRIP, WAVEFORM } from '../engine/wavesurferEngine';
import hoverLabel from '../app/HoverLabel.module.css';
import { useSecondPass } from '../app/useSecondPass';
import { useLocale } from '../app/useLocale';
import { currentLocale } from '../i18n/i18n';
import { seconds, tenths } from './seconds';
import { t } from './texts';
import classes from './PlayerView.module.css';

const VOLUME_ICONS = { off: IconVolume3, low: IconVolume2, high: IconVolume };
const SEEK_STEP = 1;
const volumePercent = (volume: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'percent' }).format(
    Math.round((volume / VOLUME_MAX) * 100) / 100,
  );

/**
 * The player machine's own errors in the player's language (the machine keeps plain English, the
 * words of machines/); an error the engine described (src/engine/wavesurferEngine.ts) as it came.
 */
function errorText(error: string): string {
  if (error === STALLED_MESSAGE) return t('stalled');
  if (error === NO_ENGINE_MESSAGE) return t('noEngine');
  if (error === PLAYBACK_FAILED_MESSAGE) return t('playbackFailed');
  return error;
}

interface PlayerViewProps {
  actorRef: ActorRefFrom<typeof playerMachine>;
  /** Receives the element that holds the waveform (the Seek slider), to put the drawing in. */
  attachWaveform: (slot: HTMLDivElement | null) => void;
  label: string;
}

/** The player's controls and waveform; what they show comes from the player machine. */
export function PlayerView({ actorRef, attachWaveform, label }: PlayerViewProps) {
  useLocale();
  const loading = useSelector(actorRef, (s) => s.hasTag('loading') || s.matches('notReady'));
  const playing = useSelector(actorRef, (s) => s.matches({ loaded: 'playing' }));
  const loaded = useSelector(actorRef, (s) => s.matches('loaded'));
  const error = useSelector(actorRef, (s) => (s.matches('error') ? s.context.error : null));
  const currentTime = useSelector(actorRef, (s) => s.context.currentTime);
  const duration = useSelector(actorRef, (s) => s.context.duration);
  const windowEnd = useSelector(actorRef, (s) => s.context.windowEnd);
  const playButton = useRef<HTMLButtonElement>(null);
  // The first paint's Play button (src/boot/bootPlay.ts) has the focus while the app renders in its
  // place: this one takes it on once the first paint is gone. Read before that, at the first render.
  const [hadBootFocus] = useState(() => document.activeElement?.closest('.boot-player') != null);
  useEffect(() => {
    if (hadBootFocus) playButton.current?.focus();
  }, [hadBootFocus]);
  // Where the locked part of the clip starts, if any of it is locked. Until then the player sees the
  // unlocked part's length and no more: not the clip's (a daily puzzle's length is a clue).
  const lockedFrom = windowEnd !== null && duration > windowEnd ? windowEnd : null;
  const shownLength = lockedFrom ?? duration;
  const volume = useSelector(actorRef, (s) => s.context.volume);
  const isMuted = useSelector(actorRef, (s) => s.context.isMuted);
  const VolumeIcon = VOLUME_ICONS[volumeLevel({ volume, isMuted })];
  // Mantine's slider is the costliest control here and nobody needs it before the waveform is up:
  // it joins right after the first render, in place of a blank of its size.
  const withSlider = useSecondPass();

  const onWaveformKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const seekBy = { ArrowLeft: -SEEK_STEP, ArrowRight: SEEK_STEP }[event.key];
    if (seekBy !== undefined) {
      actorRef.send({ type: 'player.seek', time: currentTime + seekBy });
    } else if (event.key === 'Home') {
      actorRef.send({ type: 'player.seek', time: 0 });
    } else if (event.key === 'End') {
      actorRef.send({ type: 'player.seek', time: shownLength });
    } else if (event.key === ' ' || event.key === 'Enter') {
      actorRef.send({ type: 'player.toggle' });
    } else {
      return;
    }
    event.preventDefault();
  };

  // Plain elements but for the volume slider and the error: the player is part of the first render,
  // and re-renders with every time update while a clip plays. The controls come before the waveform
  // in the page (the keyboard reaches Play before Seek) and after it on screen (CSS order).
  return (
    <div className={classes.player} role="group" aria-label={label}>
      {error && (
        <Alert color="red" variant="light" title={t('cannotPlay')} mb="sm" role="alert">
          <Text size="sm">{errorText(error)}</Text>
          <Button
            mt="xs"
            size="sm"
            h={44}
            variant="white"
            color="red"
            onClick={() => actorRef.send({ type: 'player.retry' })}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      <div className={classes.controls}>
        <button
          ref={playButton}
          type="button"
          className={`${classes.button} ${classes.play} ${hoverLabel.label}`}
          // The hook focusPlayWhenReady finds it by: its label is in the player's language.
          data-play-button
          data-label={playing ? t('pause') : t('play')}
          aria-label={playing ? t('pause') : t('play')}
          disabled={!loaded}
          onClick={() => actorRef.send({ type: 'player.toggle' })}
        >
          {playing ? <IconPlayerPauseFilled size={22} /> : <IconPlayerPlayFilled size={22} />}
        </button>
        <button
          type="button"
          className={`${classes.button} ${hoverLabel.label}`}
          data-label={t('restart')}
          aria-label={t('restart')}
          disabled={!loaded}
          onClick={() => actorRef.send({ type: 'player.restart' })}
        >
          <IconRotateClockwise size={20} />
        </button>
        <p className={classes.time} aria-live="off" data-testid="player-time">
          {seconds(currentTime)}
          <span className={classes.dimmed}>
            {' / '}
            {seconds(shownLength)}
          </span>
        </p>
        <div className={classes.volume}>
          <button
            type="button"
            className={`${classes.button} ${hoverLabel.label}`}
            data-label={isMuted ? t('unmute') : t('mute')}
            aria-label={isMuted ? t('unmute') : t('mute')}
            aria-pressed={isMuted}
            onClick={() => actorRef.send({ type: 'player.mute' })}
          >
            <VolumeIcon size={20} data-testid={`volume-${volumeLevel({ volume, isMuted })}`} />
          </button>
          {withSlider ? (
            <Slider
              className={classes.slider}
              min={VOLUME_MIN}
              max={VOLUME_MAX}
              step={VOLUME_STEP}
              value={volume}
              onChange={(value) => actorRef.send({ type: 'player.volume', volume: value })}
              label={volumePercent}
              thumbLabel={t('volume')}
              thumbValueText={volumePercent}
              // A thumb's size to touch, drawn as a smaller knob (the CSS module).
              thumbSize={44}
              classNames={{ thumb: classes.thumb, trackContainer: classes.trackContainer }}
              aria-label={t('volume')}
            />
          ) : (
            <div className={classes.slider} />
          )}
        </div>
      </div>
      <div className={classes.waveformArea} style={{ height: WAVEFORM.height }}>
        {loading && <div className={classes.waveformSkeleton} data-testid="waveform-loading" />}
        <div
          ref={attachWaveform}
          className={classes.waveform}
          role="slider"
          tabIndex={loaded ? 0 : -1}
          aria-label={t('seek')}
          aria-valuemin={0}
          aria-valuemax={Number(shownLength.toFixed(1))}
          aria-valuenow={Number(currentTime.toFixed(1))}
          aria-valuetext={t(lockedFrom === null ? 'seekValue' : 'seekValueUnlocked', {
            current: tenths(currentTime),
            length: tenths(shownLength),
          })}
          aria-disabled={!loaded}
          onKeyDown={onWaveformKey}
        />
        {lockedFrom !== null && (
          // Stands for the part of the clip not unlocked yet, at one width whatever its length: the
          // engine draws the unlocked part in the rest of the width and nothing of the locked part.
          <div
            className={classes.locked}
            style={{ width: LOCKED_STRIP }}
            data-testid="waveform-locked"
            aria-hidden
          />
        )}
      </div>
    </div>
  );
}
