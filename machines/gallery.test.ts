import { describe, expect, it } from 'vitest';
import { arrangeGallery } from './gallery';
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
