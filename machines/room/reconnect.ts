/*
 * How long a device waits before it tries the room's server again (docs/rooms.md). Doubling
 * from half a second keeps a blip short; the cap keeps a phone that was away for minutes trying often
 * enough; the jitter spreads a room's devices after a server restart, so that fifty of them do not
 * knock on the same instant.
 */

export const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 10_000;
/** The share of the delay the jitter may add or take away. */
export const JITTER = 0.2;

/**
 * The wait before retry number `attempt` (0 for the first): 0.5 s, 1 s, 2 s, … 10 s at most, moved by
 * up to ±20 % by `random` (0 ≤ random < 1; 0.5 is no jitter).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const steps = Math.max(0, Math.min(Math.floor(attempt), 10));
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** steps);
  const spread = Math.min(Math.max(random, 0), 1) * 2 - 1;
  return Math.round(base * (1 + JITTER * spread));
}
