import WaveSurfer from 'wavesurfer.js';
import { fromCallback } from 'xstate';
import type { EngineCommand, EngineReport } from '../../machines/playerMachine';

/** The waveform's look, from the spec: height 75, bars 3 px wide with a radius of 3. */
export const WAVEFORM = { height: 75, barWidth: 3, barRadius: 3, barGap: 2 } as const;

/** Turns what wavesurfer or the media element reports into a sentence a player can act on. */
export function describeLoadError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const status = /: (\d{3}) \(([^)]*)\)/.exec(message);
  if (status) {
    const [, code, text] = status;
    return `The clip could not be loaded (HTTP ${code}${text ? ` ${text}` : ''}).`;
  }
  if (/decode|EncodingError|MEDIA_ERR_DECODE|Media error 3/i.test(message)) {
    return 'The clip could not be decoded: the file is damaged or in an unsupported format.';
  }
  if (/Failed to fetch|NetworkError|network|Media error 2/i.test(message)) {
    return 'The clip could not be downloaded: check your connection.';
  }
  if (/MEDIA_ERR_SRC_NOT_SUPPORTED|Media error 4|not supported/i.test(message)) {
    return 'The clip could not be played: the file was not found or its format is not supported.';
  }
  return `The clip could not be played (${message}).`;
}

/** Hides the clip's file name from lock screens and media controls: it would give the answer away. */
function maskMediaSession() {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  try {
    navigator.mediaSession.metadata = new MediaMetadata({
      title: 'Earshot',
      artist: 'Guess the sound',
    });
  } catch {
    // An old browser without MediaMetadata: nothing to hide there.
  }
}

/** Runs `task` once the next frame has been painted (at once where there are no frames). */
function afterNextFrame(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    task();
    return () => {};
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The player machine's audio engine: owns one wavesurfer instance for as long as the player is active,
 * forwards its events as `player.*` reports and carries out the machine's `engine.*` commands.
 */
export function wavesurferEngine(
  container: HTMLElement,
  colors: { wave: string; progress: string },
) {
  return fromCallback<EngineCommand>(({ sendBack, receive }) => {
    const report = (event: EngineReport) => sendBack(event);
    const wavesurfer = WaveSurfer.create({
      container,
      ...WAVEFORM,
      waveColor: colors.wave,
      progressColor: colors.progress,
      cursorColor: colors.progress,
      cursorWidth: 2,
      dragToSeek: true,
      hideScrollbar: true,
      normalize: true,
    });
    const unsubscribes = [
      wavesurfer.on('ready', (duration) => report({ type: 'player.ready', duration })),
      wavesurfer.on('play', () => {
        maskMediaSession();
        report({ type: 'player.played' });
      }),
      wavesurfer.on('pause', () => report({ type: 'player.paused' })),
      wavesurfer.on('finish', () => report({ type: 'player.finished' })),
      wavesurfer.on('timeupdate', (time) => report({ type: 'player.timeupdate', time })),
      wavesurfer.on('error', (error) =>
        report({ type: 'player.failed', message: describeLoadError(error) }),
      ),
    ];
    const play = () =>
      wavesurfer.play().catch((error: unknown) => {
        // A browser that blocks playback without a gesture rejects play(); the state stays as it was.
        if (error instanceof DOMException && error.name === 'NotAllowedError') return;
        report({ type: 'player.failed', message: describeLoadError(error) });
      });

    let cancelDownload = () => {};
    receive((command) => {
      switch (command.type) {
        case 'engine.load': {
          // The waveform is drawn from the clip's peaks at once; the clip itself starts downloading
          // once that drawing is on screen, so that a long clip (a map's theme is about 300 kB) does
          // not compete with the first frame. Play before then starts the download itself.
          const media = wavesurfer.getMediaElement();
          if (media) media.preload = 'none';
          // Failures also arrive as the 'error' event, which reports them.
          wavesurfer
            .load(command.clip.url, command.clip.peaks, command.clip.duration)
            .catch(() => {});
          cancelDownload();
          if (media) cancelDownload = afterNextFrame(() => (media.preload = 'auto'));
          break;
        }
        case 'engine.play':
          void play();
          break;
        case 'engine.pause':
          wavesurfer.pause();
          break;
        case 'engine.restart':
          wavesurfer.stop();
          void play();
          break;
        case 'engine.seek':
          wavesurfer.setTime(command.time);
          break;
        case 'engine.settings':
          wavesurfer.setVolume(command.volume);
          wavesurfer.setMuted(command.isMuted);
          break;
      }
    });

    let destroyed = false;
    return () => {
      // StrictMode stops and restarts invoked actors in development: cleanup must be safe twice.
      if (destroyed) return;
      destroyed = true;
      cancelDownload();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      wavesurfer.destroy();
    };
  });
}
