import { describe, expect, it } from 'vitest';
import { BatchReader, encodeBatch, MAX_PAYLOAD, type BusFrame } from './bus.ts';

/** Frames as a room sends them to a relay: views of a crowded room (long, repetitive JSON). */
const views = (count: number, size: number): BusFrame[] =>
  Array.from({ length: count }, (_, i) => ({
    k: 'out',
    c: `socket${i}`,
    d: JSON.stringify({ type: 'room', room: { players: 'Ärger 名前 '.repeat(size), n: i } }),
  }));

describe('the bus’s payloads', () => {
  it('carry a short batch as JSON in one payload', () => {
    const frames: BusFrame[] = [{ k: 'open', c: 'abc', room: 'ABCDEF' }];
    const payloads = encodeBatch('p1', 7, frames);
    expect(payloads).toHaveLength(1);
    expect(new BatchReader().read(payloads[0]!, 0)).toEqual({ from: 'p1', frames });
  });

  it('cut a long batch into parts under NOTIFY’s limit, whole again in any order among others', () => {
    // Random text does not compress: the batch needs several parts.
    const noise = Array.from({ length: 4000 }, () => Math.random().toString(36).slice(2)).join('');
    const long: BusFrame[] = [{ k: 'out', c: 'x', d: noise }, ...views(30, 40)];
    const payloads = encodeBatch('p1', 8, long);
    expect(payloads.length).toBeGreaterThan(2);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(MAX_PAYLOAD);
    const reader = new BatchReader();
    const other = encodeBatch('p2', 8, views(1, 2));
    // Parts of p1's batch come last first, with p2's batch (same number) in between.
    const [first, ...rest] = [...payloads].reverse();
    expect(reader.read(first!, 0)).toBeNull();
    expect(reader.read(other[0]!, 0)).toEqual({ from: 'p2', frames: views(1, 2) });
    const read = rest.map((payload) => reader.read(payload, 0));
    expect(read.slice(0, -1).every((each) => each === null)).toBe(true);
    expect(read.at(-1)).toEqual({ from: 'p1', frames: long });
  });

  it('deflate views to a fraction of their length, a crowd’s and a few friends’ alike', () => {
    for (const frames of [views(50, 200), views(4, 40)]) {
      const json = Buffer.byteLength(JSON.stringify(frames));
      const sent = encodeBatch('p1', 1, frames).reduce((sum, each) => sum + each.length, 0);
      expect(sent).toBeLessThan(json / 4);
    }
  });

  it('drop a batch whose parts stopped coming, and refuse what is not a payload', () => {
    const payloads = encodeBatch('p1', 9, [
      { k: 'out', c: 'x', d: Array.from({ length: 3000 }, () => Math.random()).join() },
    ]);
    const reader = new BatchReader();
    expect(reader.read(payloads[0]!, 0)).toBeNull();
    reader.forgetStale(60_000);
    // The rest arrive: without the first part, nothing is read.
    expect(payloads.slice(1).map((payload) => reader.read(payload, 60_000))).toEqual(
      payloads.slice(1).map(() => null),
    );
    expect(() => reader.read('hello', 0)).toThrow();
    expect(() => reader.read('p1 1 0 1 j{not json', 0)).toThrow();
  });
});
