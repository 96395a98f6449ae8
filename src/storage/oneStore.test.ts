import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Code that runs in the game, outside the store: the rules and the views. Tests may set storage up. */
const gameCode = [...sources('machines'), ...sources('src')].filter(
  (file) =>
    !file.startsWith('src/storage/') &&
    !file.startsWith('src/test/') &&
    !/\.test\.tsx?$/.test(file),
);

describe('storage is written in one place', () => {
  it('finds the game’s code to look at', () => {
    expect(gameCode).toContain('machines/player/playerMachine.ts');
    expect(gameCode).toContain('src/main.tsx');
    expect(gameCode.length).toBeGreaterThan(50);
  });

  it('has no code outside src/storage that touches the browser’s storage', () => {
    const touching = gameCode.filter((file) =>
      /\b(localStorage|sessionStorage)\b/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(touching).toEqual([]);
  });
});
