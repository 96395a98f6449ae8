import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptsFor } from '../../../machines/rules/attempts';
import { abilityMode } from '../../modes/abilityMode';
import { mapMode } from '../../modes/mapMode';
import { saveDifficulty } from '../../storage/freePlay';
import { createRoundSession } from '../roundSession';
import { dealFirstRound } from './firstDeal';
import { freePlayRules } from './freePlay';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The round a session plays from a first deal, as the first round starts it. */
const roundOf = (dealt: NonNullable<Awaited<ReturnType<typeof dealFirstRound>>>) =>
  createRoundSession(dealt.mode, dealt.pool, dealt).freePlay.getSnapshot().context;

describe("free play's first deal, before the engine", () => {
  it('plays on the difficulty the player chose last time: Hard, one attempt, as the first paint says', async () => {
    saveDifficulty('ability', 'hard');
    const dealt = (await dealFirstRound('ability'))!;
    expect(dealt.plan.difficulty).toBe('hard');
    const round = roundOf(dealt);
    expect(round.difficulty).toBe('hard');
    expect(round.maxAttempts).toBe(attemptsFor(freePlayRules.ability.attemptRules, 'hard'));
    expect(round.maxAttempts).toBe(1);
    expect(round.answer).toEqual(dealt.plan.answer);
  });

  it('plays on normal, three attempts, when the player never chose', async () => {
    const round = roundOf((await dealFirstRound('ability'))!);
    expect(round.difficulty).toBe('normal');
    expect(round.maxAttempts).toBe(3);
    expect(abilityMode.pool.map((item) => item.id)).toContain(round.answer.id);
  });

  describe('offline', () => {
    /** Offline, with the service worker's cache holding the clips of `saved` alone. */
    function offlineWith(saved: readonly string[]) {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const urls = new Set(saved.map((id) => mapMode.clip(id).url));
      vi.stubGlobal('caches', {
        match: async (url: string) => (urls.has(url) ? new Response('') : undefined),
      });
    }

    it('deals only an answer whose clip is saved on this device', async () => {
      const saved = [mapMode.pool[3].id, mapMode.pool[5].id];
      offlineWith(saved);
      for (let deal = 0; deal < 10; deal++) {
        const dealt = (await dealFirstRound('map'))!;
        expect(dealt.pool.map((item) => item.id)).toEqual(saved);
        expect(saved).toContain(dealt.plan.answer.id);
        expect(saved).toContain(roundOf(dealt).answer.id);
      }
    });

    it('deals nothing when no clip of the mode is saved: the screen says so', async () => {
      offlineWith([]);
      expect(await dealFirstRound('map')).toBeUndefined();
    });
  });
});
