import { describe, expect, it } from 'vitest';
import { MODE_IDS } from '../../machines/modes';
import { guessOptions } from '../../src/daily/guessOptions';
import { abilityMode } from '../../src/modes/abilityMode';
import { aceMode } from '../../src/modes/aceMode';
import { footstepsMode } from '../../src/modes/footstepsMode';
import { mapMode } from '../../src/modes/mapMode';
import { voiceMode } from '../../src/modes/voiceMode';
import type { Mode } from '../../src/modes/mode';
import { GUESS_GROUPS } from './guessables';

const descriptors: Record<string, Mode> = {
  map: mapMode,
  ability: abilityMode,
  ace: aceMode,
  voice: voiceMode,
  footsteps: footstepsMode,
};

describe('the items a daily puzzle or a room’s round takes', () => {
  it.each(MODE_IDS)('are, for %s, the game’s guess options with the game’s groups', (mode) => {
    const game = guessOptions(descriptors[mode]!);
    const server = GUESS_GROUPS[mode];
    expect(new Map(game.map((option) => [option.id, option.group]))).toEqual(server);
    // Every answer the game can deal is an item the server knows, with the group the game gives it.
    for (const candidate of descriptors[mode]!.pool) {
      expect(server.get(candidate.id)).toBe(candidate.group);
    }
  });
});
