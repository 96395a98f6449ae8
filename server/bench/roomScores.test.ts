import { describe, expect, it } from 'vitest';
import type { RevealedGuess, RoomView } from '../../machines/room/protocol.ts';
import { checkReveal, expectedPoints, expectedVerdict, ITEM_GROUPS } from './roomScores.ts';

const [ability, sameAgent] = [...ITEM_GROUPS.ability.entries()]
  .filter(([, agent], _, all) => all.filter(([, other]) => other === agent).length > 1)
  .map(([id]) => id);
const otherAgent = [...ITEM_GROUPS.ability.entries()].find(
  ([, agent]) => agent !== ITEM_GROUPS.ability.get(ability!),
)![0];

const round = { startsAt: 1_000_000, endsAt: 1_020_000 };

function view(guesses: RevealedGuess[], scores: Record<string, number>): RoomView {
  return {
    code: 'ABCDEF',
    settings: { mode: 'ability', rounds: 3, seconds: 20 },
    phase: 'reveal',
    you: 'p1',
    hostId: 'p1',
    players: Object.entries(scores).map(([id, score]) => ({
      id,
      name: id,
      connected: true,
      score,
      rank: 1,
      previousRank: null,
      answered: true,
      playing: true,
      correct: 0,
      meanMs: null,
      ranked: true,
    })),
    counts: { seats: 0, ranked: 0, playing: 0, answered: 0 },
    joinsClosed: false,
    blockedWords: [],
    screens: 0,
    game: 1,
    round: { number: 2, mode: 'ability', clip: '', peaks: '', ...round, yourGuess: null },
    reveal: { answer: ability!, guesses, found: 0, of: guesses.length },
  };
}

describe('the room bench referee', () => {
  it('scores a right answer by the share of the round left, never under 100', () => {
    expect(expectedPoints('correct', 0, round, 20)).toBe(1000);
    expect(expectedPoints('correct', 5000, round, 20)).toBe(750);
    expect(expectedPoints('correct', 19_990, round, 20)).toBe(100);
  });

  it('gives a partial answer a quarter of a right one, rounded, and a wrong one nothing', () => {
    expect(expectedPoints('partial', 5000, round, 20)).toBe(188);
    expect(expectedPoints('wrong', 5000, round, 20)).toBe(0);
    expect(expectedPoints('none', null, round, 20)).toBe(0);
  });

  it("judges another ability of the answer's agent partial", () => {
    expect(expectedVerdict('ability', sameAgent!, ability!)).toBe('partial');
    expect(expectedVerdict('ability', otherAgent, ability!)).toBe('wrong');
    expect(expectedVerdict('ability', null, ability!)).toBe('none');
  });

  const fair: RevealedGuess[] = [
    { playerId: 'p1', itemId: ability!, ms: 5000, verdict: 'correct', points: 750 },
    { playerId: 'p2', itemId: sameAgent!, ms: 5000, verdict: 'partial', points: 188 },
    { playerId: 'p3', itemId: null, ms: null, verdict: 'none', points: 0 },
  ];
  const sent = new Map([
    ['p1', ability!],
    ['p2', sameAgent!],
  ]);
  const before = new Map([
    ['p1', 100],
    ['p2', 0],
    ['p3', 40],
  ]);

  it('finds nothing wrong with a reveal that keeps the rule and adds up', () => {
    const { problems, after } = checkReveal(view(fair, { p1: 850, p2: 188, p3: 40 }), sent, before);
    expect(problems).toEqual([]);
    expect(after).toEqual(
      new Map([
        ['p1', 850],
        ['p2', 188],
        ['p3', 40],
      ]),
    );
  });

  it('reports points off the rule and a total that is not the sum of the rounds', () => {
    const guesses = fair.map((guess) =>
      guess.playerId === 'p2' ? { ...guess, points: 250 } : guess,
    );
    const { problems } = checkReveal(view(guesses, { p1: 900, p2: 250, p3: 40 }), sent, before);
    expect(problems).toEqual([
      'room ABCDEF game 1 round 2, player p2: 250 points, by the rule 188',
      'room ABCDEF game 1 round 2, player p1: total 900, the sum of their rounds 850',
    ]);
  });

  it('reports a guess lost, one counted twice and one never sent', () => {
    const guesses = [
      fair[0]!,
      fair[0]!,
      { ...fair[2]!, itemId: otherAgent, verdict: 'wrong' as const },
    ];
    const { problems } = checkReveal(view(guesses, { p1: 850, p2: 0, p3: 40 }), sent, before);
    expect(problems).toContain('room ABCDEF game 1 round 2, player p1: in the reveal twice');
    expect(problems).toContain('room ABCDEF game 1 round 2, player p2: guess lost');
    expect(problems).toContain(
      `room ABCDEF game 1 round 2, player p3: revealed ${otherAgent}, sent none`,
    );
  });

  it('reports a verdict the rule does not give', () => {
    const guesses = fair.map((guess) =>
      guess.playerId === 'p2' ? { ...guess, verdict: 'wrong' as const, points: 188 } : guess,
    );
    const { problems } = checkReveal(view(guesses, { p1: 850, p2: 188, p3: 40 }), sent, before);
    expect(problems).toEqual([
      'room ABCDEF game 1 round 2, player p2: verdict wrong, by the rule partial',
    ]);
  });
});
