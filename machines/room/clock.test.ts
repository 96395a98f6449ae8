import { describe, expect, it } from 'vitest';
import {
  addSample,
  deviceTimeOf,
  estimateOffset,
  MAX_SAMPLES,
  offsetOf,
  type ClockSample,
} from './clock.ts';

/** A ping sent at device time `sent`, a trip out of `out` ms and back of `back` ms, a server `ahead` of the device. */
const ping = (sent: number, out: number, back: number, ahead: number): ClockSample => ({
  sent,
  server: sent + out + ahead,
  received: sent + out + back,
});

describe('the device clock offset', () => {
  it('finds the server clock exactly from a symmetric round trip', () => {
    expect(offsetOf(ping(1_000, 40, 40, 5_000))).toBe(5_000);
  });

  it('keeps the sample with the smallest round trip, not the latest or the mean', () => {
    const samples = [
      ping(0, 300, 20, 2_000), // a slow way out: this one alone would be 140 ms off
      ping(500, 10, 10, 2_000),
      ping(1_000, 20, 200, 2_000),
    ].reduce<ClockSample[]>(addSample, []);
    expect(estimateOffset(samples)).toEqual({ offset: 2_000, rtt: 20 });
  });

  it('is off by at most half the best round trip when the legs differ', () => {
    const { offset } = estimateOffset([ping(0, 5, 55, -700)]);
    expect(Math.abs(offset - -700)).toBeLessThanOrEqual(30);
  });

  it('ignores pongs that cannot be samples (a clock gone back, numbers that are not finite)', () => {
    const samples = [
      { sent: 100, received: 50, server: 0 },
      { sent: Number.NaN, received: 1, server: 1 },
      { sent: 0, received: 10, server: Number.POSITIVE_INFINITY },
    ].reduce<ClockSample[]>(addSample, []);
    expect(samples).toEqual([]);
    expect(estimateOffset(samples)).toEqual({ offset: 0, rtt: null });
  });

  it('forgets samples older than the last two bursts, so a changed network path counts', () => {
    let samples: ClockSample[] = [ping(0, 1, 1, 0)]; // an old, very fast sample
    for (let i = 1; i <= MAX_SAMPLES; i++)
      samples = addSample(samples, ping(i * 1_000, 30, 30, 900));
    expect(samples).toHaveLength(MAX_SAMPLES);
    expect(estimateOffset(samples).offset).toBe(900);
  });

  it('places a server time on the device clock', () => {
    // The server is 2 s ahead: its 12,000 is the device's 10,000; 2 s behind, the device's 14,000.
    expect(deviceTimeOf(12_000, 2_000)).toBe(10_000);
    expect(deviceTimeOf(12_000, -2_000)).toBe(14_000);
  });
});
