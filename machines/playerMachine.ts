import { assign, fromCallback, sendTo, setup } from 'xstate';
import {
  DEFAULT_SETTINGS,
  browserStorage,
  clampVolume,
  readSettings,
  writeSettings,
} from './settings';

/**
 * A clip to play: where it is and, when the delivery build measured them, its peaks and duration (the
 * waveform is then drawn at once and the audio streams). `fallbackUrl` is tried once if `url` fails.
 */
export interface Clip {
  url: string;
  fallbackUrl?: string;
  peaks?: number[][];
  duration?: number;
}

/** Commands the machine sends to the audio engine (wavesurfer in the browser, a fake in tests). */
export type EngineCommand =
  | { type: 'engine.load'; clip: Clip }
  | { type: 'engine.play' }
  | { type: 'engine.pause' }
  | { type: 'engine.restart' }
  | { type: 'engine.seek'; time: number }
  | { type: 'engine.settings'; volume: number; isMuted: boolean };

/** What the engine reports back. */
export type EngineReport =
  | { type: 'player.ready'; duration: number }
  | { type: 'player.played' }
  | { type: 'player.paused' }
  | { type: 'player.finished' }
  | { type: 'player.timeupdate'; time: number }
  | { type: 'player.failed'; message: string };

/** What the view sends. */
export type PlayerCommand =
  | { type: 'player.load'; clip: Clip }
  | { type: 'player.toggle' }
  | { type: 'player.pause' }
  | { type: 'player.restart' }
  | { type: 'player.seek'; time: number }
  | { type: 'player.mute' }
  | { type: 'player.volume'; volume: number }
  | { type: 'player.retry' }
  /** Limits playback to the clip's first `end` seconds; `null` lifts the limit. */
  | { type: 'player.window'; end: number | null };

export type PlayerEvent = PlayerCommand | EngineReport;

export interface PlayerContext {
  clip: Clip | null;
  duration: number;
  currentTime: number;
  volume: number;
  isMuted: boolean;
  error: string | null;
  /** Where playback stops (seconds from the start), or null to play the whole clip. */
  windowEnd: number | null;
}

/** The furthest a player may go in the clip: its end, or the window's where that comes first. */
function playableEnd({ duration, windowEnd }: PlayerContext): number {
  return windowEnd === null ? duration : Math.min(windowEnd, duration);
}

export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
  },
  actors: {
    // The view provides the real engine; without one the player says so instead of hanging.
    engine: fromCallback<EngineCommand>(({ sendBack, receive }) => {
      receive(() => sendBack({ type: 'player.failed', message: 'No audio engine is available.' }));
    }),
  },
  guards: {
    hasClip: ({ context }) => context.clip !== null,
    hasFallback: ({ context }) => Boolean(context.clip?.fallbackUrl),
    reachesWindowEnd: ({ context, event }) =>
      event.type === 'player.timeupdate' &&
      context.windowEnd !== null &&
      event.time >= context.windowEnd,
    isPastWindow: ({ context, event }) =>
      event.type === 'player.timeupdate' &&
      context.windowEnd !== null &&
      event.time > context.windowEnd,
    isAtWindowEnd: ({ context }) =>
      context.windowEnd !== null && context.currentTime >= context.windowEnd,
    isPastNewWindow: ({ context, event }) =>
      event.type === 'player.window' && event.end !== null && context.currentTime > event.end,
  },
  actions: {
    setClip: assign({
      clip: ({ context, event }) => (event.type === 'player.load' ? event.clip : context.clip),
      currentTime: 0,
      duration: 0,
      error: null,
    }),
    loadClip: sendTo('engine', ({ context }) => ({
      type: 'engine.load' as const,
      clip: context.clip ?? { url: '' },
    })),
    setDuration: assign({
      duration: ({ event }) => (event.type === 'player.ready' ? event.duration : 0),
    }),
    setTime: assign({
      currentTime: ({ context, event }) =>
        event.type === 'player.timeupdate' ? event.time : context.currentTime,
    }),
    clearError: assign({ error: null }),
    // The source file has no precomputed waveform: wavesurfer downloads and decodes it to draw one.
    useFallback: assign({
      clip: ({ context }) =>
        context.clip?.fallbackUrl ? { url: context.clip.fallbackUrl } : context.clip,
    }),
    setError: assign({
      error: ({ event }) => (event.type === 'player.failed' ? event.message : 'Playback failed.'),
    }),
    restoreSettings: assign(() => readSettings(browserStorage())),
    persistSettings: ({ context }) =>
      writeSettings(browserStorage(), { volume: context.volume, isMuted: context.isMuted }),
    applySettings: sendTo('engine', ({ context }) => ({
      type: 'engine.settings' as const,
      volume: context.volume,
      isMuted: context.isMuted,
    })),
    toggleMute: assign({ isMuted: ({ context }) => !context.isMuted }),
    setVolume: assign({
      volume: ({ context, event }) =>
        event.type === 'player.volume' ? clampVolume(event.volume) : context.volume,
    }),
    play: sendTo('engine', { type: 'engine.play' }),
    pause: sendTo('engine', { type: 'engine.pause' }),
    restart: sendTo('engine', { type: 'engine.restart' }),
    seek: sendTo('engine', ({ context, event }) => ({
      type: 'engine.seek' as const,
      time:
        event.type === 'player.seek' ? Math.min(Math.max(0, event.time), playableEnd(context)) : 0,
    })),
    setWindow: assign({
      windowEnd: ({ context, event }) =>
        event.type === 'player.window' ? event.end : context.windowEnd,
    }),
    // Where the window ends, the cursor stays: the player sees how much was unlocked.
    holdAtWindowEnd: assign({ currentTime: ({ context }) => context.windowEnd ?? 0 }),
    seekToWindowEnd: sendTo('engine', ({ context }) => ({
      type: 'engine.seek' as const,
      time: context.windowEnd ?? 0,
    })),
  },
}).createMachine({
  id: 'player',
  context: {
    clip: null,
    duration: 0,
    currentTime: 0,
    volume: DEFAULT_SETTINGS.volume,
    isMuted: DEFAULT_SETTINGS.isMuted,
    error: null,
    windowEnd: null,
  },
  invoke: { id: 'engine', src: 'engine' },
  initial: 'notReady',
  on: {
    'player.load': { target: '.loading', actions: 'setClip' },
    'player.mute': { actions: ['toggleMute', 'persistSettings', 'applySettings'] },
    'player.volume': { actions: ['setVolume', 'persistSettings', 'applySettings'] },
    'player.timeupdate': [
      // A click or drag on the waveform seeks in wavesurfer itself: one past the window comes back.
      { guard: 'isPastWindow', actions: ['holdAtWindowEnd', 'seekToWindowEnd'] },
      { actions: 'setTime' },
    ],
    'player.window': [
      { guard: 'isPastNewWindow', actions: ['setWindow', 'holdAtWindowEnd', 'seekToWindowEnd'] },
      { actions: 'setWindow' },
    ],
    // A streamed delivery file can fail after its waveform is drawn (the player is ready from the peaks
    // alone), so the fallback is taken from any state, once: the fallback clip has none of its own.
    'player.failed': [
      // Re-enters loading (and loads the fallback) without restarting the engine and its waveform.
      { guard: 'hasFallback', target: '.loading', actions: 'useFallback' },
      { target: '.error', actions: 'setError' },
    ],
  },
  states: {
    notReady: {},
    loading: {
      tags: ['loading'],
      entry: 'loadClip',
      on: {
        'player.ready': {
          target: 'loaded',
          actions: ['setDuration', 'restoreSettings', 'applySettings'],
        },
      },
    },
    loaded: {
      initial: 'ready',
      on: {
        'player.restart': { actions: 'restart' },
        'player.seek': { actions: 'seek' },
        // From ready, paused or finished (playing pauses instead): at the window's end, from the start.
        'player.toggle': [{ guard: 'isAtWindowEnd', actions: 'restart' }, { actions: 'play' }],
      },
      states: {
        ready: {
          on: { 'player.played': 'playing' },
        },
        playing: {
          on: {
            'player.toggle': { actions: 'pause' },
            'player.pause': { actions: 'pause' },
            'player.paused': 'paused',
            'player.finished': 'finished',
            'player.timeupdate': {
              guard: 'reachesWindowEnd',
              target: 'finished',
              actions: ['holdAtWindowEnd', 'pause', 'seekToWindowEnd'],
            },
          },
        },
        paused: {
          on: { 'player.played': 'playing' },
        },
        finished: {
          on: { 'player.played': 'playing' },
        },
      },
    },
    error: {
      on: { 'player.retry': { target: 'loading', guard: 'hasClip', actions: 'clearError' } },
    },
  },
});
