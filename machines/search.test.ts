import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey, searchRank, typoDistance, typosAllowed } from './search';

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
    expect(matchesSearch('haven xyz', ['Haven'])).toBe(false);
  });

  it('finds everything when the query has nothing to search for', () => {
    expect(matchesSearch('', ['Sova'])).toBe(true);
    expect(matchesSearch(' / ', ['Sova'])).toBe(true);
  });
});

describe('typo-proof search', () => {
  it.each([
    ['bnd', 'Bind'],
    ['upraft', 'Updraft'],
    ['blndside', 'Blindside'],
    ['yoruu', 'Yoru'],
    ['tialwind', 'Tailwind'],
    ['asent', 'Ascent'],
    ['shels', 'Paint Shells'],
    ['brimstoen', 'Brimstone'],
  ])('finds %s in %s despite the typo', (query, name) => {
    expect(matchesSearch(query, [name])).toBe(true);
    expect(searchRank(query, [name])).toBeGreaterThan(2);
  });

  it('forgives more typos in longer queries, none in one or two letters', () => {
    expect(matchesSearch('bx', ['Bind'])).toBe(false);
    expect(matchesSearch('binnd', ['Bind'])).toBe(true);
    expect(matchesSearch('bnx', ['Bind'])).toBe(false);
    expect(matchesSearch('blndsde', ['Blindside'])).toBe(true);
    expect(matchesSearch('bliqqqq', ['Blindside'])).toBe(false);
  });

  it.each([
    ['bx', 'Bind', 'two letters', 'one typo', false],
    ['bnd', 'Bind', 'three letters', 'one typo', true],
    ['hxven', 'Haven', 'five letters', 'one typo', true],
    ['hxvxn', 'Haven', 'five letters', 'two typos', false],
    ['brxach', 'Breach', 'six letters', 'one typo', true],
    ['brxacx', 'Breach', 'six letters', 'two typos', false],
    ['phxenxx', 'Phoenix', 'seven letters', 'two typos', true],
    ['pxxenxx', 'Phoenix', 'seven letters', 'three typos', false],
  ])('%s in %s (%s, %s): found %s', (query, name, _letters, _typos, found) => {
    expect(matchesSearch(query, [name])).toBe(found);
  });

  it('allows no typo under three letters, one up to six, two from seven on', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(typosAllowed)).toEqual([0, 0, 1, 1, 1, 1, 2, 2, 2]);
    // A two-typo match ranks below a one-typo match.
    expect(searchRank('phxenix', ['Phoenix'])).toBe(3);
    expect(searchRank('phxenxx', ['Phoenix'])).toBe(4);
  });

  it('needs the first letter of a short query right', () => {
    expect(matchesSearch('xind', ['Bind'])).toBe(false);
    expect(matchesSearch('pearl', ['Earl'])).toBe(true);
  });

  it('ranks a typo below a name that starts with or contains the query', () => {
    expect(searchRank('bin', ['Bind'])).toBe(0);
    expect(searchRank('ind', ['Bind'])).toBe(1);
    expect(searchRank('bnd', ['Bind'])).toBe(3);
    expect(searchRank('blndsdie', ['Blindside'])).toBe(4);
  });

  it('counts a swap of two letters as one typo', () => {
    expect(typoDistance('ab', 'ba', 2)).toBe(1);
    expect(typoDistance('updarft', 'updraft', 2)).toBe(1);
    expect(typoDistance('zzzz', 'abcd', 1)).toBe(2);
  });
});

describe("search in the game's other languages", () => {
  // Names as the game writes them (src/content/names/), each with its English name beside it, as a
  // gallery in that locale offers them to search.
  const gravityWell = {
    'pt-BR': ['Poço Gravitacional', 'Gravity Well'],
    'tr-TR': ['ÇEKİM ALANI', 'Gravity Well'],
    'ja-JP': ['グラビティウェル', 'Gravity Well'],
  };

  it.each([
    ['gravitacional', gravityWell['pt-BR']],
    ['poco', gravityWell['pt-BR']],
    ['ÇEKİM', gravityWell['tr-TR']],
    ['çekim alanı', gravityWell['tr-TR']],
    ['CEKIM ALANI', gravityWell['tr-TR']],
    ['ぐらびてぃうぇる', gravityWell['ja-JP']],
    ['グラビティウエル', gravityWell['ja-JP']],
    ['ｸﾞﾗﾋﾞﾃｨ', gravityWell['ja-JP']],
    ['gravity', gravityWell['ja-JP']],
    ['jett', ['ジェット', 'Jett']],
    ['ＪＥＴＴ', ['ジェット', 'Jett']],
    ['じぇっと', ['ジェット', 'Jett']],
  ])('"%s" finds %j', (query, texts) => {
    expect(matchesSearch(query, texts)).toBe(true);
  });

  it('still tells names apart', () => {
    expect(matchesSearch('ぐらびてぃうぇる', ['ジェット', 'Jett'])).toBe(false);
    expect(matchesSearch('çekim', ['Poço Gravitacional', 'Gravity Well'])).toBe(false);
    expect(matchesSearch('ＪＥＴＴ', ['レイズ', 'Raze'])).toBe(false);
  });

  it('keys the Turkish capitals İ and I, and ı, as i', () => {
    expect(searchKey('ÇEKİM ALANI')).toBe(searchKey('çekim alanı'));
    expect(searchKey('ÇEKİM ALANI')).toBe('cekimalani');
  });
});
