import { describe, expect, it } from 'vitest';
import { chunkFileNames } from './shortNames.ts';

describe("a build's chunk names", () => {
  it('names the chunks that several pages share by their hash, and the others by their name', () => {
    expect(chunkFileNames({ name: 'game~listen~infinite~challenge' })).toBe('assets/g-[hash].js');
    expect(chunkFileNames({ name: 'play' })).toBe('assets/[name]-[hash].js');
  });
});
