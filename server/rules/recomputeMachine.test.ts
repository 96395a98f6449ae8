import { describe, expect, it, vi } from 'vitest';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import { dailyAnswerId } from '../../machines/daily/schedule';
import { dailyLedger } from '../../src/content/daily/dailyLedger';
import { recomputeResult } from './recompute';

// The game's daily machine with two of its rules changed: a partial guess solves the puzzle, and a
// repeated guess is a try. The server has no rules of its own to fall back on, so it follows.
vi.mock('../../machines/formats/daily/dailyMachine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../machines/formats/daily/dailyMachine')>();
  return {
    ...actual,
    dailyMachine: actual.dailyMachine.provide({
      guards: {
        isSolved: ({ context }) =>
          context.attempts.some((each) => each.verdict === 'correct' || each.verdict === 'partial'),
        isRepeatedGuess: () => false,
      },
    }),
  };
});

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const abilities = catalogue.agents.flatMap((agent) => agent.abilities);

describe('recomputeResult replays a result with the game’s daily machine', () => {
  it('counts as solved what the machine ends solved', () => {
    const answer = dailyAnswerId('ability', 27, dailyLedger.ability)!;
    const agent = abilities.find((each) => each.id === answer)!.agentId;
    const sameAgent = abilities.find((each) => each.agentId === agent && each.id !== answer)!;
    expect(
      recomputeResult({ mode: 'ability', puzzle: 27, guesses: [sameAgent.id] }, NOON_27),
    ).toMatchObject({ ok: true, verdicts: ['partial'], solved: true, tries: 1 });
  });

  it('counts a guess as a try when the machine takes it as one', () => {
    const answer = dailyAnswerId('map', 27, dailyLedger.map)!;
    const wrong = catalogue.maps.find((map) => map.id !== answer)!.id;
    expect(
      recomputeResult({ mode: 'map', puzzle: 27, guesses: [wrong, wrong, answer] }, NOON_27),
    ).toMatchObject({ ok: true, verdicts: ['wrong', 'wrong', 'correct'], tries: 3 });
  });
});
