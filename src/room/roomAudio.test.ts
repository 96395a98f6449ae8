import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * playAt against a stand-in AudioContext whose clock runs with the device's, and whose source
 * set-up takes time, as it does on a busy phone: the start must land at the instant asked for.
 */

const BUSY_MS = 230;

interface Started {
  when: number;
  offset: number;
}

class FakeContext {
  static instance: FakeContext;
  state = 'running';
  destination = {};
  started: Started[] = [];
  /** The audio clock: seconds since the context began, which began at device time 0. */
  get currentTime() {
    return Date.now() / 1000;
  }
  constructor() {
    FakeContext.instance = this;
  }
  createBufferSource() {
    const started = this.started;
    return {
      buffer: null as unknown,
      onended: null as unknown,
      // Connecting is where a busy page loses time.
      connect: () => vi.advanceTimersByTime(BUSY_MS),
      disconnect: () => {},
      start: (when: number, offset: number) => void started.push({ when, offset }),
      stop: () => {},
    };
  }
  resume() {
    return Promise.resolve();
  }
}

const clip = { duration: 20 } as AudioBuffer;

describe('playAt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
    vi.stubGlobal('AudioContext', FakeContext);
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at the instant asked for, however long setting the source up took', async () => {
    const { playAt } = await import('./roomAudio');
    expect(playAt(clip, 101_000)).not.toBeNull();
    const [start] = FakeContext.instance.started;
    expect(start!.when).toBeCloseTo(101, 6);
    expect(start!.offset).toBe(0);
  });

  it('starts a clip whose instant is past at once, as far in as the others are', async () => {
    const { playAt } = await import('./roomAudio');
    playAt(clip, 99_500);
    const [start] = FakeContext.instance.started;
    // Asked 500 ms late, and 230 ms more went by before the start: 730 ms in.
    expect(start!.when).toBeCloseTo(100.23, 6);
    expect(start!.offset).toBeCloseTo(0.73, 6);
  });

  it('plays nothing of a clip whose whole length is past', async () => {
    const { playAt } = await import('./roomAudio');
    expect(playAt(clip, 100_000 - 20_000)).toBeNull();
    expect(FakeContext.instance?.started ?? []).toEqual([]);
  });
});
