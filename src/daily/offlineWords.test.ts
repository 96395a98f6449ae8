import { describe, expect, it } from 'vitest';
import { offlineTodayText } from './words/offlineWords';

describe('what the home page says of today’s puzzles offline', () => {
  it('says it is offline while the saved clips are looked up', () => {
    expect(offlineTodayText(['map', 'ability'], null)).toBe('You are offline.');
  });

  it('says every puzzle left plays when all their clips are saved', () => {
    expect(offlineTodayText(['map', 'ability', 'ace'], ['ace', 'map', 'ability'])).toBe(
      'You are offline, and today’s puzzles play all the same: Map, Ability and Ace, saved on this device.',
    );
    expect(offlineTodayText(['voice'], ['voice'])).toBe(
      'You are offline, and today’s puzzle plays all the same: Voice, saved on this device.',
    );
  });

  it('names those that can play and those that wait for a connection', () => {
    expect(offlineTodayText(['map', 'ability', 'ace'], ['ability'])).toBe(
      'You are offline. Ability can play, saved on this device; Map and Ace wait for a connection.',
    );
    expect(offlineTodayText(['map', 'ability', 'ace'], ['map', 'ace'])).toBe(
      'You are offline. Map and Ace can play, saved on this device; Ability waits for a connection.',
    );
  });

  it('says when nothing of today is saved', () => {
    expect(offlineTodayText(['map', 'ability'], [])).toBe(
      'You are offline. Today’s puzzles wait for a connection: their clips are not saved on this device yet.',
    );
    expect(offlineTodayText(['ace'], [])).toBe(
      'You are offline. Today’s puzzle waits for a connection: its clip is not saved on this device yet.',
    );
  });

  it('needs no clip when today’s puzzles are all played', () => {
    expect(offlineTodayText([], [])).toBe('You are offline. Today’s puzzles are all played.');
    expect(offlineTodayText([], null)).toBe('You are offline. Today’s puzzles are all played.');
  });
});
