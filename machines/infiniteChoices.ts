import { MODE_IDS, MODES, type ModeId } from './modes.ts';

/*
 * What the app's routes, its first paint and its help know of an infinite run without its rules
 * (machines/infinite/): what it can play and its lives. In the `shared` chunk: a free-play page
 * downloads nothing else of the runs.
 */

/** What an infinite run plays: one mode's clips, or every mode's (Mixed). */
export type InfiniteChoice = ModeId | 'mixed';

export const INFINITE_CHOICES: readonly InfiniteChoice[] = [...MODE_IDS, 'mixed'];

/**
 * The choices as a challenge link and a stats code write them, by their place here. Append-only, like
 * the list of modes: Mixed was the fourth choice before Voice lines and Footsteps joined, so links
 * made then still open the same run.
 */
export const RUN_CHOICES: readonly InfiniteChoice[] = [
  ...INFINITE_CHOICES.slice(0, 3),
  'mixed',
  ...INFINITE_CHOICES.slice(3).filter((choice) => choice !== 'mixed'),
];

export const INFINITE_CHOICE_LABELS = Object.fromEntries([
  ...MODES.map((mode) => [mode.id, mode.label]),
  ['mixed', 'Mixed'],
]) as Record<InfiniteChoice, string>;

/** Whether a text (the address's `choice`, a stored run's) is a choice. */
export function isInfiniteChoice(value: unknown): value is InfiniteChoice {
  return typeof value === 'string' && (INFINITE_CHOICES as readonly string[]).includes(value);
}

/** Three lives for the whole run, not per clip. */
export const RUN_LIVES = 3;
