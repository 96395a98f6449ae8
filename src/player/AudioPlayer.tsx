import { useCallback, useEffect, useState } from 'react';
import type { Clip } from '../../machines/player/playerMachine';
import { createPlayerHandle, type PlayerHandle } from '../engine/playerHandle';
import { PlayerView } from './PlayerView';

interface AudioPlayerProps {
  clip: Clip;
  label: string;
  /**
   * Pauses playback while true (the round's player, while the end-of-round popup plays its own); Play
   * then starts the clip from the start.
   */
  paused?: boolean;
  /**
   * Plays only the clip's first `windowEnd` seconds and dims the rest; `null` lifts the limit. Left
   * out, the player's window is left as it is.
   */
  windowEnd?: number | null;
  /** A player started elsewhere (the round's, which may have started before the app rendered). */
  handle?: PlayerHandle;
}

/** One player: a player machine with a wavesurfer engine, reused from clip to clip. */
export function AudioPlayer({
  clip,
  label,
  paused = false,
  windowEnd,
  handle: given,
}: AudioPlayerProps) {
  const [handle] = useState(() => given ?? createPlayerHandle());
  useEffect(() => handle.retain(), [handle]);
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot) handle.attach(slot);
    },
    [handle],
  );

  useEffect(() => {
    handle.load(clip);
  }, [handle, clip]);

  useEffect(() => {
    if (windowEnd !== undefined) handle.setWindow(windowEnd);
  }, [handle, windowEnd]);

  useEffect(() => {
    if (paused) handle.actor.send({ type: 'player.stop' });
  }, [handle, paused]);

  return <PlayerView actorRef={handle.actor} attachWaveform={attach} label={label} />;
}
