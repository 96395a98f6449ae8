import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../pack/demoPack';
import type { PackClip } from '../pack/scanPack';
import { deliverPack } from './deliver';
import { DELIVERY, encodeClip, peaksOf, soundStart } from './encodeClip';
import { measureLoudness } from './ffmpeg';

const scratch = mkdtempSync(path.join(tmpdir(), 'earshot-delivery-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RATE = 22050;

/** A test tone: `silence` seconds of nothing, then `seconds` of a sine at `amplitude` (0..1). */
function tone(
  file: string,
  { silence, seconds, amplitude }: { silence: number; seconds: number; amplitude: number },
) {
  const samples = new Int16Array(Math.round((silence + seconds) * RATE));
  for (let i = Math.round(silence * RATE); i < samples.length; i++) {
    samples[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / RATE) * amplitude * 32767);
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, encodeWav(samples));
  return file;
}

describe('encodeClip', { timeout: 60_000 }, () => {
  it('brings a quiet and a loud clip to the same loudness, within 1 LU of the target', async () => {
    const quiet = await encodeClip(
      tone(path.join(scratch, 'quiet.wav'), { silence: 0, seconds: 2, amplitude: 0.02 }),
      path.join(scratch, 'quiet.m4a'),
    );
    const loud = await encodeClip(
      tone(path.join(scratch, 'loud.wav'), { silence: 0, seconds: 2, amplitude: 0.9 }),
      path.join(scratch, 'loud.m4a'),
    );
    expect(quiet.sourceLoudness).toBeLessThan(-35);
    expect(loud.sourceLoudness).toBeGreaterThan(-10);
    for (const clip of [quiet, loud])
      expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(1);
    // Measured again, independently of what the encoder reported.
    const measured = await measureLoudness(path.join(scratch, 'quiet.m4a'));
    expect(Math.abs(measured.integrated - DELIVERY.target)).toBeLessThanOrEqual(1);
  });

  it('keeps a stereo clip whole and at the target (ffmpeg 5.1 silenceremove garbled such clips)', async () => {
    const file = path.join(scratch, 'stereo.wav');
    tone(path.join(scratch, 'mono-for-stereo.wav'), { silence: 0.5, seconds: 3, amplitude: 0.3 });
    await import('./ffmpeg').then(({ ffmpeg }) =>
      ffmpeg(['-y', '-i', path.join(scratch, 'mono-for-stereo.wav'), '-ac', '2', file]),
    );
    const clip = await encodeClip(file, path.join(scratch, 'stereo.m4a'));
    expect(clip.duration).toBeGreaterThan(2.9);
    expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(1);
  });

  it('trims leading silence and writes AAC in MP4 with its duration and waveform', async () => {
    const clip = await encodeClip(
      tone(path.join(scratch, 'late.wav'), { silence: 1.5, seconds: 1, amplitude: 0.5 }),
      path.join(scratch, 'late.m4a'),
    );
    expect(clip.duration).toBeGreaterThan(0.9);
    expect(clip.duration).toBeLessThan(1.2);
    expect(clip.peaks).toHaveLength(256);
    const head = readFileSync(path.join(scratch, 'late.m4a')).subarray(4, 8).toString('latin1');
    expect(head).toBe('ftyp');
    expect(clip.bytes).toBeLessThan(readFileSync(path.join(scratch, 'late.wav')).length / 4);
  });
});

describe('soundStart', () => {
  it('finds the first sample above -55 dBFS, keeping 20 ms before it', () => {
    const samples = new Float32Array(1000);
    samples[500] = 0.01;
    expect(soundStart(samples, 1000)).toBeCloseTo(0.48);
    expect(soundStart(new Float32Array([0.5, 0]), 1000)).toBe(0);
    expect(soundStart(new Float32Array(10), 1000)).toBe(0);
  });
});

describe('peaksOf', () => {
  it('keeps the loudest sample of each bar, scaled so the loudest bar is 1', () => {
    const samples = new Float32Array([0.1, -0.4, 0.2, 0.2, 0, -0.05, 0.8, 0.1]);
    expect(peaksOf(samples, 4)).toEqual([0.5, 0.25, 0.0625, 1]);
  });
});

describe('deliverPack', { timeout: 60_000 }, () => {
  it('names delivery files by their content and reuses the cache', async () => {
    const file = tone(path.join(scratch, 'pack', 'maps', 'm1.mp3.wav'), {
      silence: 0,
      seconds: 1,
      amplitude: 0.3,
    });
    const clip: PackClip = {
      mode: 'map',
      id: 'm1',
      name: 'Map',
      path: 'maps/m1.mp3',
      file,
      bytes: 1,
    };
    const log = { info: () => {}, warn: (message: string) => expect.fail(message) };
    const cache = path.join(scratch, 'cache');
    const first = (await deliverPack([clip], cache, log)).get('m1')!;
    expect(first.path).toMatch(/^clips\/[0-9a-f]{16}\.m4a$/);
    const infos: string[] = [];
    const again = (await deliverPack([clip], cache, { ...log, info: (m) => infos.push(m) })).get(
      'm1',
    )!;
    expect(again.path).toBe(first.path);
    expect(infos.join()).toContain('0 encoded');
  });
});
