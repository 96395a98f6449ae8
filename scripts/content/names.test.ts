import { describe, expect, it } from 'vitest';
import { splitNames } from './names';
import type { CatalogueFile } from '../../src/content/catalogueFile';

const catalogue = {
  agents: [
    {
      id: 'astra',
      name: 'Astra',
      abilities: [{ id: 'well', name: 'Gravity Well' }],
    },
  ],
  maps: [{ id: 'ascent', name: 'Ascent' }],
  bundles: [{ id: 'prime', name: 'Prime' }],
  footsteps: [],
  voiceLines: [],
} as unknown as CatalogueFile;

describe('splitting the names by locale', () => {
  it('keeps each locale its own names, leaving out en-US and names equal to the English one', () => {
    const { problems, byLocale } = splitNames(
      {
        agents: { astra: { 'en-US': 'Astra', 'ja-JP': 'アストラ', 'de-DE': 'Astra' } },
        abilities: { well: { 'pt-BR': 'Poço Gravitacional' } },
        maps: { ascent: { 'ko-KR': '어센트' } },
        bundles: {},
      },
      catalogue,
    );
    expect(problems).toEqual([]);
    expect(byLocale['ja-JP']).toEqual({ astra: 'アストラ' });
    expect(byLocale['de-DE']).toEqual({});
    expect(byLocale['pt-BR']).toEqual({ well: 'Poço Gravitacional' });
    expect(byLocale['ko-KR']).toEqual({ ascent: '어센트' });
    expect(byLocale).not.toHaveProperty('en-US');
  });

  it('names every key that is not a catalogue id of its part, and every locale the game lacks', () => {
    const { problems } = splitNames(
      {
        agents: { ascent: { 'ja-JP': 'アセント' } },
        abilities: { well: { 'nl-NL': 'Zwaartekrachtput', 'fr-FR': ' ' } },
        maps: {},
      },
      catalogue,
    );
    expect(problems).toEqual([
      'The names file\'s agents has "ascent", which is not a catalogue agents id.',
      'The names file\'s abilities "well" has a name in "nl-NL", not a locale of the game.',
      'The names file\'s abilities "well" has an empty fr-FR name.',
      'The names file has no "bundles".',
    ]);
  });
});
