import { isModeId, type ModeId } from '../../../machines/modes';
import { isDailyMode } from '../../../machines/dailyModes';
import type { DailyModeDescriptor, Mode } from '../../modes/mode';

export { MODE_IDS } from '../../../machines/modes';

/** A mode's descriptor module: `src/modes/<id>Mode.ts`, which exports it as `<id>Mode`. */
export type DescriptorModule = Record<string, Mode>;

/** Where a mode's descriptor module is, as `import.meta.glob('/src/modes/*Mode.ts')` keys it. */
export const descriptorPath = (id: ModeId) => `/src/modes/${id}Mode.ts`;

/** The descriptor a mode's module exports. */
export const descriptorIn = (module: DescriptorModule, id: ModeId): Mode => module[`${id}Mode`];

// Each mode's descriptor carries its data (gallery, clips and their durations; each clip's peaks are
// a file beside it, fetched with the clip): a chunk of its own,
// loaded when a screen first needs it.
const DESCRIPTORS = import.meta.glob<DescriptorModule>('/src/modes/*Mode.ts');

/** Loads a mode by its id; an unknown id (from a page's markup, say) gives undefined. */
export function loadMode(id: string | undefined): Promise<Mode> | undefined {
  if (!isModeId(id)) return undefined;
  return DESCRIPTORS[descriptorPath(id)]().then((module) => descriptorIn(module, id));
}

/** Loads a mode that has a daily puzzle by its id; any other id gives undefined. */
export function loadDailyMode(id: string | undefined): Promise<DailyModeDescriptor> | undefined {
  return isDailyMode(id) ? (loadMode(id) as Promise<DailyModeDescriptor>) : undefined;
}
