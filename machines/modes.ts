/**
 * The kinds of clip the game plays: the one list of modes, from which the routes, the daily puzzles,
 * infinite runs, Listen and what the game keeps all derive. An entry holds what the state machines
 * need to know of a mode (its name and its daily rules); its content, clips and words are in
 * src/modes/ (docs/adding-a-mode.md).
 */
export interface ModeBasics {
  id: string;
  /** Its short name: the share text's and Infinite's ("Earshot Daily Ability #23"). */
  label: string;
  /**
   * Its daily puzzle, or null for a mode without one. A daily clip is revealed either by seconds
   * (`ladder`: what try k may hear, before the last try hears it all) or by lines (`lines`: how many of
   * the mode's lines try k may hear, each whole).
   */
  daily:
    | (({ ladder: readonly number[] } | { lines: readonly number[] }) & {
        /** Its first puzzle's number, where it joined after #1 (the ledger's `since`, dailyLedger.test.ts). */
        first?: number;
      })
    | null;
}

/**
 * Append only: a challenge link writes a mode as its place in this list (machines/challenge/link.ts),
 * so every mode keeps its place for good. A new mode goes last, and none is removed or reordered, or
 * links already sent would open another mode's game (link.test.ts pins each place).
 */
export const MODES = [
  { id: 'map', label: 'Map', daily: { ladder: [1, 2, 4, 7, 12] } },
  { id: 'ability', label: 'Ability', daily: { ladder: [0.4, 0.7, 1, 1.5, 2.5] } },
  { id: 'ace', label: 'Ace', daily: { ladder: [0.5, 1, 1.5, 2.5, 4] } },
  // Tries 1-2 hear the death line, 3-4 add hello, 5-6 add Agent Select.
  { id: 'voice', label: 'Voice', daily: { lines: [1, 1, 2, 2, 3, 3], first: 26 } },
  // Seven answers would repeat every week: no daily.
  { id: 'footsteps', label: 'Footsteps', daily: null },
] as const satisfies readonly ModeBasics[];

export type ModeId = (typeof MODES)[number]['id'];

export const MODE_IDS: readonly ModeId[] = MODES.map((mode) => mode.id);

/** Whether a text (an address's segment, a stored value) names a mode. */
export function isModeId(value: unknown): value is ModeId {
  return typeof value === 'string' && (MODE_IDS as readonly string[]).includes(value);
}

export const modeBasics = (id: ModeId): ModeBasics => MODES.find((mode) => mode.id === id)!;
