import { useMantineTheme } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { playerMachine, type Clip } from '../../machines/playerMachine';
import { inspection } from '../app/inspector';
import { PlayerView } from './PlayerView';
import { wavesurferEngine } from './wavesurferEngine';

interface AudioPlayerProps {
  clip: Clip;
  label: string;
  /** Pauses playback while true (the round's player, while the end-of-round popup plays its own). */
  paused?: boolean;
}

/** One player: a player machine with a wavesurfer engine, reused from clip to clip. */
export function AudioPlayer({ clip, label, paused = false }: AudioPlayerProps) {
  // The engine finds the element it draws into by id when it starts, after the element is attached.
  const waveformId = useId();
  const theme = useMantineTheme();
  const [machine] = useState(() =>
    playerMachine.provide({
      actors: {
        engine: wavesurferEngine(() => document.getElementById(waveformId), {
          wave: theme.colors.gray[6],
          progress: theme.colors.valorant[6],
        }),
      },
    }),
  );
  const actorRef = useActorRef(machine, { inspect: inspection.inspect });

  useEffect(() => {
    actorRef.send({ type: 'player.load', clip });
  }, [actorRef, clip]);

  useEffect(() => {
    if (paused) actorRef.send({ type: 'player.pause' });
  }, [actorRef, paused]);

  return <PlayerView actorRef={actorRef} waveformId={waveformId} label={label} />;
}
