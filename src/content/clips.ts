import { MODE_IDS, type ModeId } from '../../machines/modes.ts';
import raw from './catalogue.json' with { type: 'json' };
import type { CatalogueFile } from './catalogueFile.ts';
import { voiceLineKey } from './voiceLineKey.ts';

export { voiceLineKey };

// The build reads this table in Node, where the catalogue's section modules (virtual, see
// scripts/catalogueSections.ts) do not exist: it takes the JSON as it is. A content update reads
// a new catalogue's the same way, before it is copied in.
const embedded: CatalogueFile = raw;

export type ClipMode = ModeId;

/** One clip a mode's items ask the pack for. */
export interface ClipItem {
  /** The clip's key in the mode's clip table: its item's id, or `{agentId}/{line}` for a voice line. */
  id: string;
  name: string;
  path: string;
}

/**
 * Where each mode's clips live in a sound pack, and so at which URL path they are served: the folder,
 * the address pattern (`*` for an id) and every clip the catalogue asks for. The pack's scan, the build's
 * delivery, the dev and preview servers, the service worker, the static host's headers, `sounds:check`
 * and the demo pack all derive from this table.
 */
export interface ClipKind {
  folder: string;
  /** The address with `*` for each id, e.g. `abilities/*\/*.wav`. */
  pattern: string;
  /** How long the demo pack's stand-in clips last, in seconds. */
  demoSeconds: number;
  /** The most its delivered bytes may be, as a share of its sources' bytes (`sounds:check`); none: no limit. */
  bytesShare?: number;
  items: (catalogue: CatalogueFile) => ClipItem[];
}

export const CLIP_KINDS: Record<ClipMode, ClipKind> = {
  map: {
    folder: 'maps',
    pattern: 'maps/*.mp3',
    demoSeconds: 4,
    items: ({ maps }) =>
      maps.map((map) => ({ id: map.id, name: map.name, path: `maps/${map.id}.mp3` })),
  },
  ability: {
    folder: 'abilities',
    pattern: 'abilities/*/*.wav',
    demoSeconds: 1.2,
    // Kept faithful but light (#18): together within 30 % of their sources' bytes.
    bytesShare: 0.3,
    items: ({ agents }) =>
      agents
        .flatMap((agent) => agent.abilities)
        .map((ability) => ({
          id: ability.id,
          name: ability.name,
          path: `abilities/${ability.agentId}/${ability.id}.wav`,
        })),
  },
  ace: {
    folder: 'aces',
    pattern: 'aces/*.mp3',
    demoSeconds: 2.4,
    items: ({ bundles }) =>
      bundles.map((bundle) => ({
        id: bundle.id,
        name: bundle.name,
        path: `aces/${bundle.id}.mp3`,
      })),
  },
  voice: {
    folder: 'voicelines',
    pattern: 'voicelines/*/*.wav',
    demoSeconds: 1.6,
    items: ({ agents, voiceLines }) =>
      voiceLines.agentIds.flatMap((agentId) =>
        voiceLines.lines.map((line) => ({
          id: voiceLineKey(agentId, line.id),
          name: `${agents.find((agent) => agent.id === agentId)?.name ?? agentId} · ${line.label}`,
          path: `voicelines/${agentId}/${line.id}.wav`,
        })),
      ),
  },
  footsteps: {
    folder: 'footsteps',
    pattern: 'footsteps/*.wav',
    demoSeconds: 2,
    items: ({ footsteps }) =>
      footsteps.map((category) => ({
        id: category.id,
        name: category.name,
        path: `footsteps/${category.id}.wav`,
      })),
  },
};

export interface ExpectedClip extends ClipItem {
  mode: ClipMode;
}

/** Every clip a catalogue asks a pack for. */
export function expectedClipsOf(catalogue: CatalogueFile): ExpectedClip[] {
  return MODE_IDS.flatMap((mode) =>
    CLIP_KINDS[mode].items(catalogue).map((item) => ({ ...item, mode })),
  );
}

/** Every clip the embedded catalogue asks a pack for. */
export const expectedClips: readonly ExpectedClip[] = expectedClipsOf(embedded);

/** The folders clips are served from, one per mode. */
export const CLIP_FOLDERS: readonly string[] = MODE_IDS.map((mode) => CLIP_KINDS[mode].folder);

/**
 * How the site knows a clip, as the build writes it into the mode's clip table: its address (the spec's
 * path, where the build writes the delivery file, or the source where there is none) and, for a
 * delivery file, its duration. A delivery file (one with a duration) has its waveform's peaks in a
 * file beside it, at `peaksUrl(url)` (see peaks.ts).
 */
export interface ClipEntry {
  url: string;
  duration?: number;
}
