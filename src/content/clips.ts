import type { ModeId } from '../../machines/modes.ts';
import { abilities, bundles, maps } from './catalogue.ts';
import type { Ability, GameMap, SkinBundle } from './types.ts';

export type ClipMode = ModeId;

/** Where each item's clip lives in a sound pack, and so at which URL path it is served. */
export const clipPath = {
  map: (map: Pick<GameMap, 'id'>) => `maps/${map.id}.mp3`,
  ability: (ability: Pick<Ability, 'id' | 'agentId'>) =>
    `abilities/${ability.agentId}/${ability.id}.wav`,
  ace: (bundle: Pick<SkinBundle, 'id'>) => `aces/${bundle.id}.mp3`,
};

export interface ExpectedClip {
  mode: ClipMode;
  id: string;
  name: string;
  path: string;
}

/** Every clip the catalogue asks a pack for, one per item. */
export const expectedClips: readonly ExpectedClip[] = [
  ...maps.map((map) => ({
    mode: 'map' as const,
    id: map.id,
    name: map.name,
    path: clipPath.map(map),
  })),
  ...abilities.map((ability) => ({
    mode: 'ability' as const,
    id: ability.id,
    name: ability.name,
    path: clipPath.ability(ability),
  })),
  ...bundles.map((bundle) => ({
    mode: 'ace' as const,
    id: bundle.id,
    name: bundle.name,
    path: clipPath.ace(bundle),
  })),
];

/**
 * How the site knows a clip, as the build writes it into the mode's clip table: its address (the spec's
 * path, where the build writes the delivery file, or the source where there is none) and, for a
 * delivery file, its waveform (peaks, see peaks.ts) and duration.
 */
export interface ClipEntry {
  url: string;
  peaks?: string;
  duration?: number;
}
