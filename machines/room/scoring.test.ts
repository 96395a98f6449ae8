import { describe, expect, it } from 'vitest';
import { meanMs, pointsFor, ranksOf, speedPoints, verdictOf } from './scoring.ts';

// A 20-second round closing at 100 000 ms (it started at 80 000).
const END = 100_000;
const SECONDS = 20;

describe('room scoring', () => {
  it('gives a right answer 1,000 for the whole round left', () => {
    expect(pointsFor('correct', 80_000, END, SECONDS)).toBe(1000);
  });

  it('gives a right answer its share of the round left, rounded', () => {
    expect(pointsFor('correct', 85_000, END, SECONDS)).toBe(750);
    expect(pointsFor('correct', 90_001, END, SECONDS)).toBe(500);
    expect(pointsFor('correct', 83_333, END, 30)).toBe(556);
  });

  it('never gives a right answer less than 100, however late', () => {
    expect(pointsFor('correct', 99_999, END, SECONDS)).toBe(100);
    expect(pointsFor('correct', 98_000, END, SECONDS)).toBe(100);
    expect(pointsFor('correct', 97_000, END, SECONDS)).toBe(150);
  });

  it('gives a partial answer a quarter of what a right one would have had', () => {
    expect(pointsFor('partial', 80_000, END, SECONDS)).toBe(250);
    expect(pointsFor('partial', 85_000, END, SECONDS)).toBe(188);
    expect(pointsFor('partial', 99_999, END, SECONDS)).toBe(25);
  });

  it('gives nothing for a wrong answer or none', () => {
    expect(pointsFor('wrong', 80_000, END, SECONDS)).toBe(0);
    expect(pointsFor('none', null, END, SECONDS)).toBe(0);
  });

  it('scores by the server’s times only', () => {
    expect(speedPoints(90_000, END, SECONDS)).toBe(500);
  });
});

describe('room verdicts', () => {
  const round = { answer: 'jett-q', group: 'jett' };

  it('judges the answer’s item right', () => {
    expect(verdictOf({ itemId: 'jett-q', group: 'jett' }, round)).toBe('correct');
  });

  it('judges another item of the answer’s group partial', () => {
    expect(verdictOf({ itemId: 'jett-e', group: 'jett' }, round)).toBe('partial');
  });

  it('judges an item of another group, or of no group, wrong', () => {
    expect(verdictOf({ itemId: 'sage-q', group: 'sage' }, round)).toBe('wrong');
    expect(verdictOf({ itemId: 'made-up', group: null }, round)).toBe('wrong');
  });

  it('judges no guess as no answer', () => {
    expect(verdictOf(null, round)).toBe('none');
  });
});

describe('room ranks', () => {
  it('ranks the highest score first', () => {
    const ranks = ranksOf([
      { id: 'a', score: 100 },
      { id: 'b', score: 900 },
      { id: 'c', score: 500 },
    ]);
    expect([...ranks]).toEqual([
      ['a', 3],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('shares a place between equal scores and skips the places they take (1, 1, 3)', () => {
    const ranks = ranksOf([
      { id: 'a', score: 700 },
      { id: 'b', score: 700 },
      { id: 'c', score: 200 },
      { id: 'd', score: 0 },
      { id: 'e', score: 0 },
    ]);
    expect([...ranks.values()]).toEqual([1, 1, 3, 4, 4]);
  });

  it('puts everyone first before anyone scores', () => {
    expect([
      ...ranksOf([
        { id: 'a', score: 0 },
        { id: 'b', score: 0 },
      ]).values(),
    ]).toEqual([1, 1]);
  });
});

describe('room mean times', () => {
  it('averages the times of right answers, and has none before the first', () => {
    expect(meanMs(0, 0)).toBeNull();
    expect(meanMs(3, 10_000)).toBe(3333);
  });
});
