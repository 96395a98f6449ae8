import { describe, expect, it } from 'vitest';
import { MODES_BY_ID } from '../infinite/runModes';
import { loadDailyMode, loadMode, MODE_IDS } from './loadMode';

describe('a mode found by its id', () => {
  it.each(MODE_IDS)('loads the descriptor of %s, and a run has it', async (id) => {
    const mode = await loadMode(id);
    expect(mode?.id).toBe(id);
    expect(MODES_BY_ID[id]).toBe(mode);
  });

  it('gives no mode for an id that is none', () => {
    expect(loadMode('mode')).toBeUndefined();
    expect(loadMode('toString')).toBeUndefined();
    expect(loadMode(undefined)).toBeUndefined();
    expect(loadDailyMode('footsteps')).toBeUndefined();
  });

  it('runs have every mode and no other', () => {
    expect(Object.keys(MODES_BY_ID).sort()).toEqual([...MODE_IDS].sort());
  });
});
