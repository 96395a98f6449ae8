/*
 * The device's estimate of the room server's clock (docs/rooms.md, "Clock"). The server
 * schedules each round's start on its own clock; a device starts the clip when its estimate of that
 * clock reaches it. A ping carries the device's time out, the pong brings the server's time back; the
 * sample with the smallest round trip is the one least skewed by a slow leg, so it is the one kept.
 */

/** Pings in a burst, sent when a socket opens, soon after (EARLY_BURSTS_MS) and every RESAMPLE_MS. */
export const PINGS_PER_BURST = 5;
/**
 * Bursts after the first, from the socket's open. A page that has just opened is busy (its code, a
 * mode's data): a pong that waits behind that work looks like a slow way back, which skews its sample
 * by up to half its round trip (a 190 ms trip measured ~95 ms off on a throttled link). Two more bursts
 * in the first seconds, once the page is idle, give samples to replace it before a game starts.
 */
export const EARLY_BURSTS_MS = [2_000, 5_000] as const;
/** Time between a burst's pings. */
export const PING_SPACING_MS = 150;
/** Time between bursts: clocks drift, and a phone's network path changes. */
export const RESAMPLE_MS = 30_000;
/** Samples kept: the latest three bursts', so that one bad burst does not undo a good one. */
export const MAX_SAMPLES = PINGS_PER_BURST * 3;

/** One ping's round trip: device times `sent` and `received`, the server's time `server`. */
export interface ClockSample {
  sent: number;
  received: number;
  server: number;
}

/** How long the sample's round trip took (a clock that went back gives 0, not a negative). */
export const roundTrip = (sample: ClockSample) => Math.max(0, sample.received - sample.sent);

/**
 * The server clock minus the device's, from one sample: the server read its clock about halfway
 * through the round trip.
 */
export const offsetOf = (sample: ClockSample) =>
  sample.server - (sample.sent + roundTrip(sample) / 2);

/** Whether a pong's numbers can be a sample at all (finite, received after it was sent). */
export function isSample(sample: ClockSample): boolean {
  return (
    Number.isFinite(sample.sent) &&
    Number.isFinite(sample.received) &&
    Number.isFinite(sample.server) &&
    sample.received >= sample.sent
  );
}

/** The samples kept after `sample` arrives: the latest MAX_SAMPLES valid ones. */
export function addSample(samples: readonly ClockSample[], sample: ClockSample): ClockSample[] {
  if (!isSample(sample)) return [...samples];
  return [...samples, sample].slice(-MAX_SAMPLES);
}

/** The best sample: the smallest round trip (the earliest of equal ones), or null with none. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const sample of samples) {
    if (best === null || roundTrip(sample) < roundTrip(best)) best = sample;
  }
  return best;
}

/** The estimated offset (server − device, ms) and the round trip it came with; 0 with no samples. */
export function estimateOffset(samples: readonly ClockSample[]): {
  offset: number;
  rtt: number | null;
} {
  const best = bestSample(samples);
  return best ? { offset: offsetOf(best), rtt: roundTrip(best) } : { offset: 0, rtt: null };
}

/** The server's time now, as the device estimates it. */
export const serverNow = (deviceNow: number, offset: number) => deviceNow + offset;

/** Server time `at` on the device's clock. */
export const deviceTimeOf = (at: number, offset: number) => at - offset;
