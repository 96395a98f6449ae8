import type { ModeId } from '../../machines/modes';
import type { Mode } from './mode';

export { MODE_IDS } from '../../machines/modes';

// Each mode's descriptor carries its data (gallery, clips and their peaks): a chunk of its own,
// loaded when a screen first needs it.
const LOADERS: Record<ModeId, () => Promise<Mode>> = {
  map: () => import('./mapMode').then((module) => module.mapMode),
  ability: () => import('./abilityMode').then((module) => module.abilityMode),
  ace: () => import('./aceMode').then((module) => module.aceMode),
};

/** Loads a mode by its id; an unknown id (from a page's markup, say) gives undefined. */
export function loadMode(id: string | undefined): Promise<Mode> | undefined {
  return id !== undefined && Object.hasOwn(LOADERS, id) ? LOADERS[id as ModeId]() : undefined;
}
