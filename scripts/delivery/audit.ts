/**
 * The audit `npm run sounds:check` runs on every delivered clip against its source: how close it sounds
 * (1/3-octave band distance), its loudness and true peak by an EBU R128 meter, and its bytes; and the
 * limits a delivery must meet.
 */
import { CLIP_KINDS, type ClipMode } from '../../src/content/clips.ts';
import { ANALYSIS_RATE, bandDistance, bandLevels, type BandDistance } from './bands.ts';
import { DELIVERY, soundSpan } from './encodeClip.ts';
import { decodeMono, measureLoudness } from './ffmpeg.ts';

export const LIMITS = {
  /** Median band distance to the source over the compared bands of a clip, dB. */
  medianBandDb: 2,
  /** Worst band distance to the source of a clip, dB. */
  worstBandDb: 6,
  /** Integrated loudness within this many LU of the target. */
  loudnessLu: 0.5,
  /** True peak at most this, dBTP. */
  truePeakDbtp: -1,
} as const;

export interface ClipAudit {
  mode: string;
  path: string;
  sourceBytes: number;
  bytes: number;
  /** Integrated loudness of the delivered file, LUFS (NaN: nothing above the meter's gate). */
  loudness: number;
  /** True peak of the delivered file, dBTP. */
  truePeak: number;
  band: Pick<BandDistance, 'median' | 'worst' | 'worstBand'>;
}

/** What a clip misses of the limits, one phrase per miss (none: it passes). */
export function clipFailures(clip: ClipAudit, target = DELIVERY.target): string[] {
  const failures: string[] = [];
  if (!(clip.band.median <= LIMITS.medianBandDb))
    failures.push(
      `median band distance ${clip.band.median.toFixed(2)} dB > ${LIMITS.medianBandDb}`,
    );
  if (!(clip.band.worst <= LIMITS.worstBandDb))
    failures.push(
      `band ${clip.band.worstBand} Hz off by ${clip.band.worst.toFixed(2)} dB > ${LIMITS.worstBandDb}`,
    );
  if (!(Math.abs(clip.loudness - target) <= LIMITS.loudnessLu))
    failures.push(
      `loudness ${clip.loudness.toFixed(2)} LUFS, more than ${LIMITS.loudnessLu} LU from ${target}`,
    );
  if (!(clip.truePeak <= LIMITS.truePeakDbtp))
    failures.push(`true peak ${clip.truePeak.toFixed(2)} dBTP > ${LIMITS.truePeakDbtp}`);
  if (!(clip.bytes <= clip.sourceBytes))
    failures.push(`${clip.bytes} bytes, more than its source's ${clip.sourceBytes}`);
  return failures;
}

export interface ModeSummary {
  mode: string;
  clips: number;
  failing: number;
  sourceBytes: number;
  bytes: number;
  /** Median over the clips of their median band distance, dB. */
  medianBand: number;
  /** Median over the clips of their worst band distance, dB. */
  medianWorstBand: number;
  /** Worst band distance of any clip, dB. */
  worstBand: number;
  loudnessMin: number;
  loudnessMax: number;
  truePeakMax: number;
  /** What the mode misses as a whole (its bytes budget). */
  failures: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A mode over its clips, held to its clips' bytes limit where it has one (`bytesShare`, src/content/clips.ts). */
export function summarise(mode: ClipMode, clips: readonly ClipAudit[]): ModeSummary {
  const sourceBytes = clips.reduce((sum, clip) => sum + clip.sourceBytes, 0);
  const bytes = clips.reduce((sum, clip) => sum + clip.bytes, 0);
  const budget = CLIP_KINDS[mode].bytesShare;
  const failures =
    budget !== undefined && !(bytes <= budget * sourceBytes)
      ? [
          `${mode}: ${((bytes / sourceBytes) * 100).toFixed(1)} % of the sources' bytes > ${budget * 100} %`,
        ]
      : [];
  return {
    mode,
    clips: clips.length,
    failing: clips.filter((clip) => clipFailures(clip).length > 0).length,
    sourceBytes,
    bytes,
    medianBand: median(clips.map((clip) => clip.band.median)),
    medianWorstBand: median(clips.map((clip) => clip.band.worst)),
    worstBand: Math.max(...clips.map((clip) => clip.band.worst)),
    loudnessMin: Math.min(...clips.map((clip) => clip.loudness)),
    loudnessMax: Math.max(...clips.map((clip) => clip.loudness)),
    truePeakMax: Math.max(...clips.map((clip) => clip.truePeak)),
    failures,
  };
}

/**
 * Measures one delivered file against its source: against the part of the source the delivery keeps
 * (`soundSpan`), since the silence trimmed before and after the sound is not the clip's sound.
 */
export async function auditClip(
  clip: { mode: string; path: string; file: string; bytes: number },
  delivered: { file: string; bytes: number },
): Promise<ClipAudit> {
  const span = await soundSpan(clip.file);
  const [whole, delivery, loudness] = await Promise.all([
    decodeMono(clip.file, ANALYSIS_RATE),
    decodeMono(delivered.file, ANALYSIS_RATE),
    measureLoudness(delivered.file),
  ]);
  const source = whole.subarray(
    Math.round(span.start * ANALYSIS_RATE),
    Math.round(span.end * ANALYSIS_RATE),
  );
  const { median, worst, worstBand } = bandDistance(
    bandLevels(source, ANALYSIS_RATE),
    bandLevels(delivery, ANALYSIS_RATE),
  );
  return {
    mode: clip.mode,
    path: clip.path,
    sourceBytes: clip.bytes,
    bytes: delivered.bytes,
    loudness: loudness.integrated,
    truePeak: loudness.truePeak,
    band: { median, worst, worstBand },
  };
}
