import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../pack/demoPack';
import type { PackClip } from '../pack/scanPack';
import { deliverPack } from './deliver';
import { decodePeaks } from '../../src/content/peaks';
import { DELIVERY, encodeClip, peaksOf, soundEnd, soundStart } from './encodeClip';
import { measureLoudness } from './ffmpeg';

const run = promisify(execFile);

async function probeStream(file: string): Promise<Record<string, unknown>> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0', '-show_entries'],
    ...['stream=codec_name,channels,sample_rate,bit_rate', '-of', 'json', file],
  ]);
  return (JSON.parse(stdout) as { streams: Record<string, unknown>[] }).streams[0];
}

/** The bit rate of every MP3 frame's packet, from its size and duration. */
async function frameBitrates(file: string): Promise<Set<number>> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'packet=size,duration_time'],
    ...['-of', 'csv=p=0', file],
  ]);
  const rates = stdout
    .trim()
    .split('\n')
    .map((line) => line.split(',').map(Number))
    .filter(([duration, size]) => duration > 0 && size > 0)
    .map(([duration, size]) => Math.round((size * 8) / duration / 8000) * 8000);
  return new Set(rates);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'earshot-delivery-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const RATE = 22050;

/** A test tone: `silence` seconds of nothing, then `seconds` of a sine at `amplitude` (0..1). */
function tone(
  file: string,
  {
    silence,
    seconds,
    amplitude,
    after = 0,
  }: { silence: number; seconds: number; amplitude: number; after?: number },
) {
  const samples = new Int16Array(Math.round((silence + seconds + after) * RATE));
  const end = Math.round((silence + seconds) * RATE);
  for (let i = Math.round(silence * RATE); i < end; i++) {
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
      path.join(scratch, 'quiet.wav.out'),
      'wav',
    );
    const loud = await encodeClip(
      tone(path.join(scratch, 'loud.wav'), { silence: 0, seconds: 2, amplitude: 0.9 }),
      path.join(scratch, 'loud.mp3.out'),
      'mp3',
    );
    expect(quiet.sourceLoudness).toBeLessThan(-35);
    expect(loud.sourceLoudness).toBeGreaterThan(-10);
    for (const clip of [quiet, loud])
      expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(1);
    // Measured again, independently of what the encoder reported.
    const measured = await measureLoudness(path.join(scratch, 'quiet.wav.out'));
    expect(Math.abs(measured.integrated - DELIVERY.target)).toBeLessThanOrEqual(1);
  });

  it('keeps a stereo clip whole and at the target (ffmpeg 5.1 silenceremove garbled such clips)', async () => {
    const file = path.join(scratch, 'stereo.wav');
    tone(path.join(scratch, 'mono-for-stereo.wav'), { silence: 0.5, seconds: 3, amplitude: 0.3 });
    await import('./ffmpeg').then(({ ffmpeg }) =>
      ffmpeg(['-y', '-i', path.join(scratch, 'mono-for-stereo.wav'), '-ac', '2', file]),
    );
    const clip = await encodeClip(file, path.join(scratch, 'stereo.mp3'), 'mp3');
    expect(clip.duration).toBeGreaterThan(2.9);
    expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(1);
  });

  it('trims leading and trailing silence and writes 16-bit mono PCM WAV with its duration and waveform', async () => {
    const source = tone(path.join(scratch, 'late.wav'), {
      silence: 1.5,
      seconds: 1,
      amplitude: 0.5,
      after: 2,
    });
    const output = path.join(scratch, 'late-out.wav');
    const clip = await encodeClip(source, output, 'wav');
    expect(clip.duration).toBeGreaterThan(1);
    expect(clip.duration).toBeLessThan(1.3);
    expect(clip.peaks).toHaveLength(256);
    const stream = await probeStream(output);
    expect(stream).toMatchObject({ codec_name: 'pcm_s16le', channels: 1, sample_rate: '16000' });
    // The kept sound ends faded out, never on a click: the last bar is far below the loudest.
    expect(decodePeaks(clip.peaks)[0].at(-1)).toBeLessThan(0.2);
  });

  it('writes aces and maps as constant bit rate MP3, trimmed the same way', async () => {
    const source = tone(path.join(scratch, 'theme.wav'), {
      silence: 0.5,
      seconds: 2,
      amplitude: 0.3,
      after: 3,
    });
    const output = path.join(scratch, 'theme.mp3');
    const clip = await encodeClip(source, output, 'mp3');
    expect(clip.duration).toBeGreaterThan(2);
    expect(clip.duration).toBeLessThan(2.4);
    expect(await probeStream(output)).toMatchObject({ codec_name: 'mp3', bit_rate: '64000' });
    expect(await frameBitrates(output)).toEqual(new Set([64000]));
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

describe('soundEnd', () => {
  it('keeps a fade-out until it falls 45 dB below the peak, then the fade time', () => {
    const samples = new Float32Array(2000);
    samples[100] = 1;
    // A fade: 0.1 at 800 (-20 dB) is kept, 0.004 at 1500 (-48 dB) is not.
    samples[800] = 0.1;
    samples[1500] = 0.004;
    expect(soundEnd(samples, 1000)).toBeCloseTo(0.801 + DELIVERY.fadeOut);
    expect(soundEnd(new Float32Array(10), 1000)).toBe(0.01);
  });
});

describe('peaksOf', () => {
  it('keeps the loudest sample of each bar, scaled so the loudest bar is 1', () => {
    const samples = new Float32Array([0.1, -0.4, 0.2, 0.2, 0, -0.05, 0.8, 0.1]);
    expect(peaksOf(samples, 4)).toEqual([0.5, 0.25, 0.0625, 1]);
  });
});

describe('deliverPack', { timeout: 60_000 }, () => {
  it('delivers each clip at its spec path, in its format, and reuses the cache', async () => {
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
    expect(first.path).toBe('maps/m1.mp3');
    expect(first.file).toMatch(/\.mp3$/);
    const infos: string[] = [];
    const again = (await deliverPack([clip], cache, { ...log, info: (m) => infos.push(m) })).get(
      'm1',
    )!;
    expect(again.path).toBe(first.path);
    expect(infos.join()).toContain('0 encoded');
  });
});
