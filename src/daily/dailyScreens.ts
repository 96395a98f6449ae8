import { DAILY_MODE_LABELS } from '../../machines/daily/share.ts';
import type { DailyMode } from '../../machines/daily/verdict';

/**
 * What a daily puzzle's screen opens with, kept apart from its code so that the first paint can write
 * the same words (scripts/bootShell.ts).
 */
export const dailyPuzzleScreens = {
  map: {
    path: '/daily/map',
    what: 'map',
    intro:
      'Six tries to name the map from the theme that plays when a game starts. Each miss or Skip lets you hear more of it.',
  },
  ability: {
    path: '/daily/ability',
    what: 'ability',
    intro:
      'Six tries to name the ability from its sound. Each miss or Skip lets you hear more of it; naming the right agent shows in yellow.',
  },
  ace: {
    path: '/daily/ace',
    what: 'skin bundle',
    intro:
      'Six tries to name the skin bundle from its ace sound. Each miss or Skip lets you hear more of it.',
  },
  voice: {
    path: '/daily/voice',
    what: 'agent',
    intro:
      'Six tries to name the agent from their voice lines: tries 1-2 hear the death line, 3-4 add hello, 5-6 add Agent Select. Naming an agent of the right role shows in yellow.',
  },
} as const satisfies Record<DailyMode, { path: string; what: string; intro: string }>;

/** A puzzle's heading: its mode and number, as players quote it ("Daily Ability #23"). */
export function dailyHeading(mode: DailyMode, number: number): string {
  return `Daily ${DAILY_MODE_LABELS[mode]} #${number}`;
}

/** What an archive puzzle says under its heading: which day's puzzle it was, then the mode's intro. */
export function dailyArchiveIntro(date: string, intro: string): string {
  return `The puzzle of ${date}, from the archive. ${intro}`;
}
