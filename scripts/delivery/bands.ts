/**
 * How close a delivered clip sounds to its source: the levels of its 1/3-octave bands from 31.5 Hz to
 * 16 kHz, compared after matching the two in loudness.
 */

/** Nominal centres of the 1/3-octave bands from 31.5 Hz to 16 kHz (IEC 61260), 28 bands. */
export const BAND_CENTRES = [
  31.5, 40, 50, 63, 80, 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000, 1250, 1600, 2000,
  2500, 3150, 4000, 5000, 6300, 8000, 10000, 12500, 16000,
] as const;

/** The rate both files are decoded at for the comparison: its Nyquist (22.05 kHz) is above the top band's edge. */
export const ANALYSIS_RATE = 44100;

/**
 * Bands quieter than this many dB below the source's loudest band are masked by it and not compared;
 * levels are floored this much further down, so a band lost altogether counts as a finite miss.
 */
export const SIGNIFICANT_DB = 30;
export const FLOOR_DB = 10;

const FRAME = 16384;
const HOP = FRAME / 4;

/** In-place radix-2 FFT of a real signal held in `re` (with `im` zero). */
function fft(re: Float64Array, im: Float64Array) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const wr = Math.cos(angle);
    const wi = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b] * cr - im[b] * ci;
        const ti = re[b] * ci + im[b] * cr;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
        [cr, ci] = [cr * wr - ci * wi, cr * wi + ci * wr];
      }
    }
  }
}

/**
 * The energy of each 1/3-octave band (BAND_CENTRES), in dB: Hann frames with 75 % overlap (whose squared
 * windows add up to a constant, so every sample counts the same), their power summed over the bins
 * between each band's edges (centre × 2^(±1/6)).
 */
export function bandLevels(samples: Float32Array, sampleRate: number): number[] {
  const window = Float64Array.from(
    { length: FRAME },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
  );
  const power = new Float64Array(FRAME / 2 + 1);
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  // Frames start one frame before the signal and end after it, so its edges are covered like its middle.
  for (let start = -FRAME + HOP; start < samples.length; start += HOP) {
    for (let i = 0; i < FRAME; i++) {
      const at = start + i;
      re[i] = at >= 0 && at < samples.length ? samples[at] * window[i] : 0;
      im[i] = 0;
    }
    fft(re, im);
    for (let k = 0; k <= FRAME / 2; k++) power[k] += re[k] * re[k] + im[k] * im[k];
  }
  const binHz = sampleRate / FRAME;
  return BAND_CENTRES.map((centre) => {
    const low = Math.ceil((centre * 2 ** (-1 / 6)) / binHz);
    const high = Math.min(FRAME / 2, Math.floor((centre * 2 ** (1 / 6)) / binHz));
    let energy = 0;
    for (let k = low; k <= high; k++) energy += power[k];
    return 10 * Math.log10(energy + 1e-20);
  });
}

/** |H(f)|² of a biquad given for 48 kHz. */
function biquadPower(b: readonly number[], a: readonly number[], frequency: number) {
  const w = (2 * Math.PI * frequency) / 48000;
  const part = (c: readonly number[]) => {
    const re = c[0] + c[1] * Math.cos(w) + c[2] * Math.cos(2 * w);
    const im = -c[1] * Math.sin(w) - c[2] * Math.sin(2 * w);
    return re * re + im * im;
  };
  return part(b) / part(a);
}

/** The K-weighting of ITU-R BS.1770 (the loudness meter's filter) at each band's centre, in dB. */
export const K_WEIGHT_DB = BAND_CENTRES.map(
  (f) =>
    10 *
    Math.log10(
      biquadPower(
        [1.53512485958697, -2.69169618940638, 1.19839281085285],
        [1, -1.69065929318241, 0.73248077421585],
        f,
      ) * biquadPower([1, -2, 1], [1, -1.99004745483398, 0.99007225036621], f),
    ),
);

function kWeightedTotal(levels: readonly number[]) {
  return (
    10 *
    Math.log10(levels.reduce((sum, level, b) => sum + 10 ** ((level + K_WEIGHT_DB[b]) / 10), 0))
  );
}

export interface BandDistance {
  /** Median |difference| over the compared bands, dB. */
  median: number;
  /** Largest |difference| over the compared bands, dB. */
  worst: number;
  /** The band (centre, Hz) where the worst difference is. */
  worstBand: number;
  /** Delivery minus source per band after the loudness match, dB (all 28 bands). */
  differences: number[];
  /** Whether each band is compared (within SIGNIFICANT_DB of the source's loudest). */
  compared: boolean[];
}

/**
 * Compares a delivery's band levels with its source's, after shifting the delivery so that both have
 * the same K-weighted (loudness) total. Only bands within SIGNIFICANT_DB of the source's loudest band
 * count; both sides are floored FLOOR_DB below that, so a lost band shows as a large, finite miss.
 */
export function bandDistance(source: readonly number[], delivery: readonly number[]): BandDistance {
  const shift = kWeightedTotal(source) - kWeightedTotal(delivery);
  const loudest = Math.max(...source);
  const floor = loudest - SIGNIFICANT_DB - FLOOR_DB;
  const differences = delivery.map(
    (level, b) => Math.max(floor, level + shift) - Math.max(floor, source[b]),
  );
  const significant = source.map((level) => level >= loudest - SIGNIFICANT_DB);
  const compared = source
    .map((level, b) => ({ b, level, miss: Math.abs(differences[b]) }))
    .filter(({ b }) => significant[b]);
  const misses = compared.map(({ miss }) => miss).sort((x, y) => x - y);
  const middle = misses.length / 2;
  const median =
    misses.length % 2 ? misses[Math.floor(middle)] : (misses[middle - 1] + misses[middle]) / 2;
  const worst = compared.reduce((a, c) => (c.miss > a.miss ? c : a), compared[0]);
  return {
    median,
    worst: worst.miss,
    worstBand: BAND_CENTRES[worst.b],
    differences,
    compared: significant,
  };
}
