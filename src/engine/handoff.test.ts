import { describe, expect, it } from 'vitest';
import type { Play } from '../shared/playFormats';
import { drawAndHandOver, sessionFor, takenOver } from './handoff';
import type { PlayerHandle } from './playerHandle';

const puzzle: Play = { format: 'daily', mode: 'map', number: 3 };

/** A session whose player draws in the box it is given, or fails to. */
function session(name: string, { fails = false } = {}) {
  const player = {
    attached: null as HTMLElement | null,
    released: false,
    attach(slot: HTMLElement) {
      if (fails) throw new Error('no canvas');
      player.attached = slot;
    },
    retain: () => () => void (player.released = true),
  };
  return { name, player: player as unknown as PlayerHandle & typeof player, stopped: false };
}

describe('the handoff from the first paint', () => {
  it('gives the session started first to the screen of its play only, until one takes it', () => {
    const started = session('started');
    const create = () => session('new');
    drawAndHandOver(
      puzzle,
      started,
      document.createElement('div'),
      () => {},
      () => {},
    );
    expect(sessionFor({ format: 'free', mode: 'map' }, create)).not.toBe(started);
    expect(sessionFor({ ...puzzle, number: 4 }, create)).not.toBe(started);
    expect(sessionFor({ format: 'infinite', choice: 'map' }, create)).not.toBe(started);
    // Asked twice (React may build a screen twice and keep one): the same session.
    expect(sessionFor(puzzle, create)).toBe(started);
    expect(sessionFor({ ...puzzle }, create)).toBe(started);
    takenOver(session('another'));
    expect(sessionFor(puzzle, create)).toBe(started);
    takenOver(started);
    expect(sessionFor(puzzle, create)).not.toBe(started);
  });

  it('stops a session that cannot draw and keeps nothing for the screen, which starts its own', () => {
    const broken = session('broken', { fails: true });
    const draw = () => {
      throw new Error('never drawn');
    };
    expect(() =>
      drawAndHandOver(
        puzzle,
        broken,
        document.createElement('div'),
        () => (broken.stopped = true),
        draw,
      ),
    ).toThrow('no canvas');
    expect(broken.stopped).toBe(true);
    expect(broken.player.released).toBe(true);
    expect(sessionFor(puzzle, () => session('new')).name).toBe('new');
  });
});
