import { rename, rm, stat } from 'node:fs/promises';
import { MIN_PEAKS, encodePeaks, peakCount } from '../../src/content/peaks.ts';
import {
  ANALYSIS_RATE as BAND_RATE,
  BAND_CENTRES,
  bandDistance,
  bandLevels,
  type BandDistance,
} from './bands.ts';
import {
  decodeAndMeasure,
  decodeMono,
  downmixFilter,
  ffmpeg,
  probeAudio,
  probeDuration,
} from './ffmpeg.ts';

/** How every clip is delivered. Changing any of it re-encodes the whole pack (it is part of the cache key). */
export const DELIVERY = {
  version: 9,
  /** Integrated loudness every clip is brought to, LUFS (EBU R128, ffmpeg's `ebur128` meter). */
  target: -16,
  /** The encoder aims this close to the target (sounds:check allows 0.5 LU). */
  tolerance: 0.25,
  /** The true peak the encoder aims at or under, dBTP (sounds:check allows -1 dBTP). */
  truePeak: -1.2,
  /**
   * The limiter's first ceiling, dBFS. It runs on the signal oversampled four times, so that it sees the
   * peaks between the samples; it is lowered by what the delivered file still overshoots.
   */
  ceiling: -1.5,
  /** Leading audio below this level (dBFS) is silence, and trimmed. */
  silence: -55,
  /**
   * Trailing audio more than this many dB below the clip's peak (and below `silence`) is a silent
   * tail, and trimmed; what is kept ends with `fadeOut` seconds faded to nothing, so a clip that fades
   * out keeps its fade and none ends on a click.
   */
  tail: -45,
  fadeOut: 0.15,
  /**
   * Tonal balance. A clip whose true peak is far above its loudness (footsteps, some voice lines: quiet,
   * peaky sources) reaches the target under the true-peak limit only if the limiter takes 10-18 dB off
   * its attacks; the attacks have a spectrum of their own, so the clip's balance shifts (up to 9 dB in
   * a 1/3-octave band, whatever the limiter's timing; the codec adds nothing measurable). When the
   * limiter took more than `limiting` dB off the peak, the delivery's band levels (bands.ts) are
   * compared with the kept part of the source; while they are further than `median` / `worst` dB (the
   * aim; sounds:check allows 2 and 6), a linear-phase EQ that moves each compared band back by `step`
   * of its difference (at most `maxCorrection` dB in all) is put before the limiter and the clip encoded
   * again, at most `rounds` times; the closest of the encodings is kept.
   */
  tonal: { limiting: 2, median: 1, worst: 3, step: 0.7, maxCorrection: 12, rounds: 4 },
  /**
   * `.wav` clips (abilities, voice lines, footsteps) are μ-law WAV (WAVE format 7, 8 bits a sample), mono
   * at 44.1 kHz: every band up to 16 kHz within a few dB of the source (a lower rate loses the top
   * band), at about a quarter of the sources' bytes; 16-bit PCM at the same rate doubles the bytes.
   */
  wav: { codec: 'pcm_mulaw', sampleRate: 44100 },
  /**
   * Aces and map themes are MP3 at a constant bit rate (so that seeking lands where it is asked to), kb/s;
   * never above the source's own bit rate, and lower still if the file would end larger than its source.
   */
  mp3: { mono: 64, stereo: 128 },
} as const;

/** The bit rates an MPEG-1 layer III frame can have, kb/s. */
export const MP3_BITRATES = [
  32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320,
] as const;

/**
 * The constant bit rate a clip is encoded at, kb/s: the delivery's rate for its channels, but never above
 * the source's (an MP3 source of 112 kb/s stays at 112, re-encoding cannot add what it lacks), and
 * `steps` rates lower when a first encoding ended larger than the source.
 */
export function mp3Bitrate(channels: number, sourceKbps: number, steps = 0): number {
  const wanted = channels === 1 ? DELIVERY.mp3.mono : DELIVERY.mp3.stereo;
  const cap = Number.isFinite(sourceKbps) ? Math.min(wanted, sourceKbps + 0.5) : wanted;
  const fitting = MP3_BITRATES.filter((rate) => rate <= cap);
  return fitting[Math.max(0, fitting.length - 1 - steps)] ?? MP3_BITRATES[0];
}

export type DeliveryFormat = 'wav' | 'mp3';

/** The delivery format a clip's path names (`.wav` or `.mp3`). */
export function formatOf(clipPath: string): DeliveryFormat {
  return clipPath.toLowerCase().endsWith('.wav') ? 'wav' : 'mp3';
}

/** Enough to find where a sound starts and to draw 256 bars of it. */
const ANALYSIS_RATE = 8000;

export interface EncodedClip {
  bytes: number;
  duration: number;
  peaks: string;
  loudness: number;
  truePeak: number;
  sourceLoudness: number;
}

/**
 * Where the sound starts: the first sample above the silence level, less 20 ms so that the attack is
 * kept whole. (ffmpeg 5.1's silenceremove filter is not used: it garbles some stereo clips.)
 */
export function soundStart(samples: Float32Array, sampleRate: number): number {
  const threshold = 10 ** (DELIVERY.silence / 20);
  const first = samples.findIndex((sample) => Math.abs(sample) > threshold);
  return first <= 0 ? 0 : Math.max(0, first / sampleRate - 0.02);
}

/**
 * Where the sound ends: the last sample above both the silence level and `tail` dB below the clip's
 * peak, plus the fade-out, so that a fading clip is cut once its fade is inaudible, not where it starts.
 */
export function soundEnd(samples: Float32Array, sampleRate: number): number {
  const duration = samples.length / sampleRate;
  const last = lastSound(samples, sampleRate);
  return last === undefined ? duration : Math.min(duration, last + DELIVERY.fadeOut);
}

/** The end (seconds) of the last sample above both the silence level and `tail` dB below the peak. */
export function lastSound(samples: Float32Array, sampleRate: number): number | undefined {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  const threshold = Math.max(10 ** (DELIVERY.silence / 20), peak * 10 ** (DELIVERY.tail / 20));
  let last = samples.length - 1;
  while (last >= 0 && Math.abs(samples[last]) <= threshold) last--;
  return last < 0 ? undefined : (last + 1) / sampleRate;
}

/** The shortest fade a clip ends with: a source that stops on its sound still ends without a click. */
export const MIN_FADE = 0.005;

/**
 * The part of a source a delivery keeps (seconds): from `soundStart` to `soundEnd` (at least 50 ms),
 * and where its closing fade starts: after the last sound (`lastSound`), so the fade only closes the
 * sound's own decay; a source that stops on its sound is faded over its last MIN_FADE only.
 */
export function spanOf(samples: Float32Array, sampleRate: number) {
  const start = soundStart(samples, sampleRate);
  const end = Math.max(start + 0.05, soundEnd(samples, sampleRate));
  const last = lastSound(samples, sampleRate) ?? end;
  const fadeStart = Math.max(start, Math.min(last, end - MIN_FADE));
  return { start, end, fadeStart };
}

export async function soundSpan(source: string, channels?: number) {
  return spanOf(await decodeMono(source, ANALYSIS_RATE, channels), ANALYSIS_RATE);
}

export function peaksOf(samples: Float32Array, count = MIN_PEAKS): number[] {
  const peaks = new Array<number>(count).fill(0);
  const perBucket = samples.length / count;
  for (let i = 0; i < samples.length; i++) {
    const bucket = Math.min(count - 1, Math.floor(i / perBucket));
    peaks[bucket] = Math.max(peaks[bucket], Math.abs(samples[i]));
  }
  const loudest = Math.max(...peaks) || 1;
  return peaks.map((peak) => peak / loudest);
}

function encoderArgs(format: DeliveryFormat, bitrate: number): string[] {
  // -fflags +bitexact: no encoder tag (a LIST chunk in a WAV), the same bytes from the same input.
  if (format === 'wav') return ['-c:a', DELIVERY.wav.codec, '-fflags', '+bitexact', '-f', 'wav'];
  // libmp3lame at -b:a is constant bit rate; its Info header tells the decoder the encoder's delay.
  return ['-c:a', 'libmp3lame', '-b:a', `${bitrate}k`, '-id3v2_version', '0', '-f', 'mp3'];
}

/**
 * How far a delivery's band distance to its source is from the encoder's aim (DELIVERY.tonal), as a
 * share of it: at most 1 when both its median and its worst band meet the aim.
 */
export function tonalMiss(distance: Pick<BandDistance, 'median' | 'worst'>) {
  return Math.max(distance.median / DELIVERY.tonal.median, distance.worst / DELIVERY.tonal.worst);
}

/**
 * The EQ (dB at each band centre) that undoes part of what a delivery made with `eq` still misses: each
 * compared band moved back by `step` of its difference (the limiter after the EQ answers in part, and a
 * full step overshoots), within ±maxCorrection; bands not compared are left as they are.
 */
export function correctedEq(eq: readonly number[], distance: BandDistance): number[] {
  const { maxCorrection: limit, step } = DELIVERY.tonal;
  return eq.map((gain, b) =>
    distance.compared[b]
      ? Math.max(-limit, Math.min(limit, gain - step * distance.differences[b]))
      : gain,
  );
}

/**
 * A linear-phase EQ with `eq` dB at each band centre (ffmpeg's firequalizer, its delay compensated, so
 * the clip neither moves nor loses its edges); none when every gain is 0.
 */
export function equalizer(eq: readonly number[]): string[] {
  if (eq.every((gain) => gain === 0)) return [];
  const entries = BAND_CENTRES.map((centre, b) => `entry(${centre},${eq[b].toFixed(2)})`);
  return [`firequalizer=gain_entry='${entries.join(';')}':delay=0.1:zero_phase=on`];
}

/** Whether a delivered file's measurement meets what the encoder aims at. */
export function meetsAim(measured: { integrated: number; truePeak: number }, measurable: boolean) {
  const loud = !measurable || Math.abs(measured.integrated - DELIVERY.target) <= DELIVERY.tolerance;
  const peak = !(measured.truePeak > DELIVERY.truePeak);
  return { loud, peak };
}

/**
 * Turns one source clip into its delivery file, in the format the spec's path names (`format`): every
 * channel counted in a downmix, leading and trailing silence trimmed (a fade-out kept and closed
 * smoothly), brought to the loudness target with a gain and a true-peak limiter whose delay is
 * compensated; the delivered file is measured with an EBU R128 meter, and the gain and ceiling
 * corrected and the clip encoded again until both loudness and true peak are met. A clip the limiter
 * had to squash is then compared band by band with its source and, while its balance is off, equalised
 * back (DELIVERY.tonal).
 */
export async function encodeClip(
  source: string,
  output: string,
  format: DeliveryFormat,
): Promise<EncodedClip> {
  const probe = await probeAudio(source);
  const sourceBytes = (await stat(source)).size;
  // A WAV is mono; an MP3 keeps a stereo source's two channels (more than two are averaged to mono).
  const downmix = downmixFilter(probe.channels, format === 'wav' ? 'mono' : 'keep');
  const channels = format === 'wav' || probe.channels > 2 ? 1 : probe.channels;
  const rate = format === 'wav' ? DELIVERY.wav.sampleRate : probe.sampleRate;
  // Loudness gating ignores the silence, so the source is measured untrimmed, downmixed as delivered.
  const analysis = await decodeAndMeasure(source, {
    sampleRate: ANALYSIS_RATE,
    downmix,
    stream: probe,
  });
  const { start, end, fadeStart } = spanOf(analysis.samples, ANALYSIS_RATE);
  const before = analysis.loudness;
  const trim = [
    `atrim=start=${start.toFixed(4)}:end=${end.toFixed(4)}`,
    'asetpts=PTS-STARTPTS',
    `afade=t=out:st=${(fadeStart - start).toFixed(4)}:d=${(end - fadeStart).toFixed(4)}`,
  ].join(',');
  // A clip too quiet or short to measure (gated out) keeps its level rather than being blown up.
  const measurable = Number.isFinite(before.integrated);
  let gain = measurable ? DELIVERY.target - before.integrated : 0;
  let ceiling = DELIVERY.ceiling;
  const sourceKbps = format === 'mp3' && /\.mp3$/i.test(source) ? probe.bitRate / 1000 : NaN;
  let smaller = 0;
  let bitrate = mp3Bitrate(channels, sourceKbps);

  /**
   * Encodes into `file` with `eq` until loudness, true peak and bytes meet the aim (or 8 attempts are
   * spent).
   */
  const encode = async (eq: readonly number[], file = output) => {
    let after = before;
    let samples = analysis.samples;
    let previous: { gain: number; loudness: number } | undefined;
    for (let attempt = 0; attempt < 8; attempt++) {
      const chain = [
        downmix,
        // Before the trim, so that the filter's delay compensation sees the sound around the cut.
        ...equalizer(eq),
        trim,
        `volume=${gain.toFixed(3)}dB`,
        // Limited at four times the rate, where the peaks between samples are samples; `latency`
        // compensates the limiter's look-ahead, so the clip neither starts late nor loses its end.
        `aresample=${rate * 4}`,
        `alimiter=limit=${(10 ** (ceiling / 20)).toFixed(5)}:level=0:attack=1:release=40:latency=1`,
        `aresample=${rate}`,
      ].join(',');
      await ffmpeg([
        ...['-y', '-i', source, '-af', chain, '-map_metadata', '-1', '-vn'],
        ...encoderArgs(format, bitrate),
        file,
      ]);
      // Measured as delivered, and decoded for its waveform in the same run.
      ({ loudness: after, samples } = await decodeAndMeasure(file, {
        sampleRate: ANALYSIS_RATE,
        stream: { channels, duration: end - start },
      }));
      const bytes = (await stat(file)).size;
      const aim = meetsAim(after, measurable);
      const fits = format === 'wav' || bytes <= sourceBytes || bitrate === MP3_BITRATES[0];
      if (aim.loud && aim.peak && fits) break;
      if (!fits) bitrate = mp3Bitrate(channels, sourceKbps, ++smaller);
      if (measurable) {
        // A limited clip gains less loudness than the gain added: the step follows the last two attempts'
        // slope (secant), between 1 and 4 dB of gain per LU.
        const miss = DELIVERY.target - after.integrated;
        const slope = previous
          ? Math.min(
              4,
              Math.max(1, (gain - previous.gain) / (after.integrated - previous.loudness) || 1),
            )
          : 1;
        previous = { gain, loudness: after.integrated };
        gain += miss * slope;
      }
      if (!aim.peak) ceiling -= after.truePeak - DELIVERY.truePeak + 0.1;
    }
    return { after, samples };
  };

  let eq: number[] = BAND_CENTRES.map(() => 0);
  let { after, samples } = await encode(eq);
  // What the limiter took off the loudest peak, dB (the gain it was given less what is left).
  const limiting = before.truePeak + gain - after.truePeak;
  if (measurable && limiting > DELIVERY.tonal.limiting) {
    const whole = await decodeMono(source, BAND_RATE, probe.channels);
    const kept = whole.subarray(Math.round(start * BAND_RATE), Math.round(end * BAND_RATE));
    const sourceBands = bandLevels(kept, BAND_RATE);
    const distanceOf = async (file: string) =>
      bandDistance(sourceBands, bandLevels(await decodeMono(file, BAND_RATE, channels), BAND_RATE));
    // Each round is encoded beside the output; the closest to the source is kept.
    let best = { file: output, after, samples, distance: await distanceOf(output) };
    let distance = best.distance;
    for (let round = 1; round <= DELIVERY.tonal.rounds && tonalMiss(best.distance) > 1; round++) {
      eq = correctedEq(eq, distance);
      const file = `${output}.eq${round}`;
      const encoded = await encode(eq, file);
      distance = await distanceOf(file);
      const better = tonalMiss(distance) < tonalMiss(best.distance);
      await rm(better ? best.file : file, { force: true });
      if (better) best = { file, ...encoded, distance };
    }
    if (best.file !== output) await rename(best.file, output);
    ({ after, samples } = best);
  }
  const duration = await probeDuration(output);
  return {
    bytes: (await stat(output)).size,
    duration: Number(duration.toFixed(3)),
    peaks: encodePeaks(peaksOf(samples, peakCount(duration))),
    loudness: after.integrated,
    truePeak: after.truePeak,
    sourceLoudness: before.integrated,
  };
}
