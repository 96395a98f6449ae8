import { describe, expect, it } from 'vitest';
import { BAND_CENTRES, bandDistance, bandLevels } from './bands';

const RATE = 44100;

/** Deterministic white noise (a linear congruential generator), `seconds` long. */
function noise(seconds: number, seed = 1) {
  const samples = new Float32Array(Math.round(seconds * RATE));
  let state = seed;
  for (let i = 0; i < samples.length; i++) {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    samples[i] = (state / 2 ** 32 - 0.5) * 0.5;
  }
  return samples;
}

/** A one-pole low-pass at `cutoff` Hz, applied several times: little is left an octave above. */
function lowPass(samples: Float32Array, cutoff: number, passes = 6) {
  const out = Float32Array.from(samples);
  const a = Math.exp((-2 * Math.PI * cutoff) / RATE);
  for (let pass = 0; pass < passes; pass++) {
    let y = 0;
    for (let i = 0; i < out.length; i++) out[i] = y = (1 - a) * out[i] + a * y;
  }
  return out;
}

const sine = (frequency: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / RATE),
  );

describe('bandLevels', () => {
  it('puts a tone in its own 1/3-octave band, far above the others', () => {
    const levels = bandLevels(sine(1000, 1), RATE);
    const at = BAND_CENTRES.indexOf(1000);
    expect(levels.indexOf(Math.max(...levels))).toBe(at);
    expect(levels[at] - levels[at + 2]).toBeGreaterThan(40);
    expect(levels[at] - levels[at - 2]).toBeGreaterThan(40);
  });

  it('gives white noise rising band energy, about 1 dB a band (its bands widen by a third of an octave)', () => {
    const levels = bandLevels(noise(3), RATE);
    const rise = (levels[26] - levels[6]) / 20;
    expect(rise).toBeGreaterThan(0.8);
    expect(rise).toBeLessThan(1.2);
  });
});

describe('bandDistance', () => {
  const source = noise(2);
  const levels = bandLevels(source, RATE);

  it('is zero for the same sound at another level (loudness-matched), and for the same sound trimmed', () => {
    const quieter = source.map((sample) => sample * 0.1);
    const distance = bandDistance(levels, bandLevels(quieter, RATE));
    expect(distance.worst).toBeLessThan(0.01);
    const trimmed = bandDistance(levels, bandLevels(source.subarray(0, RATE * 1.5), RATE));
    expect(trimmed.worst).toBeLessThan(0.5);
  });

  it('finds what a delivery at a low rate loses: the top bands, several dB each', () => {
    const muffled = bandDistance(levels, bandLevels(lowPass(source, 6000), RATE));
    expect(muffled.worst).toBeGreaterThan(6);
    expect([10000, 12500, 16000]).toContain(muffled.worstBand);
    // Lost bands lift the others after the loudness match, but the sign of the miss is kept.
    expect(muffled.differences[BAND_CENTRES.indexOf(16000)]).toBeLessThan(-6);
  });

  it('sees a sound with a channel dropped as far from its source', () => {
    // Two different sounds in two channels, averaged (as the downmix does) or one dropped.
    const left = lowPass(noise(2, 7), 500);
    const right = noise(2, 9).map((sample) => sample * 0.2);
    const both = left.map((sample, i) => (sample + right[i]) / 2);
    const distance = bandDistance(bandLevels(both, RATE), bandLevels(left, RATE));
    expect(distance.worst).toBeGreaterThan(6);
  });

  it('compares only the bands within 30 dB of the loudest', () => {
    const tone = sine(1000, 1);
    const withHiss = tone.map((sample, i) => sample + source[i] * 0.0001);
    // Hiss 70 dB down: the bands it fills are not compared, so the distance stays small.
    expect(bandDistance(bandLevels(tone, RATE), bandLevels(withHiss, RATE)).worst).toBeLessThan(1);
  });
});
