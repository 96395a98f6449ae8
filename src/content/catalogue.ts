import raw from './catalogue.json' with { type: 'json' };
import type {
  Ability,
  Agent,
  FootstepsCategory,
  GameMap,
  SkinBundle,
  VoiceLines,
} from './types.ts';

// The JSON is the catalogue as shipped in shared/content; its literal strings widen to `string`,
// so the narrower unions (role names, slots) are asserted here and checked by catalogue.test.ts.
export const agents: readonly Agent[] = raw.agents as Agent[];
export const abilities: readonly Ability[] = agents.flatMap((agent) => agent.abilities);
export const bundles: readonly SkinBundle[] = raw.bundles as SkinBundle[];
export const maps: readonly GameMap[] = raw.maps as GameMap[];
export const footsteps: readonly FootstepsCategory[] = raw.footsteps;
export const voiceLines: VoiceLines = raw.voiceLines;

/** Team Deathmatch has no image on the media service; the product ships its own. */
export const LOCAL_MAP_IMAGE = '/team-deathmatch.svg';

export function mapImage(map: GameMap): string {
  return map.image ?? LOCAL_MAP_IMAGE;
}
