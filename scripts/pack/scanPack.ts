import { existsSync, openSync, readSync, closeSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MODE_IDS } from '../../machines/modes.ts';
import {
  CLIP_KINDS,
  expectedClips,
  type ClipMode,
  type ExpectedClip,
} from '../../src/content/clips.ts';
import { SNIFF_BYTES, sniffAudio } from './audioHeader.ts';

export interface PackClip extends ExpectedClip {
  file: string;
  bytes: number;
}

export interface PackScan {
  dir: string;
  /** Expected clips whose file is there and reads as the format its name says. */
  present: PackClip[];
  missing: ExpectedClip[];
  /** Expected clips whose file is there but is not readable audio of its format. */
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

/** Compares a pack folder with the catalogue. Only the mode folders are the pack; notes beside them are not. */
export function scanPack(dir: string): PackScan {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`The sound pack folder ${dir} does not exist.`);
  }
  const scan: PackScan = { dir, present: [], missing: [], unreadable: [], unexpected: [] };
  const expectedPaths = new Set(expectedClips.map((clip) => clip.path));
  for (const clip of expectedClips) {
    const file = path.join(dir, clip.path);
    if (!existsSync(file)) {
      scan.missing.push(clip);
      continue;
    }
    const format = sniffAudio(readHead(file));
    const wanted = path.extname(clip.path).slice(1);
    if (format === wanted) {
      scan.present.push({ ...clip, file, bytes: statSync(file).size });
    } else {
      const reason = format
        ? `is ${format.toUpperCase()}, not ${wanted.toUpperCase()}`
        : 'is not audio';
      scan.unreadable.push({ ...clip, reason });
    }
  }
  for (const relative of listFiles(dir)) {
    const folder = relative.split('/')[0];
    if (!(folder in MODE_OF_FOLDER) || expectedPaths.has(relative)) continue;
    scan.unexpected.push({ mode: MODE_OF_FOLDER[folder], path: relative });
  }
  return scan;
}
