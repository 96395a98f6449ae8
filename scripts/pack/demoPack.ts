import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Mp3Encoder } from '@breezystack/lamejs';
import {
  CLIP_KINDS,
  expectedClips,
  type ClipMode,
  type ExpectedClip,
} from '../../src/content/clips.ts';

/**
 * A stand-in sound pack for a fresh clone without the real clips: one short synthetic jingle per
 * catalogue item, distinct and the same on every run (its notes come from a hash of the item's id).
 * Written with the project's own code; MP3 through lamejs, a JavaScript encoder.
 */
const SAMPLE_RATE = 22050;
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];
/** Bump when the synthesis changes, so that existing demo packs are written again. */
const GENERATOR_VERSION = '2';

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function synthesise(id: string, mode: ClipMode): Int16Array {
  let state = hash(id);
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const samples = new Int16Array(Math.round(CLIP_KINDS[mode].demoSeconds * SAMPLE_RATE));
  const notes = 3 + Math.floor(next() * 4);
  const root = 196 * 2 ** (Math.floor(next() * 12) / 12);
  const harmonics = 1 + Math.floor(next() * 4);
  const noteLength = samples.length / notes;
  for (let n = 0; n < notes; n++) {
    const frequency = root * 2 ** (PENTATONIC[Math.floor(next() * PENTATONIC.length)] / 12);
    const start = Math.floor(n * noteLength);
    for (let i = 0; i < noteLength && start + i < samples.length; i++) {
      const t = i / SAMPLE_RATE;
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / noteLength);
      let value = 0;
      for (let h = 1; h <= harmonics; h++) value += Math.sin(2 * Math.PI * frequency * h * t) / h;
      samples[start + i] = Math.round((value / harmonics) * envelope * 0.6 * 32767);
    }
  }
  return samples;
}

export function encodeWav(samples: Int16Array): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return bytes;
}

export function encodeMp3(samples: Int16Array): Uint8Array {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 64);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < samples.length; at += 1152) {
    chunks.push(encoder.encodeBuffer(samples.subarray(at, at + 1152)));
  }
  chunks.push(encoder.flush());
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Writes the demo pack into `dir` unless one of this generator version, for the same clips, is
 * already there: a content update's new items get their stand-ins at the next build.
 */
export function ensureDemoPack(
  dir: string,
  clips: readonly ExpectedClip[] = expectedClips,
): string {
  const stamp = path.join(dir, '.demo-pack');
  const version = `${GENERATOR_VERSION} ${hash(clips.map((clip) => clip.path).join('\n'))}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return dir;
  rmSync(dir, { recursive: true, force: true });
  for (const clip of clips) {
    const file = path.join(dir, clip.path);
    mkdirSync(path.dirname(file), { recursive: true });
    const samples = synthesise(clip.id, clip.mode);
    writeFileSync(file, clip.path.endsWith('.wav') ? encodeWav(samples) : encodeMp3(samples));
  }
  writeFileSync(stamp, version);
  return dir;
}
