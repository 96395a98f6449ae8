import { describe, expect, it } from 'vitest';
import { DAILY_MODES } from '../../machines/dailyModes';
import { guessOptions } from '../../src/daily/guessOptions';
import { abilityMode } from '../../src/modes/abilityMode';
import { aceMode } from '../../src/modes/aceMode';
import { mapMode } from '../../src/modes/mapMode';
import { voiceMode } from '../../src/modes/voiceMode';
import type { DailyModeDescriptor } from '../../src/modes/mode';
import { GUESS_GROUPS } from './guessables';

const descriptors: Record<string, DailyModeDescriptor> = {
  map: mapMode,
  ability: abilityMode,
  ace: aceMode,
  voice: voiceMode,
};

describe('the items a daily puzzle takes', () => {
  it.each(DAILY_MODES)('are, for %s, the game’s guess options with the game’s groups', (mode) => {
    const game = guessOptions(descriptors[mode]!);
    const server = GUESS_GROUPS[mode];
    expect(new Map(game.map((option) => [option.id, option.group]))).toEqual(server);
    // Every answer the game can deal is an item the server knows, with the group the game gives it.
    for (const candidate of descriptors[mode]!.pool) {
      expect(server.get(candidate.id)).toBe(candidate.group);
    }
  });
});
