import { describe, expect, it } from 'vitest';
import { chunkFileNames, scopedNames } from './shortNames.ts';

describe("a build's short names", () => {
  it('names a CSS class by its file and name alone, the same in every build', () => {
    const first = scopedNames('/project');
    const again = scopedNames('/project');
    const name = first('player', '/project/src/player/PlayerView.module.css');
    expect(name).toMatch(/^_[A-Za-z0-9]{5}$/);
    expect(again('player', '/project/src/player/PlayerView.module.css?used')).toBe(name);
    // The same class in another module, and another class in the same module, are told apart.
    expect(first('player', '/project/src/room/Room.module.css')).not.toBe(name);
    expect(first('play', '/project/src/player/PlayerView.module.css')).not.toBe(name);
  });

  it('stops the build when two classes would come out the same', () => {
    const names = scopedNames('/project');
    const seen = new Map<string, string>();
    // Enough classes for five letters of a hash to meet twice: the second is refused.
    const clash = () => {
      for (let n = 0; n < 2_000_000; n++) {
        const owner = `c${n}`;
        const scoped = names(owner, '/project/src/a.module.css');
        if (seen.has(scoped)) return;
        seen.set(scoped, owner);
      }
    };
    expect(clash).toThrow(/would both be named/);
  });

  it('names the chunks that several pages share by their hash, and the others by their name', () => {
    expect(chunkFileNames({ name: 'game~listen~infinite~challenge' })).toBe('assets/g-[hash].js');
    expect(chunkFileNames({ name: 'play' })).toBe('assets/[name]-[hash].js');
  });
});
