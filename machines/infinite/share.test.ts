import { describe, expect, it } from 'vitest';
import { infiniteShareText } from './share';

describe('the infinite share text', () => {
  it('names the choice, the score and the rank, then the address', () => {
    expect(
      infiniteShareText({ choice: 'ability', score: 27, url: 'https://earshot.example/infinite' }),
    ).toBe('Earshot Infinite · Ability · 27 · Diamond\nhttps://earshot.example/infinite');
  });

  it('names Mixed runs', () => {
    expect(infiniteShareText({ choice: 'mixed', score: 0, url: 'u' })).toBe(
      'Earshot Infinite · Mixed · 0 · Iron\nu',
    );
  });
});
