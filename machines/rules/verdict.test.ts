import { describe, expect, it } from 'vitest';
import type { Candidate } from './answers';
import { attemptOf, skippedAttempt, verdictFor } from './verdict';

const jettDash: Candidate = { id: 'jett-dash', name: 'Tailwind', group: 'jett' };
const jettSmoke: Candidate = { id: 'jett-smoke', name: 'Cloudburst', group: 'jett' };
const sageWall: Candidate = { id: 'sage-wall', name: 'Barrier Orb', group: 'sage' };
const ascent: Candidate = { id: 'ascent', name: 'Ascent', group: 'ascent' };
const bind: Candidate = { id: 'bind', name: 'Bind', group: 'bind' };

describe('verdictFor', () => {
  it('calls the answer itself correct', () => {
    expect(verdictFor(jettDash, jettDash)).toBe('correct');
    expect(verdictFor(ascent, ascent)).toBe('correct');
  });

  it("calls the right agent's other ability partial", () => {
    expect(verdictFor(jettSmoke, jettDash)).toBe('partial');
  });

  it("calls another agent's ability wrong", () => {
    expect(verdictFor(sageWall, jettDash)).toBe('wrong');
  });

  it('has no partial for items that are their own group (maps, bundles)', () => {
    expect(verdictFor(bind, ascent)).toBe('wrong');
  });
});

describe('attempts', () => {
  it('records a guess with its verdict, and a skip with no item', () => {
    expect(attemptOf(jettSmoke, jettDash)).toEqual({
      id: 'jett-smoke',
      name: 'Cloudburst',
      verdict: 'partial',
    });
    expect(skippedAttempt()).toEqual({ id: null, name: 'Skipped', verdict: 'skipped' });
  });
});
