import type { GameMap } from '../types.ts';

// Each section of the catalogue is a module of its own (scripts/catalogueSections.ts), in a chunk
// that goes with the modes that show it: importing from here costs only the sections used.
export { agents } from './agents.ts';
export { abilities, abilitiesOf } from './abilities.ts';
export { bundles } from './bundles.ts';
export { maps } from './maps.ts';
export { default as footsteps } from 'virtual:catalogue/footsteps';
export { default as voiceLines } from 'virtual:catalogue/voiceLines';

/** Team Deathmatch has no image on the media service; the product ships its own. */
export const LOCAL_MAP_IMAGE = '/team-deathmatch.svg';

export function mapImage(map: GameMap): string {
  return map.image ?? LOCAL_MAP_IMAGE;
}
