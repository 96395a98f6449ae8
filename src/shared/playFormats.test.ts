import { describe, expect, it } from 'vitest';
import { DAILY_MODES } from '../../machines/dailyModes';
import { INFINITE_CHOICES } from '../../machines/infiniteChoices';
import { MODE_IDS } from '../../machines/modes';
import { playKey, readPlayKey, type Play } from './playFormats';

const plays: Play[] = [
  ...MODE_IDS.map((mode) => ({ format: 'free', mode }) as const),
  ...DAILY_MODES.flatMap((mode) =>
    [1, 27, 999_999].map((number) => ({ format: 'daily', mode, number }) as const),
  ),
  ...INFINITE_CHOICES.map((choice) => ({ format: 'infinite', choice }) as const),
];

describe("a play's key", () => {
  it('reads back as the play it was written for, one key per play', () => {
    for (const play of plays) expect(readPlayKey(playKey(play)), playKey(play)).toEqual(play);
    expect(new Set(plays.map(playKey)).size).toBe(plays.length);
  });

  it('names no play for text it does not write', () => {
    for (const text of [
      undefined,
      '',
      'map',
      'free:',
      'free:nothing',
      'free:toString',
      'free:map/3',
      'daily:map',
      'daily:footsteps/3',
      'daily:map/1e3',
      'daily:map/-1',
      'daily:map/1234567',
      'infinite:map/3',
      'infinite:everything',
      'replay:map',
      'free:map ',
      '<img src=x>',
    ]) {
      expect(readPlayKey(text), String(text)).toBeNull();
    }
  });
});
