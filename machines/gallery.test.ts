import { describe, expect, it } from 'vitest';
import { arrangeGallery, matchingChoices, type Searchable, foundByOtherName } from './gallery';
import { shuffle } from './random';

describe('arrangeGallery', () => {
  const items = [{ name: 'bind' }, { name: 'Ascent' }, { name: 'Icebox' }, { name: 'Breeze' }];

  it('sorts by name, ignoring case, on normal', () => {
    const names = arrangeGallery(items, { difficulty: 'normal', seed: 1, query: '' }).map(
      (i) => i.name,
    );
    expect(names).toEqual(['Ascent', 'bind', 'Breeze', 'Icebox']);
  });

  it('shuffles on hard, the same way for the same seed', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `item ${String(i).padStart(2, '0')}`,
    }));
    const first = arrangeGallery(many, { difficulty: 'hard', seed: 3, query: '' });
    expect(first).toEqual(arrangeGallery(many, { difficulty: 'hard', seed: 3, query: '' }));
    expect(first).not.toEqual(arrangeGallery(many, { difficulty: 'normal', seed: 3, query: '' }));
    expect([...first].sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      arrangeGallery(many, { difficulty: 'normal', seed: 3, query: '' }),
    );
  });

  it('narrows to a case-insensitive substring and sorts the matches by name', () => {
    const names = arrangeGallery(items, { difficulty: 'hard', seed: 9, query: 'BR' }).map(
      (i) => i.name,
    );
    expect(names).toEqual(['Breeze']);
    const withE = arrangeGallery(items, { difficulty: 'hard', seed: 9, query: 'e' }).map(
      (i) => i.name,
    );
    expect(withE).toEqual(['Ascent', 'Breeze', 'Icebox']);
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const output = shuffle(input, 11);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...output].sort()).toEqual(input);
  });
});

describe('arrangeGallery finds what the player heard', () => {
  const jett = {
    name: 'Jett',
    choices: [{ name: 'Updraft' }, { name: 'Tailwind' }, { name: 'Cloudburst' }],
  };
  const agents = [
    { name: 'Sova', choices: [{ name: 'Recon Bolt' }, { name: 'Owl Drone' }] },
    jett,
    { name: 'KAY/O', choices: [{ name: 'ZERO/POINT' }, { name: 'FRAG/ment' }] },
  ];
  const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
  const search = <T extends Searchable>(
    items: readonly T[],
    query: string,
    difficulty = 'normal',
  ) => arrangeGallery(items, { difficulty: difficulty as 'normal' | 'hard', seed: 4, query });

  it('finds an agent by one of its abilities', () => {
    expect(names(search(agents, 'updraft'))).toEqual(['Jett']);
    expect(names(search(agents, 'drone'))).toEqual(['Sova']);
  });

  it('marks the abilities that match, and none without a search', () => {
    expect(names(matchingChoices(jett.choices, 'up draft'))).toEqual(['Updraft']);
    expect(names(matchingChoices(jett.choices, 'JETT'))).toEqual([]);
    expect(matchingChoices(jett.choices, ' ')).toEqual([]);
  });

  it('ignores case, punctuation and spacing in names and abilities', () => {
    expect(names(search(agents, 'kayo'))).toEqual(['KAY/O']);
    expect(names(search(agents, 'zero point'))).toEqual(['KAY/O']);
  });

  it('finds an item by its other names, and a hard ability by its agent', () => {
    const maps = [
      { name: 'Team Deathmatch', searchTexts: ['Team Deathmatch', 'TDM'] },
      { name: 'Icebox' },
      { name: 'Haven' },
    ];
    expect(names(search(maps, 'tdm'))).toEqual(['Team Deathmatch']);
    expect(names(search(maps, 'ice box'))).toEqual(['Icebox']);
    const hard = [
      { name: 'Updraft', searchTexts: ['Updraft', 'Jett'] },
      { name: 'Tailwind', searchTexts: ['Tailwind', 'Jett'] },
      { name: 'Owl Drone', searchTexts: ['Owl Drone', 'Sova'] },
    ];
    expect(names(search(hard, 'jett', 'hard'))).toEqual(['Tailwind', 'Updraft']);
  });

  it('finds despite a typo, after the items that contain the query', () => {
    expect(names(search(agents, 'upraft'))).toEqual(['Jett']);
    expect(names(matchingChoices(jett.choices, 'upraft'))).toEqual(['Updraft']);
    const maps = [{ name: 'Bind' }, { name: 'Abyss' }, { name: 'Bindle' }, { name: 'Band' }];
    expect(names(search(maps, 'bind'))).toEqual(['Bind', 'Bindle', 'Band']);
  });

  it('treats a query of spaces and punctuation as no search', () => {
    expect(names(search(agents, ' / '))).toEqual(['Jett', 'KAY/O', 'Sova']);
  });
});

describe('the other name a search found an item by', () => {
  const well = { name: 'Poço Gravitacional', englishName: 'Gravity Well' };

  it('is the English name, where only it matches', () => {
    expect(foundByOtherName(well, 'gravity')).toBe('Gravity Well');
    expect(foundByOtherName(well, 'well')).toBe('Gravity Well');
  });

  it('is none where the local name matches, nothing is typed, or the names are one', () => {
    expect(foundByOtherName(well, 'gravitacional')).toBeNull();
    expect(foundByOtherName(well, '  ')).toBeNull();
    expect(foundByOtherName({ name: 'Jett', englishName: 'Jett' }, 'jett')).toBeNull();
    expect(foundByOtherName({ name: 'Jett' }, 'jett')).toBeNull();
    expect(foundByOtherName(well, 'sova')).toBeNull();
  });
});
