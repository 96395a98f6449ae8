import { describe, expect, it } from 'vitest';
import type { ClipEntry } from '../../src/content/clips';
import { clipTableModule } from './clipTableModule';

/** The table the module's code gives when it loads. */
function load(code: string): Record<string, ClipEntry> {
  return new Function(code.replace('export default table;', 'return table;'))() as Record<
    string,
    ClipEntry
  >;
}

const agent = '41fb69c1-4189-7b37-f117-bcaf1e96f1bf';

describe("a mode's clip table as a module", () => {
  it('gives back every clip with its address and length, delivered or not', () => {
    const clips: [string, ClipEntry][] = [
      ['5cc791a3', { url: `/abilities/${agent}/5cc791a3.wav`, duration: 5.058 }],
      ['6b3d0355', { url: `/abilities/${agent}/6b3d0355.wav`, duration: 1.635 }],
      ['dce736e9', { url: '/abilities/5f8d3a7f/dce736e9.wav' }],
      [`${agent}/death`, { url: `/voicelines/${agent}/death.mp3`, duration: 2 }],
      ['odd', { url: '/maps/somewhere-else.mp3', duration: 3 }],
      ['$&', { url: '/maps/$&.mp3', duration: 1 }],
    ];
    expect(load(clipTableModule(clips))).toEqual(Object.fromEntries(clips));
  });

  it('writes an address shared by several clips once', () => {
    const code = clipTableModule([
      ['a', { url: `/abilities/${agent}/a.wav`, duration: 1 }],
      ['b', { url: `/abilities/${agent}/b.wav`, duration: 2 }],
    ]);
    expect(code.split(agent)).toHaveLength(2);
  });
});
