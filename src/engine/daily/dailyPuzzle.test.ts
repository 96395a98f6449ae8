import { describe, expect, it } from 'vitest';
import { dailyAnswerId } from '../../../machines/daily/schedule';
import { dailyLedger } from '../../content/daily/dailyLedger';
import { mapMode } from '../../modes/mapMode';
import { dailyPuzzle } from './dailyPuzzle';

const NOV_23 = new Date('2026-11-23T23:59:59Z');

describe('dailyPuzzle', () => {
  it("opens today's puzzle with the schedule's answer", () => {
    const puzzle = dailyPuzzle(mapMode, NOV_23);
    expect(puzzle).toMatchObject({ kind: 'ready', number: 23, today: true });
    expect(puzzle.kind === 'ready' && puzzle.answer.id).toBe(
      dailyAnswerId('map', 23, dailyLedger.map),
    );
  });

  it('opens a past puzzle from the archive, not as today', () => {
    expect(dailyPuzzle(mapMode, NOV_23, 1)).toMatchObject({
      kind: 'ready',
      number: 1,
      today: false,
    });
    expect(dailyPuzzle(mapMode, NOV_23, 23)).toMatchObject({ kind: 'ready', today: true });
  });

  it("finds no puzzle before #1, after today's, or at a number that is not whole", () => {
    for (const n of [0, -1, 24, 1.5, NaN]) {
      expect(dailyPuzzle(mapMode, NOV_23, n)).toEqual({ kind: 'notFound' });
    }
  });

  it('says the clip is missing when the pack lacks the answer, and does not name it', () => {
    const emptyPack = { ...mapMode, pool: [] };
    const puzzle = dailyPuzzle(emptyPack, NOV_23);
    expect(puzzle).toEqual({ kind: 'clipMissing', mode: emptyPack, number: 23, today: true });
  });
});
