import { describe, expect, it } from 'vitest';
import { MODE_IDS } from '../../machines/modes';
import { loadMode } from '../../src/engine/deal/loadMode';
import raw from '../../src/content/catalogue.json' with { type: 'json' };
import { pools } from './clipSample';

describe("the bench's clip sample", () => {
  it.each(MODE_IDS)(
    "deals from %s's answers in the order the game does, so a fixed seed deals the clip it names",
    async (id) => {
      const mode = (await loadMode(id))!;
      const answers = new Set(mode.pool.map((item) => item.id));
      // The game's answers are those with a clip (a voice line's clip is keyed `{agentId}/{line}`).
      const bench = pools(
        raw,
        (clipMode, clipId) => clipMode === id && answers.has(clipId.split('/')[0]!),
      )[id];
      expect(bench.map(({ id, group }) => ({ id, group }))).toEqual(
        mode.pool.map(({ id, group }) => ({ id, group })),
      );
    },
  );
});
