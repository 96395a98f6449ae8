import type { Difficulty } from './rules/attempts';
import { shuffle } from './random';

interface Named {
  name: string;
}

export function byName<T extends Named>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/**
 * The order a gallery shows its items in. A search narrows to a case-insensitive substring match on
 * the name and always sorts by name; without one, normal sorts by name and hard shuffles (the same
 * seed gives the same order, so a round's gallery does not reshuffle while it is played).
 */
export function arrangeGallery<T extends Named>(
  items: readonly T[],
  options: { difficulty: Difficulty; seed: number; query: string },
): T[] {
  const query = options.query.trim().toLocaleLowerCase();
  if (query) {
    return byName(items.filter((item) => item.name.toLocaleLowerCase().includes(query)));
  }
  return options.difficulty === 'hard' ? shuffle(items, options.seed) : byName(items);
}
