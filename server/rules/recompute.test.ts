import { describe, expect, it } from 'vitest';
import catalogue from '../../src/content/catalogue.json' with { type: 'json' };
import { dailyAnswerId } from '../../machines/daily/schedule';
import { dailyLedger } from '../../src/content/daily/dailyLedger';
import { countingPuzzles, isFinal } from '../../machines/community/countingDay';
import { recomputeResult } from './recompute';

// Puzzle #27 is the puzzle of 2026-11-27 (UTC).
const NOON_27 = new Date('2026-11-27T12:00:00Z');
const answerOf = (mode: 'map' | 'ability' | 'ace' | 'voice', puzzle = 27) =>
  dailyAnswerId(mode, puzzle, dailyLedger[mode])!;

// The catalogue's facts, read here apart from the server's tables: an ability's agent, an agent's role.
const abilities = catalogue.agents.flatMap((agent) => agent.abilities);
const agentOfAbility = (id: string) => abilities.find((ability) => ability.id === id)!.agentId;
const roleOf = (id: string) => catalogue.agents.find((agent) => agent.id === id)!.role.name;
const voiced = catalogue.agents.filter((agent) => catalogue.voiceLines.agentIds.includes(agent.id));

describe('recomputeResult against the real schedule', () => {
  it('solves on the day’s answer, in the try it was named', () => {
    const answer = answerOf('map');
    const others = catalogue.maps.filter((map) => map.id !== answer).map((map) => map.id);
    const result = recomputeResult(
      { mode: 'map', puzzle: 27, guesses: [others[0]!, null, answer] },
      NOON_27,
    );
    expect(result).toEqual({
      ok: true,
      mode: 'map',
      puzzle: 27,
      verdicts: ['wrong', 'skipped', 'correct'],
      solved: true,
      tries: 3,
    });
  });

  it('calls another ability of the answer’s agent partial, another agent’s wrong', () => {
    const answer = answerOf('ability');
    const agent = agentOfAbility(answer);
    const sameAgent = abilities.find((each) => each.agentId === agent && each.id !== answer)!;
    const otherAgent = abilities.filter((each) => each.agentId !== agent);
    const guesses = [sameAgent.id, ...otherAgent.slice(0, 5).map((each) => each.id)];
    const result = recomputeResult({ mode: 'ability', puzzle: 27, guesses }, NOON_27);
    expect(result).toMatchObject({
      ok: true,
      verdicts: ['partial', 'wrong', 'wrong', 'wrong', 'wrong', 'wrong'],
      solved: false,
      tries: 6,
    });
  });

  it('calls an agent of the answer’s role partial in Voice', () => {
    const answer = answerOf('voice');
    const sameRole = voiced.find(
      (agent) => agent.id !== answer && roleOf(agent.id) === roleOf(answer),
    )!;
    const otherRole = voiced.find((agent) => roleOf(agent.id) !== roleOf(answer))!;
    const result = recomputeResult(
      { mode: 'voice', puzzle: 27, guesses: [otherRole.id, sameRole.id, answer] },
      NOON_27,
    );
    expect(result).toMatchObject({ ok: true, verdicts: ['wrong', 'partial', 'correct'], tries: 3 });
  });

  it('counts six skips as a miss, and a first-try answer as 1/6', () => {
    expect(
      recomputeResult({ mode: 'ace', puzzle: 27, guesses: Array(6).fill(null) }, NOON_27),
    ).toMatchObject({ ok: true, solved: false, tries: 6 });
    expect(
      recomputeResult({ mode: 'ace', puzzle: 27, guesses: [answerOf('ace')] }, NOON_27),
    ).toMatchObject({ ok: true, solved: true, tries: 1, verdicts: ['correct'] });
  });

  it('takes yesterday’s answer as wrong today', () => {
    const yesterday = answerOf('map', 26);
    expect(yesterday).not.toBe(answerOf('map'));
    const result = recomputeResult(
      { mode: 'map', puzzle: 27, guesses: [yesterday, ...Array(5).fill(null)] },
      NOON_27,
    );
    expect(result).toMatchObject({ ok: true, verdicts: ['wrong', ...Array(5).fill('skipped')] });
  });
});

describe('what does not count', () => {
  const refusal = (claim: Parameters<typeof recomputeResult>[0], now = NOON_27) => {
    const result = recomputeResult(claim, now);
    return result.ok ? 'counted' : result.code;
  };
  const answer = answerOf('map');
  const wrong = catalogue.maps.filter((map) => map.id !== answer).map((map) => map.id);

  it('refuses a mode without a daily puzzle, and a puzzle before a mode’s first', () => {
    expect(refusal({ mode: 'footsteps', puzzle: 27, guesses: [null] })).toBe('unknown-mode');
    expect(refusal({ mode: '__proto__', puzzle: 27, guesses: [null] })).toBe('unknown-mode');
    const voiceDay25 = new Date('2026-11-25T12:00:00Z');
    expect(refusal({ mode: 'voice', puzzle: 25, guesses: Array(6).fill(null) }, voiceDay25)).toBe(
      'no-such-puzzle',
    );
  });

  it('counts only today’s puzzle: never an archive puzzle or a future one', () => {
    const sixSkips = Array(6).fill(null);
    expect(refusal({ mode: 'map', puzzle: 27, guesses: sixSkips })).toBe('counted');
    expect(refusal({ mode: 'map', puzzle: 26, guesses: sixSkips })).toBe('not-today');
    expect(refusal({ mode: 'map', puzzle: 1, guesses: sixSkips })).toBe('not-today');
    expect(refusal({ mode: 'map', puzzle: 28, guesses: sixSkips })).toBe('not-today');
  });

  it('still counts yesterday’s puzzle a few minutes after midnight UTC, and not after', () => {
    const sixSkips = Array(6).fill(null);
    const justAfter = new Date('2026-11-28T00:05:00Z');
    const later = new Date('2026-11-28T00:11:00Z');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: sixSkips }, justAfter)).toBe('counted');
    expect(refusal({ mode: 'map', puzzle: 28, guesses: sixSkips }, justAfter)).toBe('counted');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: sixSkips }, later)).toBe('not-today');
    expect(refusal({ mode: 'map', puzzle: 26, guesses: sixSkips }, justAfter)).toBe('not-today');
  });

  it('refuses items of another mode or of no mode', () => {
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [answerOf('ace')] })).toBe('unknown-item');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: ['not-an-item'] })).toBe('unknown-item');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: ['constructor'] })).toBe('unknown-item');
  });

  it('refuses more tries than a puzzle has, guesses after the solve, and the same guess twice', () => {
    expect(refusal({ mode: 'map', puzzle: 27, guesses: Array(7).fill(null) })).toBe(
      'too-many-tries',
    );
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [answer, wrong[0]!] })).toBe(
      'guess-after-solve',
    );
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [answer, null] })).toBe('guess-after-solve');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [wrong[0]!, wrong[0]!, answer] })).toBe(
      'repeated-guess',
    );
  });

  it('refuses a puzzle still being played, and a solved claim the guesses do not bear out', () => {
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [wrong[0]!, null] })).toBe('unfinished');
    expect(refusal({ mode: 'map', puzzle: 27, guesses: Array(6).fill(null), solved: true })).toBe(
      'solved-mismatch',
    );
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [answer], solved: false })).toBe(
      'solved-mismatch',
    );
    expect(refusal({ mode: 'map', puzzle: 27, guesses: [answer], solved: true })).toBe('counted');
  });
});

describe('the counting day', () => {
  it('is today’s puzzle, and yesterday’s too in the first ten minutes after 00:00 UTC', () => {
    expect(countingPuzzles(NOON_27)).toEqual([27]);
    expect(countingPuzzles(new Date('2026-11-28T00:00:00Z'))).toEqual([28, 27]);
    expect(countingPuzzles(new Date('2026-11-28T00:09:59Z'))).toEqual([28, 27]);
    expect(countingPuzzles(new Date('2026-11-28T00:10:00Z'))).toEqual([28]);
  });

  it('makes a puzzle’s numbers final once it takes no more results', () => {
    expect(isFinal(27, NOON_27)).toBe(false);
    expect(isFinal(26, NOON_27)).toBe(true);
    expect(isFinal(27, new Date('2026-11-28T00:05:00Z'))).toBe(false);
    expect(isFinal(27, new Date('2026-11-28T00:10:00Z'))).toBe(true);
  });
});
