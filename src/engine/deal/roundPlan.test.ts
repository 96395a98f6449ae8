import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { freePlayMachine } from '../../../machines/formats/freePlayMachine';
import { abilityMode } from '../../modes/abilityMode';
import { saveRound } from '../../storage/freePlay';
import { freePlayRules } from './freePlay';
import { planRound } from './roundPlan';

afterEach(() => sessionStorage.clear());

/** The first answer the free-play machine deals from a plan, as a session gives it the plan. */
function machineFirstAnswer(plan: ReturnType<typeof planRound>) {
  const actor = createActor(freePlayMachine, {
    input: {
      pool: abilityMode.pool,
      attemptRules: freePlayRules.ability.attemptRules,
      difficulty: plan.difficulty,
      resume: plan.resume,
      seed: plan.seed,
    },
  });
  return actor.getSnapshot().context.answer;
}

describe('planRound', () => {
  it('names the answer the machine deals first: the clip the first paint requests is the round’s', () => {
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const plan = planRound(abilityMode, abilityMode.pool);
      expect(machineFirstAnswer(plan)).toEqual(plan.answer);
      answers.add(plan.answer.id);
    }
    // Random from one plan to the next.
    expect(answers.size).toBeGreaterThan(1);
  });

  it('plays on with the round saved before a reload, its tries kept', () => {
    const [answer] = abilityMode.pool;
    const missed = abilityMode.pool.find((item) => item.group !== answer.group)!;
    saveRound('ability', {
      answerId: answer.id,
      difficulty: 'normal',
      attempts: [{ id: missed.id, name: missed.name, verdict: 'wrong' }],
    });
    const plan = planRound(abilityMode, abilityMode.pool);
    expect(plan.answer).toEqual(answer);
    expect(plan.difficulty).toBe('normal');
    expect(plan.resume?.attempts.map((attempt) => attempt.id)).toEqual([missed.id]);
    expect(machineFirstAnswer(plan)).toEqual(answer);
    // Dealt again for another pool (a given difficulty): afresh.
    expect(planRound(abilityMode, abilityMode.pool, 'normal').resume).toBeUndefined();
  });
});
