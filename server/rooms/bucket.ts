/**
 * A token bucket: `perSecond` messages a second on average, `burst` at once. Each connection has its
 * own, so one flooding device is closed without slowing anyone else's.
 */
export interface Bucket {
  /** Takes one token at `now` (ms); false when the bucket is empty: the message is over the rate. */
  take: (now: number) => boolean;
}

export function bucket(perSecond: number, burst: number, start: number): Bucket {
  let tokens = burst;
  let last = start;
  return {
    take(now) {
      // A clock that steps back refills nothing.
      tokens = Math.min(burst, tokens + (Math.max(0, now - last) * perSecond) / 1000);
      last = Math.max(last, now);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
