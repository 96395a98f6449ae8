import {
  modesOf,
  runPool,
  type ClipMode,
  type InfiniteChoice,
  type RunClip,
} from '../../../machines/infinite/run';
import { loadMode } from '../deal/loadMode';
import type { Mode } from '../../modes/mode';

/** The modes a run (or Listen) can deal, by id, each with its data. */
export type RunModes = Readonly<Partial<Record<ClipMode, Mode>>>;

/**
 * Loads the modes a choice deals, and only those: a run of one mode downloads that mode's data
 * alone (each mode is a chunk of its own); Mixed, every mode's.
 */
export async function loadRunModes(choice: InfiniteChoice): Promise<RunModes> {
  const modes = await Promise.all(modesOf(choice).map((id) => loadMode(id)!));
  return Object.fromEntries(modes.map((mode) => [mode.id, mode]));
}

/** The mode of a clip, among those loaded for its choice. */
export function modeOf(modes: RunModes, id: ClipMode): Mode {
  const mode = modes[id];
  if (!mode) throw new Error(`The ${id} mode is not loaded for this run`);
  return mode;
}

/** Every clip a choice can play: one mode's answer pool, or every mode's for Mixed. */
export function poolFor(choice: InfiniteChoice, modes: RunModes): RunClip[] {
  return runPool(modesOf(choice).map((id) => modeOf(modes, id)));
}

/** How a clip is named once it is known: "Blade Storm (Jett)". */
export function clipName(clip: RunClip, modes: RunModes): string {
  const reveal = modeOf(modes, clip.mode).reveal(clip.id);
  return reveal.caption ? `${reveal.name} (${reveal.caption})` : reveal.name;
}
