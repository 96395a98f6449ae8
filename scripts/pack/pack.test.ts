import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedClips } from '../../src/content/clips';
import { sniffAudio } from './audioHeader';
import { encodeMp3, encodeWav, ensureDemoPack, synthesise } from './demoPack';
import { scanPack } from './scanPack';

const scratch = mkdtempSync(path.join(tmpdir(), 'earshot-pack-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('sniffAudio', () => {
  it('recognises WAV and MP3 by their bytes', () => {
    expect(sniffAudio(encodeWav(new Int16Array(100)))).toBe('wav');
    expect(sniffAudio(encodeMp3(new Int16Array(4000)))).toBe('mp3');
  });

  it('rejects a text file, an HTML error page and an empty file', () => {
    expect(sniffAudio(new TextEncoder().encode('not audio at all'))).toBeNull();
    expect(sniffAudio(new TextEncoder().encode('<!doctype html><title>404</title>'))).toBeNull();
    expect(sniffAudio(new Uint8Array())).toBeNull();
  });
});

describe('the demo pack', () => {
  it('gives every item its own clip, the same on every run', () => {
    const a = synthesise(expectedClips[0].id, 'map');
    expect(synthesise(expectedClips[0].id, 'map')).toEqual(a);
    expect(synthesise(expectedClips[1].id, 'map')).not.toEqual(a);
  });

  it('is a complete, readable pack', { timeout: 60_000 }, () => {
    const dir = ensureDemoPack(path.join(scratch, 'demo'));
    const scan = scanPack(dir);
    expect(scan.present).toHaveLength(expectedClips.length);
    expect(scan.missing).toEqual([]);
    expect(scan.unreadable).toEqual([]);
    expect(scan.unexpected).toEqual([]);
  });

  it('is written again when the catalogue asks for other clips (a content update)', () => {
    const dir = path.join(scratch, 'grown');
    const before = expectedClips.slice(0, 3);
    ensureDemoPack(dir, before);
    expect(scanPack(dir, before).present).toHaveLength(3);
    const after = expectedClips.slice(0, 4);
    ensureDemoPack(dir, after);
    expect(scanPack(dir, after).missing).toEqual([]);
    expect(scanPack(dir, after).present).toHaveLength(4);
  });
});

describe('scanPack', () => {
  it('reports missing, unreadable and unexpected clips per mode', () => {
    const dir = path.join(scratch, 'partial');
    const [map, ...rest] = expectedClips.filter((clip) => clip.mode === 'map');
    const ability = expectedClips.find((clip) => clip.mode === 'ability')!;
    for (const clip of [map, ability])
      mkdirSync(path.dirname(path.join(dir, clip.path)), { recursive: true });
    writeFileSync(path.join(dir, map.path), encodeMp3(new Int16Array(4000)));
    writeFileSync(path.join(dir, ability.path), '<html>not found</html>');
    writeFileSync(path.join(dir, 'maps', 'extra.mp3'), encodeMp3(new Int16Array(4000)));
    writeFileSync(path.join(dir, 'README.md'), 'notes beside the pack are not part of it');

    const scan = scanPack(dir);
    expect(scan.present.map((clip) => clip.path)).toEqual([map.path]);
    expect(scan.unreadable).toEqual([
      expect.objectContaining({ path: ability.path, reason: 'is not audio' }),
    ]);
    expect(scan.unexpected).toEqual([{ mode: 'map', path: 'maps/extra.mp3' }]);
    expect(scan.missing.filter((clip) => clip.mode === 'map')).toHaveLength(rest.length);
  });

  it('takes a clip whose bytes are the other format than its name says, and names it', () => {
    const dir = path.join(scratch, 'misnamed');
    const map = expectedClips.find((clip) => clip.mode === 'map')!;
    mkdirSync(path.dirname(path.join(dir, map.path)), { recursive: true });
    writeFileSync(path.join(dir, map.path), encodeWav(new Int16Array(4000)));
    const scan = scanPack(dir);
    expect(scan.present.map((clip) => clip.path)).toEqual([map.path]);
    expect(scan.misnamed).toEqual([expect.objectContaining({ path: map.path, format: 'wav' })]);
    expect(scan.unreadable).toEqual([]);
  });

  it('says clearly when the folder does not exist', () => {
    expect(() => scanPack(path.join(scratch, 'nowhere'))).toThrow(/does not exist/);
  });
});
