// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyMachineSnapshot, type AnyEventObject } from 'xstate';
import { activeLeafIds, transitionPaths } from '../test/graphCoverage';
import { STALLED_MESSAGE, STALL_MS, playerMachine, type EngineCommand } from './playerMachine';
import { DEFAULT_SETTINGS, type PlayerSettings, type SettingsKeeper } from '../settings';

/** Settings kept as a page keeps them: `stored` is what the page holds (another tab may change it). */
function keptSettings(initial: Partial<PlayerSettings> = {}) {
  const stored: PlayerSettings = { ...DEFAULT_SETTINGS, ...initial };
  const keeper: SettingsKeeper = {
    read: () => ({ ...stored }),
    write: (changed) => Object.assign(stored, changed),
  };
  return { stored, keeper };
}

/** A player whose engine records the commands it gets; the test plays the engine's part. */
function startPlayer(settings = keptSettings()) {
  const commands: EngineCommand[] = [];
  const actor = createActor(
    playerMachine.provide({
      actors: {
        engine: fromCallback<EngineCommand>(({ receive }) => receive((c) => commands.push(c))),
      },
    }),
    { input: { settings: settings.keeper } },
  ).start();
  return { actor, commands, stored: settings.stored, types: () => commands.map((c) => c.type) };
}

const clip = { url: '/maps/ascent.mp3' };

describe('player machine', () => {
  it('is not ready until a clip is loaded, then loading until the engine is ready', () => {
    const { actor, commands } = startPlayer();
    expect(actor.getSnapshot().value).toBe('notReady');
    actor.send({ type: 'player.load', clip });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(commands).toEqual([{ type: 'engine.load', clip }]);
    actor.send({ type: 'player.ready', duration: 12.5 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'ready' });
    expect(actor.getSnapshot().context.duration).toBe(12.5);
  });

  it('toggles between playing and paused, following what the engine reports', () => {
    const { actor, types } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 3 });
    actor.send({ type: 'player.toggle' });
    expect(types()).toContain('engine.play');
    actor.send({ type: 'player.played' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
    actor.send({ type: 'player.toggle' });
    expect(types().at(-1)).toBe('engine.pause');
    actor.send({ type: 'player.paused' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'paused' });
    actor.send({ type: 'player.toggle' });
    expect(types().at(-1)).toBe('engine.play');
  });

  it('finishes at the end of the clip and plays again on toggle', () => {
    const { actor, types } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 3 });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.finished' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'finished' });
    actor.send({ type: 'player.toggle' });
    expect(types().at(-1)).toBe('engine.play');
  });

  it('restarts from any loaded state by asking the engine to stop, rewind and play', () => {
    const { actor, types } = startPlayer();
    actor.send({ type: 'player.restart' });
    expect(types()).not.toContain('engine.restart');
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 3 });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.finished' });
    actor.send({ type: 'player.restart' });
    expect(types().at(-1)).toBe('engine.restart');
  });

  it('pauses on request only while playing, and seeks within the clip', () => {
    const { actor, commands, types } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 3 });
    actor.send({ type: 'player.pause' });
    expect(types()).not.toContain('engine.pause');
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.pause' });
    expect(types().at(-1)).toBe('engine.pause');
    actor.send({ type: 'player.seek', time: 9 });
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 3 });
    actor.send({ type: 'player.seek', time: -1 });
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 0 });
  });

  it('tracks the time the engine reports', () => {
    const { actor } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.timeupdate', time: 1.234 });
    expect(actor.getSnapshot().context.currentTime).toBe(1.234);
  });

  it('reads volume and mute back from storage when the clip is ready, and applies them', () => {
    const { actor, commands } = startPlayer(keptSettings({ volume: 0.6, isMuted: true }));
    actor.send({ type: 'player.load', clip });
    expect(actor.getSnapshot().context.volume).toBe(0.375);
    actor.send({ type: 'player.ready', duration: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0.6, isMuted: true });
    expect(commands.at(-1)).toEqual({ type: 'engine.settings', volume: 0.6, isMuted: true });
  });

  it('stores volume changes (clamped to 0..0.75) and mute toggles', () => {
    const { actor, commands, stored } = startPlayer();
    actor.send({ type: 'player.volume', volume: 0.9 });
    expect(stored.volume).toBe(0.75);
    actor.send({ type: 'player.volume', volume: 0.2 });
    actor.send({ type: 'player.mute' });
    expect(stored).toEqual({ volume: 0.2, isMuted: true });
    expect(commands.at(-1)).toEqual({ type: 'engine.settings', volume: 0.2, isMuted: true });
    actor.send({ type: 'player.mute' });
    expect(stored.isMuted).toBe(false);
  });

  it('moves to error with the cause, and retries the same clip', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.failed', message: 'The clip could not be loaded (HTTP 404).' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('The clip could not be loaded (HTTP 404).');
    actor.send({ type: 'player.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(commands.filter((c) => c.type === 'engine.load')).toHaveLength(2);
  });

  it('says so, with Retry, when a clip loads for 8 s without progress', () => {
    vi.useFakeTimers();
    try {
      const { actor, commands } = startPlayer();
      actor.send({ type: 'player.load', clip });
      vi.advanceTimersByTime(STALL_MS - 1000);
      actor.send({ type: 'player.progress' });
      vi.advanceTimersByTime(STALL_MS - 1000);
      expect(actor.getSnapshot().value).toBe('loading');
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.error).toBe(STALLED_MESSAGE);
      actor.send({ type: 'player.retry' });
      expect(commands.filter((c) => c.type === 'engine.load')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when a clip plays for 8 s without its time moving, and not while it moves', () => {
    vi.useFakeTimers();
    try {
      const { actor } = startPlayer();
      actor.send({
        type: 'player.load',
        clip: { ...clip, peaksUrl: `${clip.url}.peaks.json`, duration: 20 },
      });
      actor.send({ type: 'player.ready', duration: 20 });
      vi.advanceTimersByTime(STALL_MS * 2);
      expect(actor.getSnapshot().value).toEqual({ loaded: 'ready' });
      actor.send({ type: 'player.played' });
      for (let second = 1; second <= 12; second++) {
        vi.advanceTimersByTime(1000);
        actor.send({ type: 'player.timeupdate', time: second });
      }
      expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
      // The engine keeps reporting the same time: that is no progress.
      for (let tick = 0; tick < 10; tick++) {
        vi.advanceTimersByTime(STALL_MS / 10);
        actor.send({ type: 'player.timeupdate', time: 12 });
      }
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.error).toBe(STALLED_MESSAGE);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a clip that could not be fetched again as soon as the connection is back', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 3 });
    // Online again while nothing failed: nothing to do.
    actor.send({ type: 'player.online' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'ready' });
    actor.send({ type: 'player.failed', message: 'You are offline.' });
    actor.send({ type: 'player.online' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(commands.filter((c) => c.type === 'engine.load')).toHaveLength(2);
  });

  it('leaves no message on a clip that plays after all (a stalled request answered late)', () => {
    vi.useFakeTimers();
    try {
      for (const late of [
        { type: 'player.played' },
        { type: 'player.timeupdate', time: 0.4 },
      ] as const) {
        const { actor } = startPlayer();
        actor.send({ type: 'player.load', clip });
        actor.send({ type: 'player.ready', duration: 3 });
        actor.send({ type: 'player.toggle' });
        actor.send({ type: 'player.played' });
        vi.advanceTimersByTime(STALL_MS);
        expect(actor.getSnapshot().context.error).toBe(STALLED_MESSAGE);
        actor.send(late);
        expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
        expect(actor.getSnapshot().context.error).toBeNull();
      }
      const { actor } = startPlayer();
      actor.send({ type: 'player.load', clip });
      vi.advanceTimersByTime(STALL_MS);
      expect(actor.getSnapshot().value).toBe('error');
      actor.send({ type: 'player.ready', duration: 3 });
      expect(actor.getSnapshot().value).toEqual({ loaded: 'ready' });
      expect(actor.getSnapshot().context).toMatchObject({ error: null, duration: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('knows when the clip can start playing, until another clip is loaded', () => {
    const { actor } = startPlayer();
    actor.send({ type: 'player.load', clip });
    expect(actor.getSnapshot().context.playable).toBe(false);
    actor.send({ type: 'player.playable' });
    expect(actor.getSnapshot().context.playable).toBe(true);
    actor.send({ type: 'player.load', clip: { url: '/maps/bind.mp3' } });
    expect(actor.getSnapshot().context.playable).toBe(false);
  });

  it('knows when the whole clip is in the page, until another clip is loaded', () => {
    const { actor } = startPlayer();
    actor.send({ type: 'player.load', clip });
    expect(actor.getSnapshot().context.buffered).toBe(false);
    actor.send({ type: 'player.buffered' });
    expect(actor.getSnapshot().context.buffered).toBe(true);
    actor.send({ type: 'player.load', clip: { url: '/maps/bind.mp3' } });
    expect(actor.getSnapshot().context.buffered).toBe(false);
  });

  it('reports a failure after the waveform was drawn (a streamed clip)', () => {
    const { actor } = startPlayer();
    actor.send({
      type: 'player.load',
      clip: { url: '/aces/b.mp3', peaksUrl: '/aces/b.mp3.peaks.json', duration: 2 },
    });
    actor.send({ type: 'player.ready', duration: 2 });
    actor.send({ type: 'player.failed', message: 'The clip could not be loaded (HTTP 404).' });
    expect(actor.getSnapshot().value).toBe('error');
  });

  it('follows the settings another tab stored, writing nothing of its own', () => {
    const { actor, commands, stored } = startPlayer();
    actor.send({ type: 'player.volume', volume: 0.2 });
    Object.assign(stored, { isMuted: true, volume: 0.5 });
    actor.send({ type: 'player.settingsStored' });
    expect(actor.getSnapshot().context).toMatchObject({ volume: 0.5, isMuted: true });
    expect(commands.at(-1)).toEqual({ type: 'engine.settings', volume: 0.5, isMuted: true });
    expect(stored.volume).toBe(0.5);
  });

  it('stores only the setting that changed', () => {
    const { actor, stored } = startPlayer();
    actor.send({ type: 'player.volume', volume: 0.2 });
    // Another tab lowers the volume further, then this one mutes without having heard of it.
    stored.volume = 0.1;
    actor.send({ type: 'player.mute' });
    expect(stored).toEqual({ volume: 0.1, isMuted: true });
  });

  /** A 10 s clip playing from its start, limited to its first `end` seconds. */
  function playingInWindow(end: number) {
    const started = startPlayer();
    started.actor.send({ type: 'player.window', end });
    started.actor.send({ type: 'player.load', clip });
    started.actor.send({ type: 'player.ready', duration: 10 });
    started.actor.send({ type: 'player.toggle' });
    started.actor.send({ type: 'player.played' });
    return started;
  }

  it("stops at the window's end, holds the cursor there, and plays again from the start", () => {
    const { actor, commands } = playingInWindow(1);
    actor.send({ type: 'player.timeupdate', time: 0.6 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
    actor.send({ type: 'player.timeupdate', time: 1.01 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'finished' });
    expect(actor.getSnapshot().context.currentTime).toBe(1);
    expect(commands.slice(-2)).toEqual([
      { type: 'engine.pause' },
      { type: 'engine.seek', time: 1 },
    ]);
    actor.send({ type: 'player.paused' });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'finished' });
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.restart' });
  });

  it('keeps playing past the old window when it is lifted mid-play (a daily puzzle just ended)', () => {
    const { actor, commands } = playingInWindow(1);
    actor.send({ type: 'player.timeupdate', time: 0.8 });
    const sent = commands.length;
    actor.send({ type: 'player.window', end: null });
    actor.send({ type: 'player.timeupdate', time: 1.5 });
    actor.send({ type: 'player.timeupdate', time: 9.9 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
    expect(actor.getSnapshot().context.currentTime).toBe(9.9);
    // Nothing paused, sought or restarted it: the whole clip plays on to its end.
    expect(commands.slice(sent)).not.toContainEqual({ type: 'engine.pause' });
    expect(commands.slice(sent).filter((command) => command.type === 'engine.seek')).toEqual([]);
  });

  it('plays on from where it was paused inside the window', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.window', end: 2 });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.timeupdate', time: 0.5 });
    actor.send({ type: 'player.paused' });
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.play' });
  });

  it('plays a wider window from the start, not from where the last one stopped', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.window', end: 1 });
    actor.send({ type: 'player.toggle' });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.timeupdate', time: 1 });
    actor.send({ type: 'player.paused' });
    // A skip unlocks up to 2 s: Play starts at 0, not at 1 s.
    actor.send({ type: 'player.window', end: 2 });
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.restart' });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.timeupdate', time: 0.5 });
    actor.send({ type: 'player.pause' });
    actor.send({ type: 'player.paused' });
    // Paused inside the same window: Play goes on from there.
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.play' });
    actor.send({ type: 'player.played' });
    // The window lifted (the puzzle is over) while paused mid-clip: from the start again.
    actor.send({ type: 'player.pause' });
    actor.send({ type: 'player.paused' });
    actor.send({ type: 'player.window', end: null });
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.restart' });
  });

  it('starts from the start after a stop (a round that ended mid-clip)', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.toggle' });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.timeupdate', time: 4 });
    actor.send({ type: 'player.stop' });
    expect(commands.at(-1)).toEqual({ type: 'engine.pause' });
    actor.send({ type: 'player.paused' });
    actor.send({ type: 'player.toggle' });
    expect(commands.at(-1)).toEqual({ type: 'engine.restart' });
  });

  it('clamps a seek past the window to its end, and seeks freely once the window is lifted', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.window', end: 2.5 });
    actor.send({ type: 'player.seek', time: 8 });
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 2.5 });
    actor.send({ type: 'player.window', end: null });
    actor.send({ type: 'player.seek', time: 8 });
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 8 });
    actor.send({ type: 'player.played' });
    actor.send({ type: 'player.timeupdate', time: 9 });
    expect(actor.getSnapshot().value).toEqual({ loaded: 'playing' });
  });

  it('brings a click on the locked part of the waveform back to the window end', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.window', end: 2 });
    // wavesurfer seeks on a click by itself and reports the new time.
    actor.send({ type: 'player.timeupdate', time: 7 });
    expect(actor.getSnapshot().context.currentTime).toBe(2);
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 2 });
  });

  it('moves the cursor back when a narrower window leaves it outside', () => {
    const { actor, commands } = startPlayer();
    actor.send({ type: 'player.load', clip });
    actor.send({ type: 'player.ready', duration: 10 });
    actor.send({ type: 'player.timeupdate', time: 5 });
    actor.send({ type: 'player.window', end: 3 });
    expect(actor.getSnapshot().context).toMatchObject({ currentTime: 3, windowEnd: 3 });
    expect(commands.at(-1)).toEqual({ type: 'engine.seek', time: 3 });
    const seeks = commands.filter((command) => command.type === 'engine.seek').length;
    actor.send({ type: 'player.window', end: 4 });
    // A wider window moves nothing: the engine only learns how much of the clip it may show.
    expect(commands.filter((command) => command.type === 'engine.seek')).toHaveLength(seeks);
    expect(commands.at(-1)).toEqual({ type: 'engine.window', end: 4 });
    actor.send({ type: 'player.window', end: null });
    expect(commands.at(-1)).toEqual({ type: 'engine.window', end: null });
  });

  it('says so when no audio engine was provided', () => {
    const actor = createActor(playerMachine, { input: {} }).start();
    actor.send({ type: 'player.load', clip });
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toMatch(/No audio engine/);
  });
});

describe('player machine, model-based', () => {
  const silent = playerMachine.provide({ actors: { engine: fromCallback(() => {}) } });
  const events = (): AnyEventObject[] => [
    { type: 'player.load', clip },
    { type: 'player.ready', duration: 2 },
    { type: 'player.played' },
    { type: 'player.paused' },
    { type: 'player.finished' },
    { type: 'player.failed', message: 'HTTP 500' },
    { type: 'player.toggle' },
    { type: 'player.restart' },
    { type: 'player.pause' },
    { type: 'player.stop' },
    { type: 'player.seek', time: 1 },
    { type: 'player.retry' },
    { type: 'player.mute' },
    { type: 'player.volume', volume: 0.5 },
    { type: 'player.timeupdate', time: 1 },
    { type: 'player.timeupdate', time: 1.5 },
    { type: 'player.window', end: 1.2 },
    { type: 'player.window', end: null },
    { type: 'player.progress' },
    { type: 'player.stalled' },
    { type: 'player.settingsStored' },
    { type: 'player.online' },
    { type: 'player.playable' },
    { type: 'player.buffered' },
  ];
  // Mute is kept out of the key: it lives in storage too, which the walk and the replay share.
  // Whether a clip was given matters: retry needs one.
  const key = (snapshot: AnyMachineSnapshot) => {
    const clip = snapshot.context.clip;
    const kind = clip ? '' : ' (no clip)';
    const window = snapshot.context.windowEnd === null ? '' : ' (window)';
    return `${JSON.stringify(snapshot.value)}${kind}${window}`;
  };
  const { paths, leafStates } = transitionPaths(silent, { events, key });

  it('has a path for every transition, and together they reach every state', () => {
    const reached = new Set(paths.flatMap((path) => activeLeafIds(path.steps.at(-1)!.state)));
    expect([...reached].sort()).toEqual([...leafStates].sort());
    const types = new Set(events().map((event) => event.type));
    expect(new Set(paths.map((path) => path.steps.at(-1)!.event.type))).toEqual(types);
    expect(paths.map((path) => path.edge)).toContain(
      '{"loaded":"playing"} --player.stalled--> "error"',
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    const { actor, commands, types } = startPlayer();
    for (const step of path.steps) {
      const before = commands.length;
      const previous = actor.getSnapshot();
      actor.send(step.event as never);
      expect(key(actor.getSnapshot())).toBe(key(step.state as AnyMachineSnapshot));
      // The window's rule: nothing the player does or the engine reports leaves it past the end.
      const { windowEnd, currentTime } = actor.getSnapshot().context;
      if (windowEnd !== null) {
        expect(currentTime).toBeLessThanOrEqual(windowEnd);
        for (const command of commands.slice(before)) {
          if (command.type === 'engine.seek') expect(command.time).toBeLessThanOrEqual(windowEnd);
        }
        if (step.event.type === 'player.timeupdate' && step.event.time >= windowEnd) {
          expect(actor.getSnapshot().matches({ loaded: 'playing' })).toBe(false);
        }
      }
      // A toggle always reaches the engine: pause while playing, else play, from the start when
      // the cursor is held at the window's end.
      if (step.event.type === 'player.toggle') {
        const { windowEnd: end, currentTime: time, fromStart } = previous.context;
        const expected = previous.matches({ loaded: 'playing' })
          ? 'engine.pause'
          : fromStart || (end !== null && time >= end)
            ? 'engine.restart'
            : 'engine.play';
        expect(types().slice(before)).toEqual([expected]);
      }
    }
  });
});
