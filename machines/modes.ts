/**
 * The three kinds of clip the game plays: the one list of modes, from which the routes, the daily
 * puzzles, infinite runs and what the game keeps all derive.
 */
export const MODE_IDS = ['map', 'ability', 'ace'] as const;

export type ModeId = (typeof MODE_IDS)[number];
