import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './suggestions';

interface Item {
  name: string;
  agent?: string;
}

const texts = (item: Item) => (item.agent ? [item.name, item.agent] : [item.name]);
const names = (items: Item[]) => items.map((item) => item.name);

describe('rankSuggestions', () => {
  const items: Item[] = [
    { name: 'Updraft', agent: 'Jett' },
    { name: 'Tailwind', agent: 'Jett' },
    { name: 'Blade Storm', agent: 'Jett' },
    { name: 'Fragment', agent: 'KAY/O' },
    { name: 'Torrent', agent: 'Tejo' },
    { name: 'Jetstream', agent: 'Nobody' },
  ];

  it('puts names that start with the query first, then names that contain it, then other texts', () => {
    expect(names(rankSuggestions(items, 'jet', texts))).toEqual([
      'Jetstream',
      'Blade Storm',
      'Tailwind',
      'Updraft',
    ]);
    expect(names(rankSuggestions(items, 'ra', texts))).toEqual(['Fragment', 'Updraft']);
  });

  it('matches as every search box does: case, punctuation and spacing do not count', () => {
    expect(names(rankSuggestions(items, 'kayo', texts))).toEqual(['Fragment']);
    expect(names(rankSuggestions(items, 'BLADE-STORM', texts))).toEqual(['Blade Storm']);
  });

  it('suggests everything, alphabetically, for an empty query, and nothing for no match', () => {
    expect(names(rankSuggestions(items, ' ', texts))).toEqual([
      'Blade Storm',
      'Fragment',
      'Jetstream',
      'Tailwind',
      'Torrent',
      'Updraft',
    ]);
    expect(rankSuggestions(items, 'zzz', texts)).toEqual([]);
  });

  it('suggests a name despite a typo, after the names that contain the query', () => {
    expect(names(rankSuggestions(items, 'upraft', texts))).toEqual(['Updraft']);
    const withTypos = [...items, { name: 'Torrential' }, { name: 'Torent' }];
    expect(names(rankSuggestions(withTypos, 'torent', texts))).toEqual([
      'Torent',
      'Torrent',
      'Torrential',
    ]);
  });
});
