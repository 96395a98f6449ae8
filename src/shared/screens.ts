import type { ModeId } from '../../machines/modes';
import type { AttemptRules, Difficulty } from '../../machines/rules/attempts';

/**
 * What each screen opens with: its heading and the sentence under it (and, for a mode, how many
 * attempts a round allows, which that sentence states). Kept apart from the modes' code so that the
 * build can write the same words into the page's first paint (scripts/bootShell.ts).
 */
export const homeScreen = {
  path: '/',
  heading: 'Choose wich mode you want to play',
  intro: 'Guess VALORANT maps, abilities and skins by ear. No account, no waiting.',
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
  /** The home page's card, among the modes. */
  card: {
    title: 'Infinite',
    description: 'One clip after another, three lives, a rank to climb.',
    image: '/infinite.svg',
  },
} as const;

/**
 * A mode's words and free-play rules: its screen's address, the browser tab's name, heading and
 * opening sentence, how many attempts a round allows, and what How to play, Infinite and the home page
 * say of it. Each mode's entry here is part of its descriptor (docs/adding-a-mode.md).
 */
export interface ModeScreen {
  path: `/${ModeId}`;
  /** The browser tab's name for the screen (the mode's name on the home page). */
  title: string;
  heading: string;
  intro: (maxAttempts: number) => string;
  attemptRules: AttemptRules;
  /** The difficulties a player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  winMessage: string;
  /** How to play: what the player is to find, and what the clip is. */
  what: string;
  heard: string;
  /** How to play's extra line about the search, where the gallery finds more than names. */
  searchHint?: string;
  /** Infinite's line under the mode's name. */
  infinite: string;
  /** A mode with a daily puzzle (machines/modes.ts): what its puzzle's screen opens with. */
  dailyIntro?: string;
  /** The home page's card: its line, its picture (written out, so that `/` does not download the
   * catalogue; cards.test.ts checks them) and whether it is one of the spec's three or a new mode. */
  description: string;
  image: string;
  fit: 'cover' | 'contain';
  isNew?: true;
}

export const modeScreens = {
  map: {
    path: '/map',
    title: 'Map Theme',
    heading: "What's the map?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the map, but you can only hear the theme that plays when a game starts.`,
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    winMessage: 'Congratulations! You found the correct map!',
    what: 'map',
    heard: 'the theme that plays when a game starts on it',
    infinite: 'Map themes, one after another.',
    dailyIntro:
      'Six tries to name the map from the theme that plays when a game starts. Each miss or Skip lets you hear more of it.',
    description: 'Guess the map by listening to its theme.',
    // Ascent's splash
    image: 'https://media.valorant-api.com/maps/7eaecc1b-4337-bbf6-6ab9-04b8f06b3319/splash.png',
    fit: 'cover',
  },
  ability: {
    path: '/ability',
    title: 'Ability',
    heading: "What's the ability?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempt(s) to try to find the correct ability, but you can only hear it`,
    attemptRules: { normal: 3, hard: 1 },
    difficulties: ['normal', 'hard'],
    winMessage: 'Congratulations! You found the correct ability!',
    what: 'ability',
    heard: 'the sound an agent ability makes',
    searchHint: 'You can type the ability or the agent.',
    infinite: 'Agent abilities, one after another.',
    dailyIntro:
      'Six tries to name the ability from its sound. Each miss or Skip lets you hear more of it; naming the right agent counts as partly right.',
    description: 'Find the agent and ability based on the sound.',
    // Jett's Blade Storm
    image:
      'https://media.valorant-api.com/agents/add6443a-41bd-e414-f6ad-e58d267f4e95/abilities/ultimate/displayicon.png',
    fit: 'contain',
  },
  ace: {
    path: '/ace',
    title: 'Ace',
    heading: "What's the skin bundle?",
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the skin bundle, but you can only hear its ace sound.`,
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    winMessage: 'Congratulations! You found the correct bundle!',
    what: 'skin bundle',
    heard: 'the sound its weapons make for an ace',
    infinite: 'Ace sounds, one after another.',
    dailyIntro:
      'Six tries to name the skin bundle from its ace sound. Each miss or Skip lets you hear more of it.',
    description: 'Identify the skin bundle from the ace sound.',
    // Champions 2021
    image:
      'https://media.valorant-api.com/bundles/bf987f36-4a33-45e4-3c49-1ab9a2502607/displayicon.png',
    fit: 'contain',
  },
  voice: {
    path: '/voice',
    title: 'Voice lines',
    heading: 'Whose voice is this?',
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the agent from their voice lines. A miss unlocks another line.`,
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    winMessage: 'Congratulations! You found the correct agent!',
    what: 'agent',
    heard:
      'a line the agent says: first their death line; each miss unlocks another (hello, then Agent Select), and the lines unlocked stay playable',
    infinite: 'Agent death lines, one after another.',
    dailyIntro:
      'Six tries to name the agent from their voice lines: tries 1-2 hear the death line, 3-4 add hello, 5-6 add Agent Select. Naming an agent of the right role counts as partly right.',
    description: 'Name the agent from their voice lines.',
    // Sova's portrait
    image:
      'https://media.valorant-api.com/agents/320b2a48-4d9b-a075-30f1-1f93a9b638fa/displayicon.png',
    fit: 'contain',
    isNew: true,
  },
  footsteps: {
    path: '/footsteps',
    title: 'Footsteps',
    heading: 'Whose footsteps are these?',
    intro: (maxAttempts) =>
      `You have ${maxAttempts} attempts to find the footsteps. Each kind of step is shared by a few agents.`,
    attemptRules: { normal: 2 },
    difficulties: ['normal'],
    winMessage: 'Congratulations! You found the correct footsteps!',
    what: 'footsteps',
    heard: 'the footsteps of a kind of boot, shared by the agents listed on its card',
    searchHint: 'You can type an agent: their footsteps are found.',
    infinite: 'Footsteps, one after another.',
    description: 'Recognise whose footsteps you hear.',
    image: '/footsteps.svg',
    fit: 'contain',
    isNew: true,
  },
} as const satisfies Record<ModeId, ModeScreen>;
