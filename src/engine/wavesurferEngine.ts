import WaveSurfer from 'wavesurfer.js';
import { fromCallback } from 'xstate';
import type { EngineCommand, EngineReport } from '../../machines/player/playerMachine';
import { fetchPeaks } from '../content/peaks';
import type { EarlyClip } from './deal/earlyClip';
import { t } from './texts';

/** The waveform's look, from the spec: height 75, bars 3 px wide with a radius of 3. */
export const WAVEFORM = { height: 75, barWidth: 3, barRadius: 3, barGap: 2 } as const;

/**
 * The width in pixels of the hatched strip that stands for the locked part of a clip: the unlocked
 * part fills the rest of the waveform's width whatever the clip's length, which it does not show.
 */
export const LOCKED_STRIP = 20;

/**
 * How many pixels a second takes for the first `windowEnd` seconds of a clip lasting `duration` to
 * fill a waveform `width` pixels wide, less the locked strip: 0 (wavesurfer's own fit, the whole clip
 * in the width) when nothing is locked.
 */
export function lockedZoom(width: number, duration: number, windowEnd: number | null): number {
  if (windowEnd === null || !(windowEnd > 0) || !(duration > windowEnd) || width <= 0) return 0;
  return Math.max(1, width - LOCKED_STRIP) / windowEnd;
}

/** How wavesurfer's own fetch reports an HTTP status: "Failed to fetch {url}: 404 (Not Found)". */
const FETCH_STATUS = /: (\d{3}) \(([^)]*)\)/;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Said when the clip could not be fetched because the device is offline (and has no copy of it). */
export const offlineMessage = () => t('clipOffline');

/** Said when the clip's request itself failed (no answer at all), the device being online. */
export const downloadMessage = () => t('clipDownloadFailed');

/**
 * Turns what wavesurfer or the media element reports into a sentence a player can act on. The raw
 * cause (a browser's demuxer status, a URL) is for the console, never for the player; an HTTP status
 * stays, as the spec asks for it. `unreached` says that asking for the clip again got no answer at
 * all (offline, or the host out of reach): whatever the element reported, the file is not to blame.
 */
export function describeLoadError(
  error: unknown,
  status?: number,
  unreached?: 'offline' | 'unreachable',
): string {
  if (unreached === 'offline') return offlineMessage();
  if (unreached === 'unreachable') return downloadMessage();
  const message = errorText(error);
  const fetched = FETCH_STATUS.exec(message);
  if (status !== undefined && status >= 400) return t('clipHttp', { status });
  if (fetched) {
    const [, code, text] = fetched;
    return t('clipHttp', { status: text ? `${code} ${text}` : code });
  }
  if (/Failed to fetch|NetworkError|network|Media error 2/i.test(message)) {
    return downloadMessage();
  }
  if (/decode|EncodingError|DEMUXER|Media error [34]|not supported|Format error/i.test(message)) {
    return t('clipDamaged');
  }
  return t('clipUnplayable');
}

/**
 * The HTTP status of a clip that the media element failed to play: the element does not tell, so the
 * clip is asked for again with the same plain GET (and its body left unread). Undefined when the
 * request itself fails (offline with no copy of the clip, or the host out of reach).
 */
async function statusOf(url: string): Promise<number | undefined> {
  const controller = new AbortController();
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-store' });
    return response.status;
  } catch {
    return undefined;
  } finally {
    controller.abort();
  }
}

/** Whether a media element holds its whole source: one buffered range from the start to the end. */
export function holdsWholeClip(media: HTMLMediaElement): boolean {
  const { buffered, duration } = media;
  // A clip's last frame may end a few milliseconds short of the duration the element reports.
  const SLACK = 0.05;
  return (
    Number.isFinite(duration) &&
    duration > 0 &&
    buffered.length === 1 &&
    buffered.start(0) <= SLACK &&
    buffered.end(0) >= duration - SLACK
  );
}

/**
 * A clip's sound as channel data to draw, decoded from the clip itself when its peaks file failed
 * (at wavesurfer's own rate for drawing; offline, from the service worker's copy).
 */
async function decodedChannels(url: string, signal: AbortSignal): Promise<Float32Array[]> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const context = new AudioContext({ sampleRate: 8000 });
  try {
    return [(await context.decodeAudioData(bytes)).getChannelData(0)];
  } finally {
    void context.close().catch(() => {});
  }
}

/** What is drawn when a clip can play before its peaks have arrived: a flat line. */
const FLAT: number[][] = [[0]];

/** Hides the clip's file name from lock screens and media controls: it would give the answer away. */
function maskMediaSession() {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
  try {
    navigator.mediaSession.metadata = new MediaMetadata({
      title: 'Earshot',
      artist: t('mediaArtist'),
    });
  } catch {
    // An old browser without MediaMetadata: nothing to hide there.
  }
}

/**
 * The player machine's audio engine: owns one wavesurfer instance for as long as the player is active,
 * forwards its events as `player.*` reports and carries out the machine's `engine.*` commands.
 */
export function wavesurferEngine(
  container: HTMLElement,
  colors: { wave: string; progress: string },
  earlyClip: EarlyClip | null = null,
) {
  return fromCallback<EngineCommand>(({ sendBack, receive }) => {
    const report = (event: EngineReport) => sendBack(event);
    // An early clip's element plays every clip of this player: its first is already on its way.
    let early = earlyClip;
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
    // Given once created: wavesurfer would fetch and decode a source it is created with, which the
    // early clip's element already has. It is wavesurfer's from then on (destroy() stops it).
    if (early) wavesurfer.setMediaElement(early.media);
    const unsubscribes = [
      wavesurfer.on('ready', (duration) => report({ type: 'player.ready', duration })),
      wavesurfer.on('play', () => {
        maskMediaSession();
        report({ type: 'player.played' });
      }),
      wavesurfer.on('pause', () => report({ type: 'player.paused' })),
      wavesurfer.on('finish', () => report({ type: 'player.finished' })),
      wavesurfer.on('timeupdate', (time) => report({ type: 'player.timeupdate', time })),
      wavesurfer.on('loading', () => report({ type: 'player.progress' })),
      wavesurfer.on('error', (error) => void fail(error)),
    ];
    let destroyed = false;
    const media = wavesurfer.getMediaElement();
    let url = '';
    // Bytes arriving while the clip streams: it is slow, not stalled. Once all of them are in, the
    // clip plays whatever the connection does.
    const onProgress = () => {
      report({ type: 'player.progress' });
      if (media && url !== '' && holdsWholeClip(media)) report({ type: 'player.buffered' });
    };
    const BUFFER_EVENTS = ['progress', 'canplaythrough', 'loadeddata'] as const;
    BUFFER_EVENTS.forEach((name) => media?.addEventListener(name, onProgress));
    const onCanPlay = () => {
      if (url !== '') report({ type: 'player.playable' });
    };
    media?.addEventListener('canplay', onCanPlay);
    // The peaks being fetched for the clip being loaded: dropped when another clip is loaded, or when
    // this one fails (its waveform would make a broken clip look ready).
    let peaksRequest: AbortController | null = null;
    const dropPeaks = () => {
      peaksRequest?.abort();
      peaksRequest = null;
    };
    const fail = async (error: unknown) => {
      dropPeaks();
      const failedUrl = url;
      // A media element's error does not carry the HTTP status: ask for it.
      const known = FETCH_STATUS.test(errorText(error));
      const status = known ? undefined : await statusOf(failedUrl);
      if (failedUrl !== url || destroyed) return;
      console.warn(`Earshot: the clip ${failedUrl} failed (status ${status ?? 'unknown'}):`, error);
      const unreached =
        known || status !== undefined ? undefined : navigator.onLine ? 'unreachable' : 'offline';
      report({ type: 'player.failed', message: describeLoadError(error, status, unreached) });
    };
    const play = () =>
      wavesurfer.play().catch((error: unknown) => {
        // A browser that blocks playback without a gesture rejects play(); the state stays as it was.
        if (error instanceof DOMException && error.name === 'NotAllowedError') return;
        // The media element's own 'error' event follows a failed source and reports it.
        if (error instanceof DOMException && /NotSupportedError|AbortError/.test(error.name))
          return;
        void fail(error);
      });

    // What an early clip's element did before this engine listened to it, reported now: the clip
    // failed, arrived or can play. Peaks already in are drawn before a clip that can play would
    // draw a flat line (`drawFlat`, queued after them).
    const catchUp = (drawFlat: () => void) => {
      if (!media) return;
      if (media.error) {
        void fail(new Error(media.error.message || `Media error ${media.error.code}`));
        return;
      }
      onProgress();
      if (media.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) {
        onCanPlay();
        void Promise.resolve().then(drawFlat);
      }
    };

    // The connection is back: a clip that could not be fetched can be now.
    const onOnline = () => report({ type: 'player.online' });
    window.addEventListener('online', onOnline);

    // Until a puzzle ends, the waveform shows the unlocked part alone, filling the width: zoomed so,
    // the rest lies past the scroll container's edge, which scrolls neither by itself (no auto
    // scroll) nor by hand (PlayerView.module.css hides its overflow).
    let windowEnd: number | null = null;
    let duration = 0;
    let zoom = 0;
    const fitWindow = () => {
      const next = lockedZoom(container.clientWidth, duration, windowEnd);
      if (next === zoom) return;
      zoom = next;
      wavesurfer.setOptions({ minPxPerSec: zoom, autoScroll: zoom === 0, autoCenter: zoom === 0 });
      if (zoom !== 0) wavesurfer.setScroll(0);
    };
    const measured = (seconds: number) => {
      duration = seconds;
      fitWindow();
    };
    unsubscribes.push(wavesurfer.on('decode', measured), wavesurfer.on('ready', measured));
    const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(fitWindow) : null;
    resizes?.observe(container);

    receive((command) => {
      switch (command.type) {
        case 'engine.load': {
          // A WAV clip is playable only once about 200 kB of it (or the whole of a smaller one) has
          // arrived (the browser's demuxer probes its first 50 packets of 4 kB), so on a slow phone
          // every frame its request waited for was added to the time until it plays: the clip's
          // request goes out at once, and its peaks' with it. The waveform is drawn as soon as they
          // arrive, the clip still streaming.
          // Retry asks for the same address: the element must let go of the request that failed or
          // hung (wavesurfer keeps a source it already has).
          if (media && command.clip.url === url) {
            media.removeAttribute('src');
            media.load();
          }
          dropPeaks();
          url = command.clip.url;
          if (media) media.preload = 'auto';
          const { peaksUrl, duration } = command.clip;
          if (!media || !peaksUrl || !duration) {
            // No peaks (a clip the delivery did not encode): wavesurfer fetches and decodes the clip.
            // Failures also arrive as the 'error' event, which reports them.
            wavesurfer.load(command.clip.url, undefined, duration).catch(() => {});
            break;
          }
          // wavesurfer keeps the element's source when it is the same absolute address.
          const address = new URL(command.clip.url, document.baseURI).href;
          // The early clip keeps the request it has; taken once (Retry asks afresh).
          const started = early?.clip.url === command.clip.url ? early : null;
          early = null;
          if (media.src !== address) media.src = address;
          const request = new AbortController();
          peaksRequest = request;
          let drawn = false;
          const draw = (peaks: number[][] | undefined) => {
            if (request.signal.aborted || destroyed) return;
            drawn = true;
            wavesurfer.load(address, peaks, duration).catch(() => {});
          };
          // Drawn over what is drawn already (the flat line below), the clip playing on: a new
          // load would stop it.
          const redraw = (peaks: Array<Float32Array | number[]>) => {
            if (request.signal.aborted || destroyed) return;
            wavesurfer.setOptions({ peaks, duration });
            const decoded = wavesurfer.getDecodedData();
            if (decoded) void wavesurfer.getRenderer().render(decoded);
          };
          // A clip that can play before its peaks arrive (a slow or held request for them) is not
          // kept waiting: a flat line until they come.
          const drawFlatUntilPeaks = () => {
            if (!drawn) draw(FLAT);
          };
          media.addEventListener('canplay', drawFlatUntilPeaks, { once: true });
          request.signal.addEventListener('abort', () =>
            media.removeEventListener('canplay', drawFlatUntilPeaks),
          );
          (started?.peaks ?? fetchPeaks(peaksUrl, request.signal)).then(
            (peaks) => {
              if (drawn) redraw(peaks);
              else draw(peaks);
              peaksRequest = peaksRequest === request ? null : peaksRequest;
            },
            (error: unknown) => {
              if (request.signal.aborted) return;
              console.warn(`Earshot: the peaks ${peaksUrl} failed, drawn from the clip:`, error);
              // Only the waveform is missing: it is drawn from the decoded clip, by wavesurfer's
              // own load, or over the flat line shown meanwhile.
              if (!drawn) {
                peaksRequest = null;
                draw(undefined);
                return;
              }
              decodedChannels(address, request.signal).then(redraw, () => {});
            },
          );
          if (started) catchUp(drawFlatUntilPeaks);
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
        case 'engine.window':
          windowEnd = command.end;
          fitWindow();
          break;
      }
    });

    return () => {
      // StrictMode stops and restarts invoked actors in development: cleanup must be safe twice.
      if (destroyed) return;
      destroyed = true;
      dropPeaks();
      resizes?.disconnect();
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      BUFFER_EVENTS.forEach((name) => media?.removeEventListener(name, onProgress));
      media?.removeEventListener('canplay', onCanPlay);
      window.removeEventListener('online', onOnline);
      wavesurfer.destroy();
    };
  });
}
