import type { Clip } from '../../machines/playerMachine';
import type { AttemptRules, Candidate, Difficulty } from '../../machines/rules';

/** A card in the gallery: pickable itself, or (an agent) holding pickable ability icons. */
export interface GalleryItem {
  id: string;
  name: string;
  image: string | null;
  subText?: string;
  /** Every text search finds the card by, its name first (see machines/gallery.ts). */
  searchTexts?: readonly string[];
  /** Accent colours (CSS) for a card's background: an agent's own gradient. */
  colors?: string[];
  /** An agent's abilities: the card is then a group and its icons are what the player picks. */
  choices?: GalleryItem[];
}

export type ModeId = 'map' | 'ability' | 'ace';

/** Everything that makes one mode differ from another; the game screen is the same for all three. */
export interface Mode {
  id: ModeId;
  path: '/map' | '/ability' | '/ace';
  /** The browser tab's name for the mode's screen. */
  title: string;
  heading: string;
  intro: (maxAttempts: number) => string;
  winMessage: string;
  attemptRules: AttemptRules;
  /** The difficulties the player can switch between; a mode without the switch has one. */
  difficulties: readonly Difficulty[];
  gallery: (difficulty: Difficulty) => GalleryItem[];
  minColumnWidth: (difficulty: Difficulty) => number;
  /** Items that can be the answer: those whose clip the served pack has. */
  pool: Candidate[];
  clip: (id: string) => Clip;
  /** How the answer is shown once the round is over. */
  reveal: (id: string) => { name: string; image: string | null; caption?: string };
}
