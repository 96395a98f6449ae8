import { describe, expect, it } from 'vitest';
import { handOver, sessionFor, takenOver } from './handoff';

describe('the handoff from the first paint', () => {
  it('gives the session started first to the screen of its format and key only, until one takes it', () => {
    const started = { name: 'started' };
    const create = () => ({ name: 'new' });
    handOver('daily', 'map/3', started);
    expect(sessionFor('free', 'map', create)).not.toBe(started);
    expect(sessionFor('daily', 'map/4', create)).not.toBe(started);
    expect(sessionFor('infinite', 'map', create)).not.toBe(started);
    // Asked twice (React may build a screen twice and keep one): the same session.
    expect(sessionFor('daily', 'map/3', create)).toBe(started);
    expect(sessionFor('daily', 'map/3', create)).toBe(started);
    takenOver({ name: 'another' });
    expect(sessionFor('daily', 'map/3', create)).toBe(started);
    takenOver(started);
    expect(sessionFor('daily', 'map/3', create)).not.toBe(started);
  });
});
