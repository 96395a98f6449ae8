import {
  modesOf,
  runPool,
  type ClipMode,
  type InfiniteChoice,
  type RunClip,
} from '../../machines/infinite/run';
import { abilityMode } from '../modes/abilityMode';
import { aceMode } from '../modes/aceMode';
import { footstepsMode } from '../modes/footstepsMode';
import { mapMode } from '../modes/mapMode';
import type { Mode } from '../modes/mode';
import { voiceMode } from '../modes/voiceMode';

/** Every mode by id: what a clip of a run, or of Listen, is. */
export const MODES_BY_ID = Object.fromEntries(
  [mapMode, abilityMode, aceMode, voiceMode, footstepsMode].map((mode) => [mode.id, mode]),
) as Record<ClipMode, Mode>;

/** Every clip a choice can play: one mode's answer pool, or all three for Mixed (every mode). */
export function poolFor(choice: InfiniteChoice): RunClip[] {
  return runPool(modesOf(choice).map((id) => MODES_BY_ID[id]));
}

/** How a clip is named once it is known: "Blade Storm (Jett)". */
export function clipName(clip: RunClip): string {
  const reveal = MODES_BY_ID[clip.mode].reveal(clip.id);
  return reveal.caption ? `${reveal.name} (${reveal.caption})` : reveal.name;
}
