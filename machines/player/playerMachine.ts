import { and, assign, cancel, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import { DEFAULT_SETTINGS, clampVolume, memorySettings, type SettingsKeeper } from '../settings';

/**
 * A clip to play: its address (the spec's path, the only one) and, when the delivery build measured
 * them, its duration and where its waveform's peaks are (fetched with the clip: the waveform is drawn
 * as soon as they arrive and the audio streams). Without them the engine draws from the decoded clip.
 */
export interface Clip {
  url: string;
  peaksUrl?: string;
  duration?: number;
}

/**
 * How long a clip may go without progress (no bytes while it loads, no time while it plays) before the
 * player gives up on it and offers Retry.
 */
export const STALL_MS = 8000;

/**
 * The machine's own errors, in plain English like every word in machines/: the player's view shows
 * them in the player's language (src/player/PlayerView.tsx).
 */
export const STALLED_MESSAGE =
  'The clip is taking too long to arrive. Check your connection, then try again.';
export const NO_ENGINE_MESSAGE = 'No audio engine is available.';
export const PLAYBACK_FAILED_MESSAGE = 'Playback failed.';

/** Commands the machine sends to the audio engine (wavesurfer in the browser, a fake in tests). */
export type EngineCommand =
  | { type: 'engine.load'; clip: Clip }
  | { type: 'engine.play' }
  | { type: 'engine.pause' }
  | { type: 'engine.restart' }
  | { type: 'engine.seek'; time: number }
  | { type: 'engine.settings'; volume: number; isMuted: boolean }
  /** Only the clip's first `end` seconds may be seen (the waveform shows no more); null: all of it. */
  | { type: 'engine.window'; end: number | null };

/** What the engine reports back. */
export type EngineReport =
  | { type: 'player.ready'; duration: number }
  | { type: 'player.played' }
  | { type: 'player.paused' }
  | { type: 'player.finished' }
  | { type: 'player.timeupdate'; time: number }
  /** Bytes of the clip arrived (or the engine otherwise moved on): the clip is not stalled. */
  | { type: 'player.progress' }
  /** Enough of the clip is in the page to start playing it (the media element's `canplay`). */
  | { type: 'player.playable' }
  /** The whole clip is in the page (the media element holds all of it): it plays without a network. */
  | { type: 'player.buffered' }
  /** The device is back online. */
  | { type: 'player.online' }
  | { type: 'player.failed'; message: string };

/** What the view sends. */
export type PlayerCommand =
  | { type: 'player.load'; clip: Clip }
  | { type: 'player.toggle' }
  | { type: 'player.pause' }
  /** Pauses, and the next Play starts the clip from the start (a round that ended). */
  | { type: 'player.stop' }
  | { type: 'player.restart' }
  | { type: 'player.seek'; time: number }
  | { type: 'player.mute' }
  | { type: 'player.volume'; volume: number }
  | { type: 'player.retry' }
  /** Limits playback to the clip's first `end` seconds; `null` lifts the limit. */
  | { type: 'player.window'; end: number | null }
  /** Another tab stored new settings: this player follows them. */
  | { type: 'player.settingsStored' };

/** Raised by the machine itself once a clip went `STALL_MS` without progress. */
type StallEvent = { type: 'player.stalled' };

export type PlayerEvent = PlayerCommand | EngineReport | StallEvent;

export interface PlayerInput {
  /** Where volume and mute are read and kept; in memory only when left out. */
  settings?: SettingsKeeper;
}

export interface PlayerContext {
  settings: SettingsKeeper;
  clip: Clip | null;
  duration: number;
  currentTime: number;
  volume: number;
  isMuted: boolean;
  error: string | null;
  /** Where playback stops (seconds from the start), or null to play the whole clip. */
  windowEnd: number | null;
  /** Whether enough of the clip is in the page for Play to start it at once. */
  playable: boolean;
  /** Whether the whole clip is in the page, so that it plays whatever the connection does. */
  buffered: boolean;
  /**
   * Whether the next Play starts from the clip's start rather than where the cursor is: after the
   * window changed (a skip or a miss unlocked more, the puzzle ended) or the round was stopped, as
   * Heardle players expect: they hear the unlocked part from 0, not its last tenth of a second.
   */
  fromStart: boolean;
}

/** The furthest a player may go in the clip: its end, or the window's where that comes first. */
function playableEnd({ duration, windowEnd }: PlayerContext): number {
  return windowEnd === null ? duration : Math.min(windowEnd, duration);
}

export const playerMachine = setup({
  types: {
    input: {} as PlayerInput | undefined,
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
  },
  actors: {
    // The view provides the real engine; without one the player says so instead of hanging.
    engine: fromCallback<EngineCommand>(({ sendBack, receive }) => {
      receive(() => sendBack({ type: 'player.failed', message: NO_ENGINE_MESSAGE }));
    }),
    // The view provides what tells the player of settings stored by another tab (none in tests).
    settingsSync: fromCallback(() => {}),
  },
  guards: {
    hasClip: ({ context }) => context.clip !== null,
    reachesWindowEnd: ({ context, event }) =>
      event.type === 'player.timeupdate' &&
      context.windowEnd !== null &&
      event.time >= context.windowEnd,
    isPastWindow: ({ context, event }) =>
      event.type === 'player.timeupdate' &&
      context.windowEnd !== null &&
      event.time > context.windowEnd,
    startsOver: ({ context }) =>
      context.fromStart || (context.windowEnd !== null && context.currentTime >= context.windowEnd),
    isPastNewWindow: ({ context, event }) =>
      event.type === 'player.window' && event.end !== null && context.currentTime > event.end,
    // wavesurfer reports the time on every frame while playing, moving or not.
    timeMoved: ({ context, event }) =>
      event.type === 'player.timeupdate' && event.time !== context.currentTime,
  },
  actions: {
    setClip: assign({
      clip: ({ context, event }) => (event.type === 'player.load' ? event.clip : context.clip),
      currentTime: 0,
      duration: 0,
      error: null,
      playable: false,
      buffered: false,
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
    setStalled: assign({ error: STALLED_MESSAGE }),
    // (Re)starts the stall countdown: any progress pushes it back.
    watchStall: enqueueActions(({ enqueue }) => {
      enqueue.cancel('stall');
      enqueue.raise({ type: 'player.stalled' }, { id: 'stall', delay: STALL_MS });
    }),
    unwatchStall: cancel('stall'),
    setError: assign({
      error: ({ event }) =>
        event.type === 'player.failed' ? event.message : PLAYBACK_FAILED_MESSAGE,
    }),
    restoreSettings: assign(({ context }) => context.settings.read()),
    persistVolume: ({ context }) => context.settings.write({ volume: context.volume }),
    persistMuted: ({ context }) => context.settings.write({ isMuted: context.isMuted }),
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
      fromStart: ({ context, event }) =>
        context.fromStart || (event.type === 'player.window' && event.end !== context.windowEnd),
    }),
    // While it plays, a wider window lets the clip play on: nothing to start over.
    setWindowPlaying: assign({
      windowEnd: ({ context, event }) =>
        event.type === 'player.window' ? event.end : context.windowEnd,
    }),
    startOver: assign({ fromStart: true }),
    playedFromHere: assign({ fromStart: false }),
    // Where the window ends, the cursor stays: the player sees how much was unlocked.
    holdAtWindowEnd: assign({ currentTime: ({ context }) => context.windowEnd ?? 0 }),
    windowEngine: sendTo('engine', ({ context }) => ({
      type: 'engine.window' as const,
      end: context.windowEnd,
    })),
    seekToWindowEnd: sendTo('engine', ({ context }) => ({
      type: 'engine.seek' as const,
      time: context.windowEnd ?? 0,
    })),
  },
}).createMachine({
  id: 'player',
  context: ({ input }) => ({
    settings: input?.settings ?? memorySettings(),
    clip: null,
    duration: 0,
    currentTime: 0,
    volume: DEFAULT_SETTINGS.volume,
    isMuted: DEFAULT_SETTINGS.isMuted,
    error: null,
    windowEnd: null,
    playable: false,
    buffered: false,
    fromStart: false,
  }),
  invoke: [
    { id: 'engine', src: 'engine' },
    { id: 'settingsSync', src: 'settingsSync' },
  ],
  initial: 'notReady',
  on: {
    'player.load': { target: '.loading', actions: 'setClip' },
    'player.mute': { actions: ['toggleMute', 'persistMuted', 'applySettings'] },
    'player.volume': { actions: ['setVolume', 'persistVolume', 'applySettings'] },
    'player.settingsStored': { actions: ['restoreSettings', 'applySettings'] },
    'player.playable': { actions: assign({ playable: true }) },
    'player.buffered': { actions: assign({ buffered: true }) },
    'player.timeupdate': [
      // A click or drag on the waveform seeks in wavesurfer itself: one past the window comes back.
      { guard: 'isPastWindow', actions: ['holdAtWindowEnd', 'seekToWindowEnd'] },
      { actions: 'setTime' },
    ],
    'player.window': [
      {
        guard: 'isPastNewWindow',
        actions: ['setWindow', 'windowEngine', 'holdAtWindowEnd', 'seekToWindowEnd'],
      },
      { actions: ['setWindow', 'windowEngine'] },
    ],
    // A streamed clip can fail after its waveform is drawn (the player is ready from its peaks alone).
    'player.failed': { target: '.error', actions: 'setError' },
  },
  states: {
    notReady: {},
    loading: {
      tags: ['loading'],
      // A request that never answers must not leave the player loading for good.
      entry: ['loadClip', 'watchStall'],
      exit: 'unwatchStall',
      on: {
        'player.progress': { actions: 'watchStall' },
        'player.stalled': { target: 'error', actions: 'setStalled' },
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
        // From ready, paused or finished (playing pauses instead): at the window's end, or after
        // the window changed or the round stopped, from the start.
        'player.toggle': [{ guard: 'startsOver', actions: 'restart' }, { actions: 'play' }],
        'player.stop': { actions: 'startOver' },
      },
      states: {
        ready: {
          on: { 'player.played': { target: 'playing', actions: 'playedFromHere' } },
        },
        // Playing but the time does not move: the clip is not arriving (a request held open).
        playing: {
          entry: 'watchStall',
          exit: 'unwatchStall',
          on: {
            'player.timeupdate': [
              {
                guard: 'reachesWindowEnd',
                target: 'finished',
                actions: ['holdAtWindowEnd', 'pause', 'seekToWindowEnd'],
              },
              { guard: 'timeMoved', actions: ['setTime', 'watchStall'] },
            ],
            'player.progress': { actions: 'watchStall' },
            'player.stalled': { target: '#player.error', actions: 'setStalled' },
            'player.toggle': { actions: 'pause' },
            'player.pause': { actions: 'pause' },
            'player.stop': { actions: ['pause', 'startOver'] },
            'player.window': [
              {
                guard: 'isPastNewWindow',
                actions: ['setWindowPlaying', 'windowEngine', 'holdAtWindowEnd', 'seekToWindowEnd'],
              },
              { actions: ['setWindowPlaying', 'windowEngine'] },
            ],
            'player.paused': 'paused',
            'player.finished': 'finished',
          },
        },
        paused: {
          on: { 'player.played': { target: 'playing', actions: 'playedFromHere' } },
        },
        finished: {
          on: { 'player.played': { target: 'playing', actions: 'playedFromHere' } },
        },
      },
    },
    error: {
      on: {
        'player.retry': { target: 'loading', guard: 'hasClip', actions: 'clearError' },
        // A clip that could not be fetched is asked for again as soon as the connection is back.
        'player.online': { target: 'loading', guard: 'hasClip', actions: 'clearError' },
        // The clip arrived after all (a stalled request answered late): no message stays on it.
        'player.ready': {
          target: 'loaded',
          guard: 'hasClip',
          actions: ['clearError', 'setDuration', 'restoreSettings', 'applySettings'],
        },
        'player.played': {
          target: '#player.loaded.playing',
          guard: 'hasClip',
          actions: 'clearError',
        },
        'player.timeupdate': [
          { guard: 'isPastWindow', actions: ['holdAtWindowEnd', 'seekToWindowEnd'] },
          {
            guard: and(['hasClip', 'timeMoved']),
            target: '#player.loaded.playing',
            actions: ['clearError', 'setTime'],
          },
        ],
      },
    },
  },
});
