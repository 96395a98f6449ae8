import { describe, expect, it } from 'vitest';
import { dailyAnswerId } from '../../../machines/daily/schedule';
import { dailyLedger } from '../../content/daily/dailyLedger';
import { firstPuzzle } from '../../../machines/dailyModes';
import { puzzleDate } from '../../../machines/daily/calendar';
import { mapMode } from '../../modes/mapMode';
import { voiceMode } from '../../modes/voiceMode';
import type { DailyModeDescriptor } from '../../modes/mode';
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

  it('finds no puzzle of a mode from before the mode joined, as the archive lists none', () => {
    const voice = voiceMode as DailyModeDescriptor;
    const first = firstPuzzle('voice');
    const later = new Date(puzzleDate(first + 2).getTime() + 3600_000);
    expect(dailyPuzzle(voice, later, first - 1)).toEqual({ kind: 'notFound' });
    expect(dailyPuzzle(voice, later, first)).toMatchObject({ number: first, today: false });
  });

  it('says the clip is missing when the pack lacks the answer, and does not name it', () => {
    const emptyPack = { ...mapMode, pool: [] };
    const puzzle = dailyPuzzle(emptyPack, NOV_23);
    expect(puzzle).toEqual({ kind: 'clipMissing', mode: emptyPack, number: 23, today: true });
  });
});
