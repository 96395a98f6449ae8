import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceTimeOf } from '../../machines/room/clock';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoundView } from '../../machines/room/protocol';
import { decodePeaks } from '../content/peaks';
import { loadClip, peaksOf, playAt } from './roomAudio';

export type ClipStatus = 'loading' | 'ready' | 'failed';

/** Peaks as served: the delivery's encoded string, or an array of levels from 0 to 1. */
function readPeaks(value: unknown): number[] | null {
  if (typeof value === 'string' && value.length > 0) return decodePeaks(value)[0];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'number')) {
    return value.map((v) => Math.min(1, Math.max(0, v)));
  }
  return null;
}

/**
 * A round's clip on this device: fetched and decoded while the round loads (then the server is told
 * it is ready), started at the round's `startsAt` on the server's clock, stopped when the round is no
 * longer live. `live` is false once the round is over or its view is stale. `speaker` is false on a
 * phone while a big screen plays the clip for the room: the clip is still loaded, so that it plays
 * here at once, in step, if the screen goes (a closed laptop).
 */
export function useRoundClip({
  game,
  round,
  live,
  offset,
  send,
  speaker = true,
}: {
  game: number;
  round: RoundView;
  live: boolean;
  offset: number;
  send: (event: PlayerEvent) => void;
  speaker?: boolean;
}) {
  const [loaded, setLoaded] = useState<{ key: string; buffer: AudioBuffer } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [peaks, setPeaks] = useState<{ key: string; levels: number[] } | null>(null);
  const [playing, setPlaying] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const key = `${game}/${round.number}`;
  const buffer = loaded?.key === key ? loaded.buffer : null;

  useEffect(() => {
    const abort = new AbortController();
    loadClip(round.clip, abort.signal).then(
      (decoded) => {
        setLoaded({ key, buffer: decoded });
        send({ type: 'room.ready', game, round: round.number });
      },
      () => {
        // The server waits for this device at most 10 s: the round goes on without the clip here.
        if (!abort.signal.aborted) setFailed(key);
      },
    );
    fetch(round.peaks, { signal: abort.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((value: unknown) => {
        const levels = readPeaks(value);
        if (levels) setPeaks({ key, levels });
      })
      .catch(() => {
        // No peaks served: the waveform is drawn from the decoded clip.
      });
    return () => abort.abort();
  }, [key, round.clip, round.peaks, game, round.number, send]);

  const halt = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setPlaying(false);
  }, []);

  const startAt = round.startsAt;
  useEffect(() => {
    if (!buffer || startAt === null || !live || !speaker) return;
    stop.current?.();
    stop.current = playAt(buffer, deviceTimeOf(startAt, offset), () => setPlaying(false));
    setPlaying(stop.current !== null);
    return halt;
  }, [buffer, startAt, live, offset, halt, speaker]);

  /** Plays the clip again from its start, now (within the round only). */
  const replay = useCallback(() => {
    if (!buffer || !live || !speaker) return;
    stop.current?.();
    stop.current = playAt(buffer, Date.now(), () => setPlaying(false));
    setPlaying(stop.current !== null);
  }, [buffer, live, speaker]);

  const levels = peaks?.key === key ? peaks.levels : buffer ? peaksOf(buffer) : null;
  const status: ClipStatus = buffer ? 'ready' : failed === key ? 'failed' : 'loading';
  return { status, playing, replay, levels };
}
