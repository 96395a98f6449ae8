import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from './search';

describe('searchKey', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(searchKey('KAY/O')).toBe('kayo');
    expect(searchKey('Nebula  / Dissipate')).toBe('nebuladissipate');
    expect(searchKey('Pick-me-up')).toBe('pickmeup');
    expect(searchKey('Café')).toBe('cafe');
  });

  it('reads look-alike letters as the letters they look like', () => {
    expect(searchKey('XERØFANG')).toBe('xerofang');
    expect(searchKey('Æther')).toBe('aether');
  });
});

describe('matchesSearch', () => {
  it.each([
    ['kayo', 'KAY/O'],
    ['xerofang', 'XERØFANG'],
    ['glitch pop', 'Glitchpop'],
    ['rgx11z', 'RGX 11z Pro'],
    ['ice box', 'Icebox'],
    ['gaia’s', "Gaia's Vengeance"],
    ['updraft', 'Updraft'],
    ['EXO', 'EX.O'],
  ])('finds %s in %s', (query, name) => {
    expect(matchesSearch(query, [name])).toBe(true);
  });

  it('finds an item by another of its names', () => {
    expect(matchesSearch('tdm', ['Team Deathmatch'])).toBe(false);
    expect(matchesSearch('tdm', ['Team Deathmatch', 'TDM'])).toBe(true);
  });

  it('finds nothing that does not contain the query', () => {
    expect(matchesSearch('jet', ['Sova'])).toBe(false);
    expect(matchesSearch('haven x', ['Haven'])).toBe(false);
  });

  it('finds everything when the query has nothing to search for', () => {
    expect(matchesSearch('', ['Sova'])).toBe(true);
    expect(matchesSearch(' / ', ['Sova'])).toBe(true);
  });
});
