import { describe, expect, it } from 'vitest';
import { verdictOf } from './verdict';

const kai = (value: number, when = 1_000) => ({ id: 7, nickname: 'Kai', value, when });

describe('verdictOf', () => {
  it('says the player beat the sender with fewer tries, or a solve against a miss', () => {
    expect(verdictOf('daily', { id: 1, value: 2 }, kai(3))).toEqual({
      text: 'You beat Kai!',
      won: true,
    });
    expect(verdictOf('round', { id: null, value: 3 }, kai(0)).text).toBe('You beat Kai!');
  });

  it('says the sender stays ahead with fewer tries, or the player missed', () => {
    expect(verdictOf('daily', { id: 1, value: 4 }, kai(3))).toEqual({
      text: 'Kai stays ahead',
      won: false,
    });
    expect(verdictOf('daily', { id: 1, value: 0 }, kai(6)).text).toBe('Kai stays ahead');
  });

  it('calls the same result a tie, whoever played first and whatever their names', () => {
    expect(verdictOf('daily', { id: 1, value: 3 }, kai(3, 0)).text).toBe('A tie with Kai');
    expect(verdictOf('daily', { id: 1, value: 3 }, kai(3, 9e9)).text).toBe('A tie with Kai');
    expect(verdictOf('run', { id: 1, value: 27 }, kai(27)).text).toBe('A tie with Kai');
  });

  it('counts a higher score as the better run', () => {
    expect(verdictOf('run', { id: 1, value: 28 }, kai(27)).won).toBe(true);
    expect(verdictOf('run', { id: 1, value: 26 }, kai(27)).text).toBe('Kai stays ahead');
  });

  it('names no winner on the sender’s own challenge', () => {
    expect(verdictOf('daily', { id: 7, value: 1 }, kai(3))).toEqual({
      text: 'Your challenge',
      won: false,
    });
  });
});
