import { describe, expect, it } from 'vitest';
import {
  MIN_REVEAL_SECONDS,
  MIN_STEP_GROWTH,
  MIN_STEP_SECONDS,
  dailyLines,
  revealedLines,
  revealSeconds,
} from './reveal';
import { DAILY_MODES, DAILY_TRIES, type DailyMode } from '../dailyModes';

const ladder = (mode: DailyMode, duration: number) =>
  Array.from({ length: DAILY_TRIES }, (_, k) => revealSeconds(mode, k, duration));

describe('revealSeconds', () => {
  it('opens a map theme one second at first, then 2, 4, 7 and 12, and the whole theme last', () => {
    expect(ladder('map', 30)).toEqual([1, 2, 4, 7, 12, 30]);
  });

  it('opens an ace sound half a second at first and the whole sound last', () => {
    expect(ladder('ace', 6.2)).toEqual([0.5, 1, 1.5, 2.5, 4, 6.2]);
  });

  it('opens a typical ability sound 0.4 s at first and the whole sound last', () => {
    expect(ladder('ability', 3)).toEqual([0.4, 0.7, 1, 1.5, 2.5, 3]);
  });

  it('gives a 1.3 s ability clip steps worth a try, and the whole clip on try 4', () => {
    // Was 0.25, 0.43, 0.65, 0.87, 1.08: steps of a fifth of a second.
    expect(ladder('ability', 1.3)).toEqual([0.25, 0.55, 0.85, 1.3, 1.3, 1.3]);
  });

  it('adds at least 0.3 s and 40 % of what was heard with every try, until the whole clip', () => {
    for (const mode of DAILY_MODES) {
      for (let duration = 0.55; duration <= 40; duration += 0.05) {
        const stages = ladder(mode, duration);
        for (let k = 1; k < stages.length; k++) {
          const [before, now] = [stages[k - 1], stages[k]];
          if (before === duration) {
            expect(now).toBe(duration);
            continue;
          }
          const step =
            now === duration
              ? MIN_STEP_SECONDS
              : Math.max(MIN_STEP_SECONDS, MIN_STEP_GROWTH * before);
          expect(now - before, `${mode} ${duration} s, try ${k + 1}`).toBeGreaterThanOrEqual(
            step - 0.011,
          );
        }
      }
    }
  });

  it('gives a part of any clip on the first try, and a sixth at most of a short one', () => {
    for (const duration of [0.3, 0.5, 0.9, 1.3, 2, 2.5]) {
      const first = revealSeconds('ability', 0, duration);
      expect(first).toBeLessThan(duration);
      expect(first).toBeLessThanOrEqual(Math.max(MIN_REVEAL_SECONDS, duration / 6) + 0.005);
    }
  });

  it('never plays less than a quarter second, nor more than the clip', () => {
    expect(ladder('ability', 0.48)[0]).toBe(MIN_REVEAL_SECONDS);
    expect(ladder('ability', 0.48)[1]).toBe(0.48);
    expect(ladder('ability', 0.2)[0]).toBe(0.2);
  });

  it('hears more, never less, with every try, in every mode and at every length', () => {
    for (const mode of DAILY_MODES) {
      for (const duration of [0.3, 0.5, 0.9, 1.6, 2.5, 4, 6, 10, 20, 38]) {
        const stages = ladder(mode, duration);
        for (let k = 1; k < stages.length; k++)
          expect(stages[k]).toBeGreaterThanOrEqual(stages[k - 1]);
        expect(stages.at(-1)).toBe(duration);
      }
    }
  });

  it('plays the whole clip on the last try and after it', () => {
    expect(revealSeconds('map', 5, 25)).toBe(25);
    expect(revealSeconds('map', 9, 25)).toBe(25);
  });

  it('falls back to the ladder when the duration is unknown', () => {
    expect(revealSeconds('map', 0, 0)).toBe(1);
    expect(revealSeconds('ace', 2, Number.NaN)).toBe(1.5);
    expect(revealSeconds('ability', 5, 0)).toBe(Infinity);
  });
});

describe('revealedLines', () => {
  it('gives Voice the death line on tries 1-2, hello too on 3-4 and Agent Select on 5-6', () => {
    expect(Array.from({ length: DAILY_TRIES }, (_, k) => revealedLines('voice', k))).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
    expect(revealedLines('voice', 9)).toBe(3);
  });

  it('plays each line whole, and gives a mode revealed by seconds its one clip', () => {
    expect(revealSeconds('voice', 0, 1.8)).toBe(1.8);
    expect(revealedLines('map', 3)).toBe(1);
  });
});

describe('dailyLines', () => {
  it('has the lines the try reveals, the newest of them the one a skip or a miss unlocked', () => {
    expect(dailyLines('voice', 3, 0, false)).toEqual({ unlocked: 1, newest: 0 });
    expect(dailyLines('voice', 3, 2, false)).toEqual({ unlocked: 2, newest: 1 });
    expect(dailyLines('voice', 3, 4, false)).toEqual({ unlocked: 3, newest: 2 });
  });

  it('opens every line at the end, the newest staying the one the tries unlocked', () => {
    expect(dailyLines('voice', 3, 1, true)).toEqual({ unlocked: 3, newest: 0 });
  });

  it('never has more lines than the mode', () => {
    expect(dailyLines('voice', 2, 5, false)).toEqual({ unlocked: 2, newest: 1 });
  });
});
