import type { ModeId } from '../../machines/modes';
import type { AttemptRules, Difficulty } from '../../machines/rules/attempts';

/**
 * What each screen is, apart from its words: its address and, for a mode, its free-play rules and its
 * home card's picture. The words (headings, openings, the cards' lines) are the home part's texts,
 * src/i18n/messages/<locale>/home.json, which the app reads in the player's language
 * (screenTexts.ts) and the build writes into the first paint in English (scripts/screenWords.ts),
 * so that the English is in one place and no page downloads it twice.
 */
export const homeScreen = { path: '/' } as const;

export const dailyScreen = { path: '/daily' } as const;

/** Infinite: its address, and the home page's card's picture among the modes. */
export const infiniteScreen = {
  path: '/infinite',
  card: { image: '/infinite.svg' },
} as const;

/**
 * A mode's screen and free-play rules: its address, how many attempts a round allows and between
 * which difficulties, and its home card's picture. Each mode's entry here is part of its descriptor
 * (docs/adding-a-mode.md), with its words in home.json (`<mode>Title`, `<mode>Heading`, …).
 */
export interface ModeScreen {
  path: `/${ModeId}`;
  attemptRules: AttemptRules;
  /** The difficulties a player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  /** The home page's card: its picture (written out, so that `/` does not download the catalogue;
   * cards.test.ts checks them) and whether it is one of the spec's three or a new mode. */
  image: string;
  fit: 'cover' | 'contain';
  isNew?: true;
}

export const modeScreens = {
  map: {
    path: '/map',
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    // Ascent's splash
    image: 'https://media.valorant-api.com/maps/7eaecc1b-4337-bbf6-6ab9-04b8f06b3319/splash.png',
    fit: 'cover',
  },
  ability: {
    path: '/ability',
    attemptRules: { normal: 3, hard: 1 },
    difficulties: ['normal', 'hard'],
    // Jett's Blade Storm
    image:
      'https://media.valorant-api.com/agents/add6443a-41bd-e414-f6ad-e58d267f4e95/abilities/ultimate/displayicon.png',
    fit: 'contain',
  },
  ace: {
    path: '/ace',
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    // Champions 2021
    image:
      'https://media.valorant-api.com/bundles/bf987f36-4a33-45e4-3c49-1ab9a2502607/displayicon.png',
    fit: 'contain',
  },
  voice: {
    path: '/voice',
    attemptRules: { normal: 3 },
    difficulties: ['normal'],
    // Sova's portrait
    image:
      'https://media.valorant-api.com/agents/320b2a48-4d9b-a075-30f1-1f93a9b638fa/displayicon.png',
    fit: 'contain',
    isNew: true,
  },
  footsteps: {
    path: '/footsteps',
    attemptRules: { normal: 2 },
    difficulties: ['normal'],
    image: '/footsteps.svg',
    fit: 'contain',
    isNew: true,
  },
} as const satisfies Record<ModeId, ModeScreen>;
