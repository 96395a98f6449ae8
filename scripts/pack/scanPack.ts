import { existsSync, openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODE_IDS } from '../../machines/modes.ts';
import {
  CLIP_KINDS,
  expectedClips,
  type ClipMode,
  type ExpectedClip,
} from '../../src/content/clips.ts';
import { SNIFF_BYTES, sniffAudio, type AudioFormat } from './audioHeader.ts';

export interface PackClip extends ExpectedClip {
  file: string;
  bytes: number;
}

export interface PackScan {
  dir: string;
  /** Expected clips whose file is there and reads as audio. */
  present: PackClip[];
  /**
   * Present clips whose bytes are the other format than their name says (a WAV named `.mp3`): the
   * delivery writes them in the named format, as it does every clip.
   */
  misnamed: (ExpectedClip & { format: AudioFormat })[];
  missing: ExpectedClip[];
  /** Expected clips whose file is there but is not audio. */
  unreadable: (ExpectedClip & { reason: string })[];
  /** Audio-pack files that no catalogue item asks for, by the mode folder they sit in. */
  unexpected: { mode: ClipMode | 'other'; path: string }[];
}

const MODE_OF_FOLDER: Record<string, ClipMode> = Object.fromEntries(
  MODE_IDS.map((mode) => [CLIP_KINDS[mode].folder, mode]),
);

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(dir, relative);
    return entry.isFile() ? [relative] : [];
  });
}

function readHead(file: string): Uint8Array {
  const handle = openSync(file, 'r');
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    return buffer.subarray(0, readSync(handle, buffer, 0, SNIFF_BYTES, 0));
  } finally {
    closeSync(handle);
  }
}

/**
 * Compares a pack folder with the catalogue (the embedded one, or the clips another asks for: a
 * content update's). Only the mode folders are the pack; notes beside them are not.
 */
export function scanPack(dir: string, expected: readonly ExpectedClip[] = expectedClips): PackScan {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`The sound pack folder ${dir} does not exist.`);
  }
  const scan: PackScan = {
    dir,
    present: [],
    misnamed: [],
    missing: [],
    unreadable: [],
    unexpected: [],
  };
  const expectedPaths = new Set(expected.map((clip) => clip.path));
  for (const clip of expected) {
    const file = path.join(dir, clip.path);
    if (!existsSync(file)) {
      scan.missing.push(clip);
      continue;
    }
    const format = sniffAudio(readHead(file));
    if (format === null) {
      scan.unreadable.push({ ...clip, reason: 'is not audio' });
      continue;
    }
    scan.present.push({ ...clip, file, bytes: statSync(file).size });
    if (format !== path.extname(clip.path).slice(1)) scan.misnamed.push({ ...clip, format });
  }
  for (const relative of listFiles(dir)) {
    const folder = relative.split('/')[0];
    if (!(folder in MODE_OF_FOLDER) || expectedPaths.has(relative)) continue;
    scan.unexpected.push({ mode: MODE_OF_FOLDER[folder], path: relative });
  }
  return scan;
}
