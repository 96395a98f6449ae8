import type { Plugin } from 'vite';

/**
 * Shorter file names in a build for the chunks that several pages share, where every byte of a
 * first visit counts (docs/benchmark.md): each chunk's file name is in every script that imports or
 * preloads it. The development server has no chunks.
 */
export function shortNamesPlugin(): Plugin {
  return {
    name: 'earshot-short-names',
    config(_config, { command }) {
      if (command !== 'build') return;
      return { build: { rolldownOptions: { output: { chunkFileNames } } } };
    },
  };
}

/**
 * A chunk that the game's splitting by page made is named after every page that shares it
 * (`game~listen~infinite~daily_._mode_._number~…`): as `g-` and its hash. The other chunks keep
 * their names, which the tests and the docs use (`play-…`, `engine-…`).
 */
export function chunkFileNames(chunk: { name: string }): string {
  return chunk.name.includes('~') ? 'assets/g-[hash].js' : 'assets/[name]-[hash].js';
}
