import { describe, expect, it } from 'vitest';
import { dailyAnswerId, dailyCycle } from '../../../machines/daily/schedule';
import { shareText } from '../../../machines/daily/share';
import { DAILY_MODES, firstPuzzle, type DailyMode } from '../../../machines/dailyModes';
import before from '../../test/fixtures/dailiesBeforeUpdate.json';
import editions from '../editions.json' with { type: 'json' };
import { abilities, agents, bundles, maps } from '../sections/catalogue';
import { dailyLedger } from './dailyLedger';

const catalogue: Record<DailyMode, readonly { id: string; name: string; agentId?: string }[]> = {
  map: maps,
  ability: abilities,
  ace: bundles,
  voice: agents,
};
const nameOf = (mode: DailyMode, id: string | null) =>
  catalogue[mode].find((item) => item.id === id)?.name;

describe('the daily ledger', () => {
  it('has a row for every item of the catalogue, once', () => {
    for (const mode of DAILY_MODES) {
      const ids = dailyLedger[mode].map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      const missing = catalogue[mode].filter((item) => !ids.includes(item.id));
      // `npm run content:update` adds them, from a puzzle after the day it runs.
      expect(missing, `dailyLedger.${mode} has no row for these`).toEqual([]);
    }
  });

  it('gives each ability its own agent as its group', () => {
    for (const row of dailyLedger.ability) {
      expect(row.group).toBe(abilities.find((ability) => ability.id === row.id)?.agentId);
    }
  });

  it('keeps the first week of puzzles as they were published', () => {
    const week = (mode: DailyMode) =>
      [1, 2, 3, 4, 5, 6, 7].map((n) => nameOf(mode, dailyAnswerId(mode, n, dailyLedger[mode])));
    expect(week('map')).toEqual([
      'Split',
      'Haven',
      'Ascent',
      'Fracture',
      'Bind',
      'Team Deathmatch',
      'Breeze',
    ]);
    expect(week('ability')).toEqual([
      'Blaze',
      'Tailwind',
      'Incendiary',
      'Ruse',
      'Guiding Light',
      'Contingency',
      'Showstopper',
    ]);
    expect(week('ace')).toEqual([
      'RGX 11z Pro',
      'Bolt',
      'Helix',
      'Arcane',
      'Champions 2023',
      'Mystbloom',
      'Sentinels of Light',
    ]);
  });

  it('keeps every puzzle published before the first content update, #1 to #27 (2026-11-27)', () => {
    for (const mode of DAILY_MODES) {
      const days = Array.from({ length: 27 }, (_, i) =>
        dailyAnswerId(mode, i + 1, dailyLedger[mode]),
      );
      expect(days, mode).toEqual(before[mode].slice(0, 27));
    }
  });

  it('changes no day of a cycle begun before a content update’s items could be answers', () => {
    for (const { firstPuzzle } of editions.editions) {
      for (const mode of DAILY_MODES) {
        const running = dailyCycle(mode, firstPuzzle - 1, dailyLedger[mode])!;
        const last = Math.min(running.start + running.order.length - 1, before[mode].length);
        const days = Array.from({ length: last }, (_, i) =>
          dailyAnswerId(mode, i + 1, dailyLedger[mode]),
        );
        expect(days, `${mode} #1 to #${last}`).toEqual(before[mode].slice(0, last));
      }
    }
  });

  it('makes each item an answer in the first cycle that starts on or after its `since`', () => {
    for (const mode of DAILY_MODES) {
      for (const row of dailyLedger[mode]) {
        let cycle = dailyCycle(mode, row.since, dailyLedger[mode])!;
        if (cycle.start < row.since) {
          cycle = dailyCycle(mode, cycle.start + cycle.order.length, dailyLedger[mode])!;
        }
        expect(cycle.order, `${mode} ${row.id} from #${row.since}`).toContain(row.id);
      }
    }
  });

  it("starts each mode's puzzles at the first puzzle its descriptor names", () => {
    for (const mode of DAILY_MODES) {
      const first = firstPuzzle(mode);
      expect(Math.min(...dailyLedger[mode].map((row) => row.since)), mode).toBe(first);
      expect(dailyAnswerId(mode, first, dailyLedger[mode]), mode).not.toBeNull();
      if (first > 1) expect(dailyAnswerId(mode, first - 1, dailyLedger[mode]), mode).toBeNull();
    }
  });

  it("starts Voice lines' puzzles at #26, the day after it went live, and deals every agent once a cycle", () => {
    const voice = (n: number) => dailyAnswerId('voice', n, dailyLedger.voice);
    expect([1, 24, 25].map(voice)).toEqual([null, null, null]);
    const cycle = dailyCycle('voice', 26, dailyLedger.voice)!;
    expect(cycle.start).toBe(26);
    const launched = dailyLedger.voice.filter((row) => row.since <= 26).map((row) => row.id);
    expect([...cycle.order].sort()).toEqual(launched.sort());
    expect(cycle.order.every((id) => agents.some((agent) => agent.id === id))).toBe(true);
  });

  it('shares no answer name in the first two hundred days', () => {
    for (const mode of DAILY_MODES) {
      for (let n = 1; n <= 200; n++) {
        const answer = nameOf(mode, dailyAnswerId(mode, n, dailyLedger[mode]));
        // Voice lines' puzzles start after the day they went live.
        if (answer === undefined) continue;
        const text = shareText({
          mode,
          puzzle: n,
          tries: [
            { guessId: dailyAnswerId(mode, n + 1, dailyLedger[mode]), verdict: 'wrong' },
            { guessId: dailyAnswerId(mode, n, dailyLedger[mode]), verdict: 'correct' },
          ],
          url: `https://earshot.example/daily/${mode}`,
        });
        expect(text.toLowerCase()).not.toContain(answer.toLowerCase());
      }
    }
  });
});
