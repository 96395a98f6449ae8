import { describe, expect, it } from 'vitest';
import { missedText } from './missedText';

describe('missedText', () => {
  it('counts the clips of a mode without lines', () => {
    expect(missedText({ clips: 3, answers: 3, lines: false })).toBe('Missed: 3 clips');
    expect(missedText({ clips: 1, answers: 1, lines: false })).toBe('Missed: 1 clip');
  });

  it('says which agents the lines of a mode with lines belong to', () => {
    expect(missedText({ clips: 6, answers: 2, lines: true })).toBe('Missed: 6 lines of 2 agents');
    expect(missedText({ clips: 3, answers: 1, lines: true })).toBe('Missed: 3 lines of 1 agent');
  });

  it('says none rather than a bare 0', () => {
    expect(missedText({ clips: 0, answers: 0, lines: true })).toBe('Missed: none');
    expect(missedText({ clips: 0, answers: 0, lines: false })).toBe('Missed: none');
  });
});
