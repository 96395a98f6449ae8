import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchClip } from './prefetchClip';

describe('prefetchClip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new Uint8Array(8)))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the clip after a pause, once', async () => {
    prefetchClip({ url: '/maps/next.mp3' });
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0][0]).toBe('/maps/next.mp3');
    prefetchClip({ url: '/maps/next.mp3' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("fetches a delivered clip's peaks with it", async () => {
    prefetchClip({ url: '/maps/lotus.mp3', peaksUrl: '/maps/lotus.mp3.peaks.json', duration: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).toEqual([
      '/maps/lotus.mp3',
      '/maps/lotus.mp3.peaks.json',
    ]);
  });

  it('does nothing when cancelled before the pause is over', async () => {
    const cancel = prefetchClip({ url: '/aces/other.mp3' });
    cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('swallows a failed prefetch', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    prefetchClip({ url: '/abilities/a/offline.wav' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
