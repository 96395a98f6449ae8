import { describe, expect, it } from 'vitest';
import { nextRandom } from '../../../machines/random';
import { DEFAULT_SETTINGS } from '../../../machines/settings';
import type { DailyTry } from '../../../machines/daily/progress';
import type { DailyRecord } from '../daily/dailyProgress';
import { createGameStore } from '../store';
import { highContrastEntry } from '../settings';
import { memoryBackend } from '../../test/memoryBackend';
import oldLink from '../../test/fixtures/moveCodeV1.json';
import { encodeCodeV1, envelope } from '../../test/moveCodeV1';
import { importChanges, mergeKept, readKept, validateEnvelope, type KeptData } from './kept';
import { exportCode, importKept, readCode } from './move';

const win = (tries: number): DailyTry[] => [
  ...Array.from({ length: tries - 1 }, () => ({ guessId: 'x', verdict: 'wrong' as const })),
  { guessId: 'a', verdict: 'correct' },
];
const loss = (): DailyTry[] =>
  Array.from({ length: 6 }, () => ({ guessId: 'x', verdict: 'wrong' as const }));

function kept(puzzles: Record<number, DailyTry[]>, extra: Partial<KeptData> = {}): KeptData {
  const ability: DailyRecord = { puzzles: {} };
  for (const [day, tries] of Object.entries(puzzles)) {
    ability.puzzles[day] =
      tries.length >= 6 || tries.some((t) => t.verdict === 'correct')
        ? { tries, finishedOn: Number(day) }
        : { tries };
  }
  return {
    settings: { ...DEFAULT_SETTINGS, highContrast: false },
    daily: { map: { puzzles: {} }, ability, ace: { puzzles: {} }, voice: { puzzles: {} } },
    bests: {},
    missed: [],
    ...extra,
  };
}

describe('merging moved stats', () => {
  it('adds the days this device has not played', () => {
    const merged = mergeKept(kept({ 1: win(2) }), kept({ 2: win(3) }));
    expect(Object.keys(merged.daily.ability.puzzles)).toEqual(['1', '2']);
  });

  it("keeps this device's result for a day both have played", () => {
    const merged = mergeKept(kept({ 1: win(2) }), kept({ 1: loss() }));
    expect(merged.daily.ability.puzzles['1'].tries).toEqual(win(2));
  });

  it('takes the code’s result for a day this device has only started', () => {
    const merged = mergeKept(kept({ 1: win(5).slice(0, 2) }), kept({ 1: win(4) }));
    expect(merged.daily.ability.puzzles['1'].tries).toEqual(win(4));
  });

  it('takes the higher best of each choice', () => {
    const merged = mergeKept(
      kept({}, { bests: { map: 9, ace: 1 } }),
      kept({}, { bests: { map: 3, ace: 8, mixed: 2 } }),
    );
    expect(merged.bests).toEqual({ map: 9, ace: 8, mixed: 2 });
  });

  it("takes the code's settings only where this device still has the defaults", () => {
    const theirs = { volume: 0.6, isMuted: true, highContrast: false };
    expect(mergeKept(kept({}), kept({}, { settings: theirs })).settings).toEqual(theirs);
    const mine = { volume: 0.1, isMuted: false, highContrast: false };
    expect(
      mergeKept(kept({}, { settings: mine }), kept({}, { settings: theirs })).settings,
    ).toEqual(mine);
  });

  it('turns high contrast on where either device has it, whatever the volume', () => {
    const on = (volume: number, highContrast: boolean) =>
      kept({}, { settings: { volume, isMuted: false, highContrast } });
    expect(mergeKept(on(0.1, false), on(0.6, true)).settings).toEqual({
      volume: 0.1,
      isMuted: false,
      highContrast: true,
    });
    expect(mergeKept(on(0.1, true), on(0.6, false)).settings.highContrast).toBe(true);
    expect(mergeKept(on(0.1, false), on(0.6, false)).settings.highContrast).toBe(false);
    expect(importChanges(on(0.1, false), on(0.1, true))).toMatchObject({
      settings: false,
      highContrast: true,
    });
    expect(importChanges(on(0.1, true), on(0.1, true)).highContrast).toBe(false);
  });

  it("keeps the language chosen here, and takes the other device's where none was", () => {
    const speaking = (locale?: 'ja-JP' | 'de-DE') =>
      kept(
        {},
        { settings: { ...DEFAULT_SETTINGS, highContrast: false, ...(locale && { locale }) } },
      );
    expect(mergeKept(speaking(), speaking('ja-JP')).settings.locale).toBe('ja-JP');
    expect(mergeKept(speaking('de-DE'), speaking('ja-JP')).settings.locale).toBe('de-DE');
    expect(mergeKept(speaking('de-DE'), speaking()).settings.locale).toBe('de-DE');
    expect(importChanges(speaking(), speaking('ja-JP')).locale).toBe('ja-JP');
    expect(importChanges(speaking('de-DE'), speaking('ja-JP')).locale).toBeNull();
    expect(importChanges(speaking(), speaking()).locale).toBeNull();
  });

  it('keeps every missed clip of both, each once', () => {
    const merged = mergeKept(
      kept({}, { missed: [{ mode: 'map', id: 'a' }] }),
      kept(
        {},
        {
          missed: [
            { mode: 'map', id: 'a' },
            { mode: 'ace', id: 'b' },
          ],
        },
      ),
    );
    expect(merged.missed).toEqual([
      { mode: 'map', id: 'a' },
      { mode: 'ace', id: 'b' },
    ]);
  });

  // Random devices: this one has played some days (finished or started); the two codes come from
  // devices that each played their own days (a player is on one device on a given day), some of which
  // this device has played too, with any result.
  function randomDevices(seed: number) {
    let state = seed;
    const random = () => {
      const next = nextRandom(state);
      state = next.seed;
      return next.value;
    };
    const tries = () => {
      const r = random();
      return r < 0.4
        ? win(1 + Math.floor(random() * 6))
        : r < 0.7
          ? loss()
          : win(6).slice(0, 1 + Math.floor(random() * 4));
    };
    const local: Record<number, DailyTry[]> = {};
    const a: Record<number, DailyTry[]> = {};
    const b: Record<number, DailyTry[]> = {};
    for (let day = 1; day <= 40; day++) {
      if (random() < 0.4) local[day] = tries();
      const other = random();
      if (other < 0.3) a[day] = tries();
      else if (other < 0.6) b[day] = tries();
    }
    const best = () =>
      random() < 0.5 ? { ability: Math.floor(random() * 60), map: Math.floor(random() * 60) } : {};
    return {
      local: kept(local, { bests: best() }),
      a: kept(a, { bests: best() }),
      b: kept(b, { bests: best() }),
    };
  }

  it('is idempotent: importing the same code twice changes nothing more than once', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { local, a } = randomDevices(seed);
      const once = mergeKept(local, a);
      expect(mergeKept(once, a)).toEqual(once);
      expect(importChanges(once, a).days).toEqual({ voice: 0, map: 0, ability: 0, ace: 0 });
      expect(importChanges(once, a).bests).toEqual([]);
    }
  });

  it('does not depend on the order of two imports', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { local, a, b } = randomDevices(seed);
      expect(mergeKept(mergeKept(local, a), b)).toEqual(mergeKept(mergeKept(local, b), a));
    }
  });

  it('never loses a day or a best of either side', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const { local, a } = randomDevices(seed);
      const merged = mergeKept(local, a);
      for (const side of [local, a]) {
        for (const day of Object.keys(side.daily.ability.puzzles))
          expect(merged.daily.ability.puzzles[day]).toBeDefined();
        for (const [choice, best] of Object.entries(side.bests)) {
          expect(merged.bests[choice as 'map']).toBeGreaterThanOrEqual(best);
        }
      }
    }
  });

  it('says what an import will change before it is made', () => {
    const changes = importChanges(
      kept({ 1: win(2) }, { bests: { ability: 5 } }),
      kept({ 1: loss(), 2: win(1), 3: loss() }, { bests: { ability: 12, map: 3 } }),
    );
    expect(changes.days).toEqual({ map: 0, ability: 2, ace: 0, voice: 0 });
    expect(changes.keptDays).toBe(1);
    expect(changes.bests).toEqual([
      { choice: 'map', from: null, to: 3 },
      { choice: 'ability', from: 5, to: 12 },
    ]);
  });
});

describe('validating a code’s content', () => {
  it("refuses data that is not marked as Earshot's", () => {
    expect(validateEnvelope({ ...kept({}) })).toBe('foreign');
    expect(validateEnvelope([1, 2])).toBe('foreign');
    expect(validateEnvelope(null)).toBe('foreign');
  });

  it('refuses data that claims to be Earshot’s but does not hold together', () => {
    const good = envelope(kept({ 1: win(2) }));
    const broken = [
      { ...good, settings: { volume: 5, isMuted: false } },
      { ...good, bests: { map: -1 } },
      { ...good, bests: { hacker: 3 } },
      { ...good, daily: { ...good.daily, ace: null } },
      { ...good, daily: { ...good.daily, map: { puzzles: { '1': { tries: 'lots' } } } } },
      { ...good, missed: [{ mode: 'map', id: '<script>' }] },
    ];
    // As JSON.parse gives it: "__proto__" as an own key, which an object literal cannot write.
    const polluted = JSON.parse(
      JSON.stringify(good).replace(
        '"map":{"puzzles":{}',
        '"map":{"puzzles":{"__proto__":{"tries":[]}}',
      ),
    );
    expect(Object.keys(polluted.daily.map.puzzles)).toEqual(['__proto__']);
    broken.push(polluted);
    for (const each of broken)
      expect(validateEnvelope(JSON.parse(JSON.stringify(each)))).toBe('invalid');
  });
});

describe('a code from before a mode had a daily puzzle', () => {
  it('reads as that mode never played', () => {
    const older: Record<string, unknown> = { ...envelope(kept({ 1: win(2) })).daily };
    delete older.voice;
    const read = validateEnvelope({ ...envelope(kept({ 1: win(2) })), daily: older });
    expect(read).not.toBe('invalid');
    expect(read !== 'invalid' && read !== 'foreign' && read.daily.voice).toEqual({ puzzles: {} });
    expect(read !== 'invalid' && read !== 'foreign' && read.daily.ability).toEqual(
      kept({ 1: win(2) }).daily.ability,
    );
  });
});

describe('a code from before high contrast moved', () => {
  it('still imports, leaving high contrast as this device has it', async () => {
    // Such a code's settings hold the volume and mute alone.
    const older = envelope(
      kept({ 1: win(2) }, { settings: { ...DEFAULT_SETTINGS, highContrast: false } }),
    );
    const sound = { volume: older.settings.volume, isMuted: older.settings.isMuted };
    const read = await readCode(
      await encodeCodeV1({ ...older, settings: { ...sound, volume: 0.2 } }),
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.kept.settings).toEqual({ volume: 0.2, isMuted: false, highContrast: false });
    const mine = kept({}, { settings: { volume: 0.375, isMuted: false, highContrast: true } });
    expect(mergeKept(mine, read.kept).settings).toEqual({
      volume: 0.2,
      isMuted: false,
      highContrast: true,
    });
  });

  it('refuses a high contrast that is not on or off', () => {
    const good = envelope(kept({}));
    expect(validateEnvelope({ ...good, settings: { ...good.settings, highContrast: 'yes' } })).toBe(
      'invalid',
    );
  });
});

describe('moving stats between two devices', () => {
  const device = () => {
    const backend = memoryBackend();
    return createGameStore({ backend: () => backend, report: () => {} });
  };

  it('carries the daily history and the bests from one device to another', async () => {
    const phone = device();
    const laptop = device();
    importKept(phone, kept({ 1: win(2), 2: win(1) }, { bests: { ability: 27 } }));
    phone.write(highContrastEntry, true);
    const read = await readCode(await exportCode(phone));
    expect(read.ok).toBe(true);
    if (read.ok) importKept(laptop, read.kept);
    const moved = readKept(laptop);
    expect(Object.keys(moved.daily.ability.puzzles)).toEqual(['1', '2']);
    expect(moved.bests).toEqual({ ability: 27 });
    expect(laptop.read(highContrastEntry)).toBe(true);
  });

  it('reads a whole link as well as a bare code', async () => {
    const phone = device();
    importKept(phone, kept({ 1: win(2) }));
    const read = await readCode(`https://earshot.example/move#${await exportCode(phone)}`);
    expect(read.ok).toBe(true);
  });

  it('imports a link made before the codes were compact (version 1) as it was made', async () => {
    const read = await readCode(`https://earshot.example/move#${oldLink.code}`);
    expect(read).toEqual({ ok: true, kept: validateEnvelope(oldLink.kept) });
    expect(read.ok && read.kept.daily.ability.puzzles['23'].tries[1].guessId).toBe(
      '5cc791a3-e06a-49bb-80f7-4535b15ce7e8',
    );
  });

  it('gives a player-worded reason for a bad code and changes nothing', async () => {
    const laptop = device();
    const before = readKept(laptop);
    const phone = device();
    importKept(phone, kept({ 1: win(2) }));
    const code = await exportCode(phone);
    for (const bad of ['', 'nonsense', code.slice(0, -12), code.replace(/^ES2/, 'ES9')]) {
      const read = await readCode(bad);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.message).toMatch(/\.$/);
    }
    expect(readKept(laptop)).toEqual(before);
    const foreign = await readCode(await encodeCodeV1({ app: 'other', data: 1 }));
    expect(foreign).toEqual({ ok: false, message: 'This is not an Earshot stats code.' });
  });
});
