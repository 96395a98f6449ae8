import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWav } from '../pack/demoPack';
import type { PackClip } from '../pack/scanPack';
import { deliverPack, writeClips } from './deliver';
import { decodePeaks, peakCount, readPeaksFile } from '../../src/content/peaks';
import { ANALYSIS_RATE, bandDistance, bandLevels } from './bands';
import {
  DELIVERY,
  encodeClip,
  meetsAim,
  MIN_FADE,
  mp3Bitrate,
  peaksOf,
  soundEnd,
  soundStart,
  spanOf,
} from './encodeClip';
import { decodeMono, ffmpeg } from './ffmpeg';

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
  it('brings a quiet and a loud clip to the same loudness, within 0.5 LU of the target by an EBU R128 meter', async () => {
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
      expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(0.5);
    // Measured again, independently of what the encoder reported.
    for (const file of ['quiet.wav.out', 'loud.mp3.out']) {
      const measured = await ebur128(path.join(scratch, file));
      expect(Math.abs(measured.integrated - DELIVERY.target)).toBeLessThanOrEqual(0.5);
    }
  });

  it('keeps a stereo clip whole and at the target (ffmpeg 5.1 silenceremove garbled such clips)', async () => {
    const file = path.join(scratch, 'stereo.wav');
    tone(path.join(scratch, 'mono-for-stereo.wav'), { silence: 0.5, seconds: 5, amplitude: 0.3 });
    await import('./ffmpeg').then(({ ffmpeg }) =>
      ffmpeg(['-y', '-i', path.join(scratch, 'mono-for-stereo.wav'), '-ac', '2', file]),
    );
    const clip = await encodeClip(file, path.join(scratch, 'stereo.mp3'), 'mp3');
    expect(clip.duration).toBeGreaterThan(4.9);
    expect(Math.abs(clip.loudness - DELIVERY.target)).toBeLessThanOrEqual(1);
    // Five seconds: more than the fewest bars a clip has (64 a second).
    expect(clip.peaks).toHaveLength(peakCount(clip.duration));
    expect(clip.peaks.length).toBeGreaterThan(256);
  });

  it('trims leading and trailing silence and writes a mono μ-law RIFF WAVE at 44.1 kHz with its duration and waveform', async () => {
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
    expect(stream).toMatchObject({ codec_name: 'pcm_mulaw', channels: 1, sample_rate: '44100' });
    // A real RIFF WAVE whose format chunk says μ-law (WAVE format 7), nothing else before it.
    const head = readFileSync(output).subarray(0, 24);
    expect(head.toString('latin1', 0, 4)).toBe('RIFF');
    expect(head.toString('latin1', 8, 16)).toBe('WAVEfmt ');
    expect(head.readUInt16LE(20)).toBe(7);
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

/** Integrated loudness and true peak by ffmpeg's EBU R128 meter, read here without the delivery's code. */
async function ebur128(file: string) {
  const { stderr } = await run('ffmpeg', [
    ...['-hide_banner', '-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'],
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    integrated: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)![1]),
    truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)![1]),
  };
}

/** A 16-bit PCM WAV of any number of channels, with no channel layout (a plain WAVE_FORMAT_PCM). */
function writeWav(file: string, channels: Float32Array[], rate = 48000) {
  const frames = channels[0].length;
  const block = channels.length * 2;
  const bytes = Buffer.alloc(44 + frames * block);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + frames * block, 4);
  bytes.write('WAVEfmt ', 8, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(channels.length, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * block, 28);
  bytes.writeUInt16LE(block, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(frames * block, 40);
  for (let i = 0; i < frames; i++)
    channels.forEach((channel, c) =>
      bytes.writeInt16LE(
        Math.round(Math.max(-1, Math.min(1, channel[i])) * 32767),
        44 + i * block + c * 2,
      ),
    );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return file;
}

/** Deterministic white noise at `amplitude`. */
function noise(length: number, amplitude: number, seed = 1) {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return (state / 2 ** 32 - 0.5) * 2 * amplitude;
  });
}

describe('encodeClip: the sound of the source', { timeout: 120_000 }, () => {
  it('counts every channel of a file with no channel layout (a third channel is not a subwoofer)', async () => {
    const rate = 48000;
    // Two quiet channels and a loud third one, each a different sound.
    const low = Float32Array.from(
      { length: rate },
      (_, i) => 0.05 * Math.sin((2 * Math.PI * 200 * i) / rate),
    );
    const third = noise(rate, 0.5, 3);
    const source = writeWav(path.join(scratch, 'three.wav'), [low, low, third], rate);
    const output = path.join(scratch, 'three-out.wav');
    await encodeClip(source, output, 'wav');
    // The mono the test expects: the three channels averaged, computed here, not by the delivery's downmix.
    const expected = new Float32Array(rate).map((_, i) => (low[i] + low[i] + third[i]) / 3);
    const resampled = path.join(scratch, 'three-expected.wav');
    writeWav(resampled, [expected], rate);
    const distance = bandDistance(
      bandLevels(await decodeMono(resampled, ANALYSIS_RATE), ANALYSIS_RATE),
      bandLevels(await decodeMono(output, ANALYSIS_RATE), ANALYSIS_RATE),
    );
    expect(distance.worst).toBeLessThan(3);
  });

  it('limits the true peak, between the samples too, to -1 dBTP while meeting the loudness', async () => {
    const rate = 44100;
    // Quiet noise with loud bursts of a tone at a quarter of the rate whose samples fall 3 dB under its crests.
    const samples = noise(rate * 2, 0.02, 5);
    for (let burst = 0; burst < 20; burst++)
      for (let i = 0; i < 200; i++)
        samples[burst * 4410 + 1000 + i] += 0.7 * Math.sin((Math.PI / 2) * i + Math.PI / 4);
    // The WAV delivery is mono; the MP3 one keeps two channels (at 128 kb/s, whose low-pass keeps the tone).
    const sources = {
      wav: writeWav(path.join(scratch, 'peaky.wav'), [samples], rate),
      mp3: writeWav(path.join(scratch, 'peaky-stereo.wav'), [samples, samples], rate),
    };
    for (const format of ['wav', 'mp3'] as const) {
      const source = sources[format];
      const output = path.join(scratch, `peaky-out.${format}`);
      await encodeClip(source, output, format);
      const measured = await ebur128(output);
      expect(measured.truePeak).toBeLessThanOrEqual(-1);
      expect(Math.abs(measured.integrated - DELIVERY.target)).toBeLessThanOrEqual(0.5);
    }
  });

  it("starts with the sound, not with the limiter's delay, and keeps the last millisecond", async () => {
    const rate = 44100;
    const samples = noise(rate, 0.1, 11);
    samples[rate / 2] = 0.95; // a click to find again
    const source = writeWav(path.join(scratch, 'aligned.wav'), [samples], rate);
    const output = path.join(scratch, 'aligned-out.wav');
    const clip = await encodeClip(source, output, 'wav');
    const delivered = await decodeMono(output, rate);
    expect(Math.abs(delivered.length - samples.length)).toBeLessThanOrEqual(2);
    expect(clip.duration).toBeCloseTo(1, 2);
    // The first millisecond is sound (no digital silence), and the click is where it was.
    expect(Math.max(...delivered.subarray(0, rate / 1000).map(Math.abs))).toBeGreaterThan(0.01);
    let loudest = 0;
    delivered.forEach((sample, i) => {
      if (Math.abs(sample) > Math.abs(delivered[loudest])) loudest = i;
    });
    expect(Math.abs(loudest - rate / 2)).toBeLessThanOrEqual(2);
  });

  it('keeps the tonal balance of a quiet, peaky clip that the limiter has to squash (footsteps)', async () => {
    const rate = 48000;
    // A quiet, bright scuff throughout and four heavy, dull thumps: about 20 dB from loudness to true
    // peak, so reaching -16 LUFS under -1 dBTP takes the thumps down by more than 15 dB; the scuff,
    // untouched, then stands out, and the clip sounds brighter than its source (7.5 dB at 16 kHz).
    const samples = noise(Math.round(rate * 2.3), 0.01, 31);
    const thump = noise(rate / 10, 1, 32);
    const a = Math.exp((-2 * Math.PI * 300) / rate);
    for (let step = 0; step < 4; step++) {
      let low = 0;
      const at = Math.round((0.2 + 0.5 * step) * rate);
      thump.forEach((sample, i) => {
        low = (1 - a) * sample + a * low;
        samples[at + i] += 12 * low * Math.exp(-i / (0.02 * rate));
      });
    }
    const source = writeWav(path.join(scratch, 'footsteps.wav'), [samples], rate);
    const measuredSource = await ebur128(source);
    expect(measuredSource.truePeak - measuredSource.integrated).toBeGreaterThan(18);
    const output = path.join(scratch, 'footsteps-out.wav');
    await encodeClip(source, output, 'wav');
    const measured = await ebur128(output);
    expect(Math.abs(measured.integrated - DELIVERY.target)).toBeLessThanOrEqual(0.5);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    const distance = bandDistance(
      bandLevels(await decodeMono(source, ANALYSIS_RATE), ANALYSIS_RATE),
      bandLevels(await decodeMono(output, ANALYSIS_RATE), ANALYSIS_RATE),
    );
    expect(distance.median).toBeLessThanOrEqual(2);
    expect(distance.worst).toBeLessThanOrEqual(6);
  });

  it('never delivers an MP3 larger than its source: a 112 kb/s source stays at 112 kb/s or less', async () => {
    const rate = 44100;
    const left = noise(rate * 3, 0.2, 21);
    const right = noise(rate * 3, 0.2, 22);
    const wav = writeWav(path.join(scratch, 'theme-source.wav'), [left, right], rate);
    const source = path.join(scratch, 'theme-source.mp3');
    await ffmpeg(['-y', '-i', wav, '-c:a', 'libmp3lame', '-b:a', '112k', source]);
    const output = path.join(scratch, 'theme-112.mp3');
    const clip = await encodeClip(source, output, 'mp3');
    expect(clip.bytes).toBeLessThanOrEqual(statSync(source).size);
    expect(Number((await probeStream(output)).bit_rate)).toBeLessThanOrEqual(112000);
    expect(Math.abs((await ebur128(output)).integrated - DELIVERY.target)).toBeLessThanOrEqual(0.5);
  });
});

describe('meetsAim', () => {
  it('asks for another pass while the true peak is above the aim or the loudness off the target', () => {
    expect(meetsAim({ integrated: -16.1, truePeak: -1.3 }, true)).toEqual({
      loud: true,
      peak: true,
    });
    expect(meetsAim({ integrated: -16.1, truePeak: -1.1 }, true).peak).toBe(false);
    expect(meetsAim({ integrated: -16.1, truePeak: 0.9 }, true).peak).toBe(false);
    expect(meetsAim({ integrated: -15.6, truePeak: -3 }, true).loud).toBe(false);
    expect(meetsAim({ integrated: -16.4, truePeak: -3 }, true).loud).toBe(false);
    // A clip with nothing to measure keeps its level: loudness cannot be missed.
    expect(meetsAim({ integrated: NaN, truePeak: -30 }, false)).toEqual({ loud: true, peak: true });
  });
});

describe('mp3Bitrate', () => {
  it('is the delivery rate for the channels, capped at the source rate, one step lower per step', () => {
    expect(mp3Bitrate(2, NaN)).toBe(128);
    expect(mp3Bitrate(1, NaN)).toBe(64);
    expect(mp3Bitrate(2, 111.999)).toBe(112);
    expect(mp3Bitrate(2, 192.8)).toBe(128);
    expect(mp3Bitrate(2, 111.999, 1)).toBe(96);
    expect(mp3Bitrate(1, 40)).toBe(40);
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

describe('spanOf', () => {
  it('starts the closing fade after the last sound, and fades a clip that stops on its sound over 5 ms only', () => {
    const decaying = new Float32Array(2000);
    decaying[100] = 1;
    decaying[800] = 0.1;
    expect(spanOf(decaying, 1000)).toMatchObject({ fadeStart: 0.801 });
    expect(spanOf(decaying, 1000).end).toBeCloseTo(0.801 + DELIVERY.fadeOut);
    // Sound to the last sample: nothing after it to fade, so the sound itself is kept.
    const abrupt = new Float32Array(1000).fill(0.5);
    const span = spanOf(abrupt, 1000);
    expect(span.end).toBe(1);
    expect(span.end - span.fadeStart).toBeCloseTo(MIN_FADE);
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

  it('writes each delivered clip with its peaks file beside it, and a source served as it is without one', async () => {
    const delivered = tone(path.join(scratch, 'pack', 'maps', 'm2.mp3.wav'), {
      silence: 0,
      seconds: 1,
      amplitude: 0.3,
    });
    const source = path.join(scratch, 'pack', 'maps', 'm3.mp3');
    writeFileSync(source, 'not encoded');
    const clips: PackClip[] = [
      { mode: 'map', id: 'm2', name: 'Two', path: 'maps/m2.mp3', file: delivered, bytes: 1 },
      { mode: 'map', id: 'm3', name: 'Three', path: 'maps/m3.mp3', file: source, bytes: 1 },
    ];
    const log = { info: () => {}, warn: () => {} };
    const deliveries = await deliverPack(clips.slice(0, 1), path.join(scratch, 'cache'), log);
    const site = path.join(scratch, 'site');
    await writeClips(clips, deliveries, site);
    const peaks = readFileSync(path.join(site, 'maps', 'm2.mp3.peaks.json'), 'utf8');
    expect(readPeaksFile(peaks)).toEqual(decodePeaks(deliveries.get('m2')!.peaks));
    expect(readPeaksFile(peaks)[0]).toHaveLength(256);
    expect(readFileSync(path.join(site, 'maps', 'm2.mp3'))).toEqual(
      readFileSync(deliveries.get('m2')!.file),
    );
    expect(readFileSync(path.join(site, 'maps', 'm3.mp3'), 'utf8')).toBe('not encoded');
    expect(() => statSync(path.join(site, 'maps', 'm3.mp3.peaks.json'))).toThrow();
  });
});

describe('readPeaksFile', () => {
  it('reads what the delivery writes, and refuses anything else', () => {
    const encoded = 'A'.repeat(128) + '_'.repeat(128);
    const [bars] = readPeaksFile(JSON.stringify({ peaks: encoded }));
    expect(bars.slice(127, 129)).toEqual([0, 1]);
    for (const text of [
      '<!doctype html>',
      '{}',
      '{"peaks":"AAAA"}',
      JSON.stringify({ peaks: `${encoded.slice(1)}*` }),
      'null',
    ]) {
      expect(() => readPeaksFile(text), text).toThrow();
    }
    // A longer clip's: more bars.
    expect(readPeaksFile(JSON.stringify({ peaks: encoded.repeat(20) }))[0]).toHaveLength(5120);
  });
});

describe('peakCount', () => {
  it("gives a clip 64 bars a second, at least 256: a daily puzzle's first second still has 64", () => {
    expect(peakCount(1)).toBe(256);
    expect(peakCount(4)).toBe(256);
    expect(peakCount(4.01)).toBe(257);
    expect(peakCount(90)).toBe(5760);
  });
});
