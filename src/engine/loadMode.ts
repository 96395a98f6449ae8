import type { ModeId } from '../../machines/modes';
import { isDailyMode } from '../../machines/daily/verdict';
import type { DailyModeDescriptor, Mode } from '../modes/mode';

export { MODE_IDS } from '../../machines/modes';

// Each mode's descriptor carries its data (gallery, clips and their peaks): a chunk of its own,
// loaded when a screen first needs it.
const LOADERS: Record<ModeId, () => Promise<Mode>> = {
  map: () => import('../modes/mapMode').then((module) => module.mapMode),
  ability: () => import('../modes/abilityMode').then((module) => module.abilityMode),
  ace: () => import('../modes/aceMode').then((module) => module.aceMode),
  voice: () => import('../modes/voiceMode').then((module) => module.voiceMode),
  footsteps: () => import('../modes/footstepsMode').then((module) => module.footstepsMode),
};

/** Loads a mode by its id; an unknown id (from a page's markup, say) gives undefined. */
export function loadMode(id: string | undefined): Promise<Mode> | undefined {
  return id !== undefined && Object.hasOwn(LOADERS, id) ? LOADERS[id as ModeId]() : undefined;
}

/** Loads a mode that has a daily puzzle by its id; any other id gives undefined. */
export function loadDailyMode(id: string | undefined): Promise<DailyModeDescriptor> | undefined {
  return isDailyMode(id) ? (loadMode(id) as Promise<DailyModeDescriptor>) : undefined;
}
