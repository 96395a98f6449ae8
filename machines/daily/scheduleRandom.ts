/**
 * The schedule's own frozen randomness. Every player must get the same answer for the same day forever,
 * so the schedule never shares a generator that another feature might tune: changing a single number
 * here would change every future puzzle (schedule.test.ts pins the first days to catch that).
 */

/** FNV-1a over the string's UTF-16 code units: a 32-bit seed from a text such as `ability:3`. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** mulberry32: one value in [0, 1) per call. */
export function generator(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with the generator above; the input is left untouched. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = generator(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
