import { AUDIO_PREFIXES } from './serve.ts';

/**
 * Page-side bench code, kept as plain JavaScript strings: tsx compiles with keepNames, which wraps
 * named functions in a `__name` helper that does not exist in the page, so functions passed to
 * Playwright would break there.
 */

export interface PageTimings {
  /** performance.now() at the first frame with a drawn waveform canvas, or null. */
  drawnAt: number | null;
  /**
   * performance.now() at the first frame when the round's clip can play (`canplay` of an audio
   * element) and its Play button is enabled: a clip requested before the player existed may be
   * playable before the player can play it. Null until both.
   */
  playableAt: number | null;
  canplayCount: number;
  /** Cumulative layout shift so far (shifts within 500 ms of input do not count, as in CLS). */
  layoutShift: number;
}

/** The player's seek slider, named in the page's language (the volume slider is vertical). */
const SEEK = '[role="slider"]:not([aria-orientation])';
/** The player's Play/Pause button, whatever the page's language names it. */
const PLAY = 'button[data-play-button]';

/**
 * Runs before the app: records when audio first becomes playable (wavesurfer's <audio> may never be
 * attached to the document, so creation is watched rather than the DOM), and polls each animation
 * frame for the first waveform canvas inside the Seek slider's shadow roots. Holds no reference to
 * the elements, so that counting live audio elements later is not skewed by the bench itself.
 */
export const INIT_SCRIPT = `(() => {
  if (window.__bench) return;
  const bench = (window.__bench = { drawnAt: null, playableAt: null, canplayCount: 0, layoutShift: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  let resolveDrawn;
  const whenDrawn = new Promise((resolve) => (resolveDrawn = resolve));
  Object.defineProperty(bench, 'whenDrawn', { value: whenDrawn, enumerable: false });
  const playButton = ${JSON.stringify(PLAY + ':not(:disabled)')};
  const pollPlayable = () => {
    if (bench.playableAt !== null) return;
    if (document.querySelector(playButton)) bench.playableAt = performance.now();
    else requestAnimationFrame(pollPlayable);
  };
  const onCanPlay = () => {
    bench.canplayCount += 1;
    if (bench.canplayCount === 1) pollPlayable();
  };
  const watch = (element) => {
    if (element instanceof HTMLAudioElement) element.addEventListener('canplay', onCanPlay, { once: true });
    return element;
  };
  const createElement = Document.prototype.createElement;
  Document.prototype.createElement = function (...args) {
    return watch(createElement.apply(this, args));
  };
  const NativeAudio = window.Audio;
  window.Audio = new Proxy(NativeAudio, {
    construct: (target, args, newTarget) => watch(Reflect.construct(target, args, newTarget)),
  });
  const hasDrawnCanvas = (root) => {
    for (const canvas of root.querySelectorAll('canvas')) {
      if (canvas.width > 0 && canvas.height > 0) return true;
    }
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot && hasDrawnCanvas(element.shadowRoot)) return true;
    }
    return false;
  };
  const poll = () => {
    const slider = document.querySelector(${JSON.stringify(SEEK)});
    if (slider && hasDrawnCanvas(slider)) {
      bench.drawnAt = performance.now();
      resolveDrawn(bench.drawnAt);
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

export const READ_TIMINGS = `({ ...window.__bench })`;

/** A promise for the time the waveform is drawn, to await with a bare CDP evaluation. */
export const WHEN_DRAWN = `window.__bench.whenDrawn`;

/**
 * True when the first player inside `scope` is ready: its Seek slider enabled and its Play button
 * enabled (Pause counts too: the popup's player may start on its own).
 */
export function playerReady(scope = 'body'): string {
  return `(() => {
    const root = document.querySelector(${JSON.stringify(scope)});
    const slider = root && root.querySelector(${JSON.stringify(SEEK)});
    if (!slider || slider.getAttribute('aria-disabled') !== 'false') return false;
    const player = slider.closest('[role="group"]') || root;
    const button = player.querySelector(${JSON.stringify(PLAY)});
    return !!button && !button.disabled;
  })()`;
}

export interface ResourceTimes {
  /** The round's clip(s) from the site: when the fetch started and when its last byte arrived. */
  clips: { url: string; startMs: number; endMs: number }[];
  /** When the last script of the site arrived. */
  scriptsEndMs: number | null;
}

/** Where the time to "drawn" went, read from the page's own resource timing. */
export const READ_RESOURCE_TIMES = `(() => {
  const own = performance
    .getEntriesByType('resource')
    .map((entry) => ({ entry, url: new URL(entry.name) }))
    .filter(({ url }) => url.origin === location.origin);
  const clips = own
    .filter(({ url }) => ${JSON.stringify(AUDIO_PREFIXES)}.some((prefix) => url.pathname.startsWith(prefix)))
    .map(({ entry, url }) => ({ url: url.pathname, startMs: entry.startTime, endMs: entry.responseEnd }));
  const scripts = own.filter(({ url }) => url.pathname.endsWith('.js'));
  return {
    clips,
    scriptsEndMs: scripts.length ? Math.max(...scripts.map(({ entry }) => entry.responseEnd)) : null,
  };
})()`;
