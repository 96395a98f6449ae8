import {
  modesOf,
  runPool,
  type ClipMode,
  type InfiniteChoice,
  type RunClip,
} from '../../machines/infinite/run';
import { descriptorIn, descriptorPath, MODE_IDS, type DescriptorModule } from '../engine/loadMode';
import type { Mode } from '../modes/mode';

// A run can deal any mode's clip: every descriptor, with its data, at once.
const DESCRIPTORS = import.meta.glob<DescriptorModule>('/src/modes/*Mode.ts', { eager: true });

/** Every mode by id: what a clip of a run, or of Listen, is. */
export const MODES_BY_ID = Object.fromEntries(
  MODE_IDS.map((id) => [id, descriptorIn(DESCRIPTORS[descriptorPath(id)], id)]),
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
