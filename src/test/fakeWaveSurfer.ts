/**
 * A stand-in for wavesurfer.js in jsdom (which has no canvas or media playback): it records what the
 * engine asks of it and lets a test fire the events wavesurfer would.
 */
type Listener = (...args: unknown[]) => void;

export class FakeWaveSurfer {
  static instances: FakeWaveSurfer[] = [];
  listeners = new Map<string, Set<Listener>>();
  loaded: string[] = [];
  /** The peaks each load drew from (undefined: wavesurfer fetches and decodes the clip itself). */
  loadedPeaks: (number[][] | undefined)[] = [];
  /** The peaks drawn again over a loaded clip (setOptions, then the renderer's render), in order. */
  redrawnPeaks: unknown[] = [];
  private pendingPeaks: unknown = null;
  volume = 1;
  muted = false;
  time = 0;
  playing = false;
  destroyed = false;
  /** What the engine uses of the media element. */
  media = {
    preload: 'auto',
    src: '',
    paused: true,
    mediaListeners: new Map<string, Set<() => void>>(),
    addEventListener: (name: string, listener: () => void) => {
      if (!this.media.mediaListeners.has(name)) this.media.mediaListeners.set(name, new Set());
      this.media.mediaListeners.get(name)!.add(listener);
    },
    removeEventListener: (name: string, listener: () => void) => {
      this.media.mediaListeners.get(name)?.delete(listener);
    },
    /** Fires a media element event at the engine's listeners. */
    fire: (name: string) => this.media.mediaListeners.get(name)?.forEach((listener) => listener()),
    removeAttribute: (name: string) => {
      if (name === 'src') this.media.src = '';
    },
    load: () => {},
  };

  constructor(public options: Record<string, unknown>) {}

  static create(options: Record<string, unknown>) {
    const instance = new FakeWaveSurfer(options);
    FakeWaveSurfer.instances.push(instance);
    return instance;
  }

  static latest() {
    return FakeWaveSurfer.instances.at(-1)!;
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return () => this.listeners.get(event)!.delete(listener);
  }

  emit(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }

  load(url: string, peaks?: number[][]) {
    this.loaded.push(url);
    this.loadedPeaks.push(peaks);
    return Promise.resolve();
  }

  play() {
    this.playing = true;
    this.emit('play');
    return Promise.resolve();
  }

  pause() {
    this.playing = false;
    this.emit('pause');
  }

  stop() {
    this.pause();
    this.time = 0;
  }

  setTime(time: number) {
    this.time = time;
    this.emit('timeupdate', time);
  }

  setOptions(options: Record<string, unknown>) {
    Object.assign(this.options, options);
    if (options.peaks) this.pendingPeaks = options.peaks;
  }

  getDecodedData() {
    return this.pendingPeaks === null ? null : { peaks: this.pendingPeaks };
  }

  getRenderer() {
    return {
      render: (decoded: { peaks: unknown }) => {
        this.redrawnPeaks.push(decoded.peaks);
        return Promise.resolve();
      },
    };
  }

  setScroll() {}

  setVolume(volume: number) {
    this.volume = volume;
  }

  setMuted(muted: boolean) {
    this.muted = muted;
  }

  /** An element it was given (a head start's), which it plays from then on. */
  given: HTMLMediaElement | null = null;

  setMediaElement(element: HTMLMediaElement) {
    this.given = element;
  }

  /** The element it was given, else its own stand-in. */
  getMediaElement() {
    return this.given ?? this.media;
  }

  destroy() {
    this.destroyed = true;
    this.listeners.clear();
  }
}
