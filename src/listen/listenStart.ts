import { MODE_IDS } from '../../machines/modes';
import type { ClipMode, RunClip } from '../../machines/infinite/run';
import { loadMode } from '../engine/deal/loadMode';
import type { Mode } from '../modes/mode';
import { gameStore } from '../storage/gameStore';
import { missedClips } from './missedClips';

/** What Listen opens on: the clips missed so far, the tab shown first and that tab's mode. */
export interface ListenStart {
  missed: RunClip[];
  mode: Mode;
}

/** The tab Listen opens on: opened to practise, the mode of the latest miss; else the first mode. */
export function startTab(missed: readonly RunClip[], missedOnly: boolean): ClipMode {
  return missedOnly && missed.length > 0 ? missed[missed.length - 1].mode : MODE_IDS[0];
}

/**
 * Loads the first tab's mode alone (each mode is a chunk of its own): the others load when their
 * tab is picked.
 */
export async function loadListenStart(missedOnly: boolean): Promise<ListenStart> {
  const missed = missedClips(gameStore);
  return { missed, mode: await loadMode(startTab(missed, missedOnly))! };
}
