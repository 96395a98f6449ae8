import { describe, expect, it } from 'vitest';
import { lineSkipHint } from './skipHint';

const VOICE_LINES = ['Death', 'Hello', 'Agent Select'];

describe('lineSkipHint', () => {
  it('names the line the next tries add: Hello from the first try on, Agent Select from the third', () => {
    expect(lineSkipHint('voice', VOICE_LINES, 0)).toBe(
      'Skip spends a try. Try 3 adds the Hello line.',
    );
    expect(lineSkipHint('voice', VOICE_LINES, 1)).toBe(
      'Skip spends a try and unlocks the Hello line.',
    );
    expect(lineSkipHint('voice', VOICE_LINES, 2)).toBe(
      'Skip spends a try. Try 5 adds the Agent Select line.',
    );
    expect(lineSkipHint('voice', VOICE_LINES, 3)).toBe(
      'Skip spends a try and unlocks the Agent Select line.',
    );
  });

  it('promises no line once every line is heard', () => {
    expect(lineSkipHint('voice', VOICE_LINES, 4)).toBe('Skip spends a try.');
  });
});
