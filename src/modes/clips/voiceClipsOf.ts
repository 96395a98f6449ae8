import type { Clip } from '../../../machines/player/playerMachine';
import type { ClipEntry } from '../../content/clips';
import { clipTable, type ModeClips } from '../../content/clipTable';
import { voiceLines } from '../../content/sections/catalogue';
import { voiceLineKey } from '../../content/voiceLineKey';

/** The line a round opens with; a miss unlocks the next. */
const firstLine = voiceLines.lines[0];

/** A voice clip table's lookups. */
export type VoiceClips = ModeClips & {
  has(agentId: string, line?: string): boolean;
  clip(agentId: string, line?: string): Clip;
};

/**
 * Voice lines are kept by agent and line: an agent is in the pack when the line a round opens with
 * is. The mode's descriptor and the saving of a day's clips (voiceClips.ts) both read a table by it.
 */
export function voiceClipsOf(entries: Record<string, ClipEntry>): VoiceClips {
  const table = clipTable(entries);
  return {
    has: (agentId: string, line: string = firstLine.id) => voiceLineKey(agentId, line) in entries,
    clip: (agentId: string, line: string = firstLine.id) => table(voiceLineKey(agentId, line)),
  };
}
