import type { AttemptRules } from '../../machines/rules/attempts';

/**
 * What each screen opens with: its heading and the sentence under it (and, for a mode, how many
 * attempts a round allows, which that sentence states). Kept apart from the modes' code so that the
 * build can write the same words into the page's first paint (scripts/bootShell.ts).
 */
export const homeScreen = {
  path: '/',
  heading: 'Choose wich mode you want to play',
  intro: 'Hear a clip, name what it belongs to. No account, no waiting.',
} as const;

export const dailyScreen = {
  path: '/daily',
  heading: 'Daily puzzles',
  intro: 'One clip per mode, the same for everyone, new every day at 00:00 UTC.',
} as const;

/** Infinite: the picker's heading and sentence, and a run's heading ("Infinite · Ability"). */
export const infiniteScreen = {
  path: '/infinite',
  heading: 'Infinite',
  intro:
    'One clip after another, one guess each, three lives for the whole run. How far up the ranks can you climb?',
  runHeading: (choiceLabel: string) => `Infinite · ${choiceLabel}`,
} as const;

interface ModeScreen {
  path: '/map' | '/ability' | '/ace';
  /** The browser tab's name for the screen (the mode's name on the home page). */
  title: string;
  heading: string;
  intro: (maxAttempts: number) => string;
  attemptRules: AttemptRules;
}

export const modeScreens = {
  map: {
    path: '/map',
    title: 'Map Theme',
    heading: "What's the map?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the map, but you can only hear the theme that plays when a game starts.`,
    attemptRules: { normal: 3 },
  },
  ability: {
    path: '/ability',
    title: 'Ability',
    heading: "What's the ability?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempt(s) to try to find the correct ability, but you can only hear it`,
    attemptRules: { normal: 3, hard: 1 },
  },
  ace: {
    path: '/ace',
    title: 'Ace',
    heading: "What's the skin bundle?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the skin bundle, but you can only hear its ace sound.`,
    attemptRules: { normal: 3 },
  },
} as const satisfies Record<string, ModeScreen>;
