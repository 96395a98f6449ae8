import { describe, expect, it } from 'vitest';
import { bucket } from './bucket.ts';

const takes = (b: ReturnType<typeof bucket>, count: number, at: number) =>
  Array.from({ length: count }, () => b.take(at)).filter(Boolean).length;

describe('a connection’s message rate', () => {
  it('lets a burst through at once, then refuses the message past it', () => {
    const b = bucket(20, 40, 0);
    expect(takes(b, 41, 0)).toBe(40);
  });

  it('refills at its rate: half a second later, ten more', () => {
    const b = bucket(20, 40, 0);
    takes(b, 40, 0);
    expect(takes(b, 20, 500)).toBe(10);
  });

  it('never holds more than its burst after a long silence', () => {
    const b = bucket(20, 40, 0);
    expect(takes(b, 100, 3_600_000)).toBe(40);
  });

  it('refills nothing when the clock steps back', () => {
    const b = bucket(20, 40, 10_000);
    takes(b, 40, 10_000);
    expect(b.take(0)).toBe(false);
    expect(takes(b, 5, 10_100)).toBe(2);
  });
});
