/**
 * A seeded pseudo-random generator (mulberry32). The machines keep the seed in their context, so a
 * round's randomness is plain data: a test fixes it by passing a seed, and the inspector shows it.
 */
export function nextRandom(seed: number): { value: number; seed: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, seed: next };
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32) | 0;
}

/** Fisher-Yates shuffle driven by the seeded generator; the input is left untouched. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let current = seed;
  for (let i = result.length - 1; i > 0; i--) {
    const { value, seed: following } = nextRandom(current);
    current = following;
    const j = Math.floor(value * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}
