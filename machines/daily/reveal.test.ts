import { describe, expect, it } from 'vitest';
import {
  MIN_REVEAL_SECONDS,
  MIN_STEP_GROWTH,
  MIN_STEP_SECONDS,
  revealAt,
  dailyLines,
  revealedLines,
  revealRule,
} from './reveal';
import { DAILY_MODES, DAILY_TRIES, type DailyMode } from '../dailyModes';

/** The seconds try k (0 for the first) hears of a clip lasting `duration` seconds, the whole clip as its length. */
function heard(mode: DailyMode, k: number, duration: number): number {
  const reveal = revealAt(revealRule(mode), k, false, duration);
  if (reveal.kind !== 'seconds') throw new Error(`${mode} is revealed by lines`);
  return reveal.seconds ?? duration;
}

const ladder = (mode: DailyMode, duration: number) =>
  Array.from({ length: DAILY_TRIES }, (_, k) => heard(mode, k, duration));

const SECONDS_MODES = DAILY_MODES.filter((mode) => revealRule(mode).kind === 'seconds');

describe('what each try of a daily puzzle hears', () => {
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
    for (const mode of SECONDS_MODES) {
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
      const first = heard('ability', 0, duration);
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
    for (const mode of SECONDS_MODES) {
      for (const duration of [0.3, 0.5, 0.9, 1.6, 2.5, 4, 6, 10, 20, 38]) {
        const stages = ladder(mode, duration);
        for (let k = 1; k < stages.length; k++)
          expect(stages[k]).toBeGreaterThanOrEqual(stages[k - 1]);
        expect(stages.at(-1)).toBe(duration);
      }
    }
  });

  it('plays the whole clip on the last try and after it, and once the puzzle is over', () => {
    const whole = { kind: 'seconds', seconds: null };
    expect(revealAt(revealRule('map'), 5, false, 25)).toEqual(whole);
    expect(revealAt(revealRule('map'), 9, false, 25)).toEqual(whole);
    expect(revealAt(revealRule('map'), 1, true, 25)).toEqual(whole);
  });

  it('falls back to the ladder when the duration is unknown', () => {
    expect(revealAt(revealRule('map'), 0, false, 0)).toEqual({ kind: 'seconds', seconds: 1 });
    expect(revealAt(revealRule('ace'), 2, false, Number.NaN)).toEqual({
      kind: 'seconds',
      seconds: 1.5,
    });
    expect(revealAt(revealRule('ability'), 5, false, 0)).toEqual({
      kind: 'seconds',
      seconds: null,
    });
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
    expect(revealAt(revealRule('voice'), 0, false, 1.8)).toEqual({ kind: 'lines', lines: 1 });
    expect(revealAt(revealRule('voice'), 2, true, 1.8)).toEqual({ kind: 'lines', lines: 3 });
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
