import { describe, expect, it } from 'vitest';
import { loadRunModes } from '../infinite/runModes';
import { loadDailyMode, loadMode, MODE_IDS } from './loadMode';

describe('a mode found by its id', () => {
  it.each(MODE_IDS)('loads the descriptor of %s, and a run of it has it', async (id) => {
    const mode = await loadMode(id);
    expect(mode?.id).toBe(id);
    expect((await loadRunModes(id))[id]).toBe(mode);
  });

  it('gives no mode for an id that is none', () => {
    expect(loadMode('mode')).toBeUndefined();
    expect(loadMode('toString')).toBeUndefined();
    expect(loadMode(undefined)).toBeUndefined();
    expect(loadDailyMode('footsteps')).toBeUndefined();
  });

  it("a run loads its choice's mode alone, and Mixed every mode", async () => {
    expect(Object.keys(await loadRunModes('voice'))).toEqual(['voice']);
    expect(Object.keys(await loadRunModes('mixed')).sort()).toEqual([...MODE_IDS].sort());
  });
});
