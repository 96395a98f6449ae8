import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DAILY_MODES } from '../../../machines/dailyModes';
import { RUN_CHOICES } from '../../../machines/infiniteChoices';
import { MODE_IDS } from '../../../machines/modes';
import { DEFAULT_SETTINGS } from '../../../machines/settings';
import { readCompact, VERDICT_ORDER, writeCompact } from './compact';
import { validateEnvelope, type KeptData } from './kept';

// A small catalogue whose content editions a test can move on, as content updates do.
const catalogue = vi.hoisted(() => ({
  maps: [] as { id: string; edition?: number }[],
  abilities: [] as { id: string; edition?: number }[],
  bundles: [] as { id: string; edition?: number }[],
  agents: [] as { id: string; edition?: number }[],
  footsteps: [] as { id: string; edition?: number }[],
}));
vi.mock('../../content/sections/catalogue', () => catalogue);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => {
  catalogue.maps.splice(0, Infinity, ...[1, 2, 3].map((n) => ({ id: uuid(n) })));
  catalogue.abilities.splice(0, Infinity, ...[11, 12, 13, 14].map((n) => ({ id: uuid(n) })));
  catalogue.bundles.splice(0, Infinity, { id: uuid(21) });
  catalogue.agents.splice(0, Infinity, { id: uuid(31) }, { id: uuid(32) });
  catalogue.footsteps.splice(0, Infinity, { id: uuid(41) });
});

function kept(overrides: Partial<KeptData> = {}): KeptData {
  const daily = Object.fromEntries(DAILY_MODES.map((mode) => [mode, { puzzles: {} }]));
  return {
    settings: { ...DEFAULT_SETTINGS, highContrast: false },
    daily: daily as KeptData['daily'],
    bests: {},
    missed: [],
    ...overrides,
  };
}

/** Through the bytes and back, checked as any code's content is. */
const roundTrip = (data: KeptData) => validateEnvelope(readCompact(writeCompact(data)));

describe("a version 2 stats code's bytes", () => {
  it('carry every kept thing back as it was', () => {
    const data = kept({
      settings: { volume: 0.21, isMuted: true, highContrast: true },
      daily: {
        ...kept().daily,
        map: {
          puzzles: {
            '3': {
              tries: [
                { guessId: uuid(2), verdict: 'wrong' },
                { guessId: null, verdict: 'skipped' },
                { guessId: uuid(1), verdict: 'correct' },
              ],
              finishedOn: 3,
            },
            // Played on a later day, and one still going.
            '1': { tries: [{ guessId: uuid(3), verdict: 'correct' }], finishedOn: 9 },
            '7': { tries: [{ guessId: uuid(1), verdict: 'wrong' }] },
          },
        },
        ability: {
          puzzles: {
            '2': { tries: [{ guessId: uuid(14), verdict: 'partial' }], finishedOn: 1 },
          },
        },
      },
      bests: { mixed: 14, footsteps: 0, map: 300 },
      missed: [
        { mode: 'footsteps', id: uuid(41) },
        { mode: 'voice', id: uuid(32) },
      ],
    });
    expect(roundTrip(data)).toEqual(data);
  });

  it('carry the language the player chose, and none where none was chosen', () => {
    for (const locale of ['ar-AE', 'ja-JP', 'zh-TW'] as const) {
      const data = kept({ settings: { ...DEFAULT_SETTINGS, highContrast: true, locale } });
      expect(roundTrip(data)).toEqual(data);
    }
    expect(roundTrip(kept())).toEqual(kept());
    expect(roundTrip(kept())).not.toHaveProperty('settings.locale');
  });

  it('carry an id the catalogue does not hold in full, once however often it comes', () => {
    const data = kept({
      daily: {
        ...kept().daily,
        ace: {
          puzzles: {
            '4': {
              tries: [
                { guessId: 'x', verdict: 'wrong' },
                { guessId: 'x', verdict: 'wrong' },
                { guessId: uuid(21), verdict: 'correct' },
              ],
              finishedOn: 4,
            },
          },
        },
      },
      missed: [{ mode: 'map', id: 'x' }],
    });
    const bytes = writeCompact(data);
    expect(new TextDecoder().decode(bytes).match(/x/g)).toHaveLength(1);
    expect(roundTrip(data)).toEqual(data);
  });

  it('write an id of the catalogue in a byte or two, not its 36 characters', () => {
    const puzzles = Object.fromEntries(
      Array.from({ length: 7 }, (_, day) => [
        String(day + 1),
        {
          tries: [{ guessId: uuid(1 + (day % 3)), verdict: 'correct' as const }],
          finishedOn: day + 1,
        },
      ]),
    );
    const bytes = writeCompact(kept({ daily: { ...kept().daily, map: { puzzles } } }));
    // Four bytes a day (its number, its finishing day, its count of tries, the try), and a dozen
    // for the settings and the counts of everything else.
    expect(bytes.length).toBeLessThanOrEqual(7 * 4 + 12);
  });

  it('keep pointing at the same items after a content update adds some, anywhere', () => {
    const data = kept({
      daily: {
        ...kept().daily,
        map: { puzzles: { '1': { tries: [{ guessId: uuid(3), verdict: 'correct' }] } } },
      },
      missed: [{ mode: 'ability', id: uuid(13) }],
    });
    const bytes = writeCompact(data);
    // The update: new items among the old ones, which keep their order.
    catalogue.maps.splice(0, 0, { id: uuid(4), edition: 2 });
    catalogue.abilities.splice(2, 0, { id: uuid(15), edition: 2 }, { id: uuid(16), edition: 2 });
    expect(validateEnvelope(readCompact(bytes))).toEqual(data);
    // And a code written after the update reads with it.
    expect(roundTrip(data)).toEqual(data);
  });

  it('say a code from a later content edition comes from a newer Earshot', () => {
    catalogue.maps.push({ id: uuid(5), edition: 3 });
    const bytes = writeCompact(kept());
    catalogue.maps.pop();
    expect(readCompact(bytes)).toBe('newer');
  });

  it('say a code with more daily modes, choices or modes than this game has comes from a newer one', () => {
    const bytes = [...writeCompact(kept())];
    // Edition, volume (two bytes), flags, texts: then the count of daily modes.
    const more = [...bytes];
    more[5] = DAILY_MODES.length + 1;
    more.splice(6 + DAILY_MODES.length, 0, 0);
    expect(readCompact(Uint8Array.from(more))).toBe('newer');
    const choice = [...bytes.slice(0, -2), 1, RUN_CHOICES.length, 1, 0];
    expect(readCompact(Uint8Array.from(choice))).toBe('newer');
    const mode = [...bytes.slice(0, -1), 1, MODE_IDS.length, 1];
    expect(readCompact(Uint8Array.from(mode))).toBe('newer');
  });

  it('are damaged when cut, lengthened or pointing past their items', () => {
    const data = kept({
      daily: {
        ...kept().daily,
        map: { puzzles: { '1': { tries: [{ guessId: uuid(3), verdict: 'correct' }] } } },
      },
    });
    const bytes = writeCompact(data);
    for (let end = 0; end < bytes.length; end++) {
      expect(readCompact(bytes.slice(0, end))).toBe('damaged');
    }
    expect(readCompact(Uint8Array.from([...bytes, 0]))).toBe('damaged');
    // A reference past the maps and the texts.
    const place = bytes.indexOf(3 * 4 + 0);
    const past = Uint8Array.from(bytes);
    past[place] = 9 * 4;
    expect(readCompact(past)).toBe('damaged');
  });

  it('keep the places of verdicts and choices as codes already written have them', () => {
    expect(VERDICT_ORDER).toEqual(['correct', 'partial', 'wrong', 'skipped']);
    expect(RUN_CHOICES).toEqual(['map', 'ability', 'ace', 'mixed', 'voice', 'footsteps']);
  });
});
