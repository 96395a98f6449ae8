import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Shorter names in a build, where every byte of a first visit counts (docs/benchmark.md): a CSS
 * module's classes and the file names of the chunks that several pages share. Each class name is in
 * the stylesheet and in the script that uses it, and every chunk's file name in each script that
 * imports or preloads it; the development server keeps the readable ones.
 */
export function shortNamesPlugin(root = process.cwd()): Plugin {
  return {
    name: 'earshot-short-names',
    config(_config, { command }) {
      if (command !== 'build') return;
      return {
        css: { modules: { generateScopedName: scopedNames(root) } },
        build: { rolldownOptions: { output: { chunkFileNames } } },
      };
    },
  };
}

/**
 * A CSS module's class as `_` and five letters of a hash of its file and name: the same in every
 * build. Two classes that came out the same would style each other's elements: the build stops.
 */
export function scopedNames(root: string) {
  const owners = new Map<string, string>();
  return (name: string, filename: string): string => {
    const file = path.relative(root, filename.replace(/\?.*$/, '')).replaceAll('\\', '/');
    const owner = `${file}:${name}`;
    const digest = createHash('sha256').update(owner).digest('base64url');
    const scoped = `_${digest.replace(/[-_]/g, '').slice(0, 5)}`;
    const taken = owners.get(scoped);
    if (taken !== undefined && taken !== owner) {
      throw new Error(`CSS classes ${taken} and ${owner} would both be named ${scoped}`);
    }
    owners.set(scoped, owner);
    return scoped;
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
