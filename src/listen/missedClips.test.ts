import { describe, expect, it } from 'vitest';
import { dailyAnswerId } from '../../machines/daily/schedule';
import { dailyLedger } from '../content/daily/dailyLedger';
import { dailyEntry } from '../storage/daily/dailyProgress';
import { missedClipsEntry } from '../storage/infinite/infinite';
import { memoryBackend } from '../test/memoryBackend';
import { createGameStore } from '../storage/store';
import { missedClips } from './missedClips';

const wrong = { guessId: 'x', verdict: 'wrong' as const };

describe('missed clips', () => {
  it("holds the answers of daily puzzles finished unsolved and infinite runs' misses, each once", () => {
    const backend = memoryBackend();
    const store = createGameStore({ backend: () => backend });
    store.write(dailyEntry('map'), {
      puzzles: {
        '2': { tries: Array.from({ length: 6 }, () => wrong), finishedOn: 2 },
        '3': { tries: [{ guessId: 'y', verdict: 'correct' }], finishedOn: 3 },
        '4': { tries: [wrong] },
      },
    });
    const dailyMiss = dailyAnswerId('map', 2, dailyLedger.map)!;
    store.write(missedClipsEntry, [
      { mode: 'map', id: dailyMiss },
      { mode: 'ace', id: 'b' },
    ]);
    expect(missedClips(store)).toEqual([
      { mode: 'map', id: dailyMiss },
      { mode: 'ace', id: 'b' },
    ]);
  });
});
