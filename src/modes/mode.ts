import type { ModeId } from '../../machines/modes';
import type { DailyMode } from '../../machines/dailyModes';
import type { Clip } from '../../machines/player/playerMachine';
import type { Candidate } from '../../machines/rules/answers';
import type { Difficulty } from '../../machines/rules/attempts';

/** A card in the gallery: pickable itself, or (an agent) holding pickable ability icons. */
export interface GalleryItem {
  id: string;
  name: string;
  image: string | null;
  subText?: string;
  /** The catalogue's English name, where the player's locale names the item otherwise. */
  englishName?: string;
  /** Every text search finds the card by, its name first (see machines/gallery.ts). */
  searchTexts?: readonly string[];
  /** Accent colours (CSS) for a card's background: an agent's own gradient. */
  colors?: string[];
  /** An agent's abilities: the card is then a group and its icons are what the player picks. */
  choices?: GalleryItem[];
  /** The key players press for it (an ability's Q, E, C or X), shown when its picture fails. */
  key?: string;
  /** Who the item stands for, shown on its card (a footsteps category's agents). */
  members?: { name: string; image: string }[];
  /** A content update added it lately: its card carries a "New" mark (src/content/news.ts). */
  isNew?: boolean;
}

/** One of a mode's lines (Voice: death, hello, Agent Select), in the order a miss unlocks them. */
export interface ModeLine {
  id: string;
  label: string;
}

/** A clip of a mode as Listen lists it: its answer, and its line where the mode has lines. */
export interface AnswerClip {
  answerId: string;
  line?: ModeLine;
  name: string;
}

export type { ModeId };

/**
 * What one mode's clips are and how its items show: content, whatever the play format (free play's
 * rules are in src/engine/deal/freePlay.ts). The game screen is the same for all three.
 */
export interface Mode {
  id: ModeId;
  path: `/${ModeId}`;
  /** The browser tab's name for the mode's screen. */
  title: string;
  heading: string;
  gallery: (difficulty: Difficulty) => GalleryItem[];
  minColumnWidth: (difficulty: Difficulty) => number;
  /** Items that can be the answer: those whose clip the served pack has. */
  pool: Candidate[];
  /**
   * The content update that added an answer (1: the first catalogue). A challenge link made before an
   * update deals from the answers there were then (src/challenge/games.ts).
   */
  edition: (id: string) => number;
  /** The group of any guessable item: the agent of an ability; a map or a bundle is its own. */
  groupOf: (id: string) => string;
  /** What a guess of the right group but the wrong item is told (abilities: the right agent). */
  partialHint?: string;
  /**
   * The clip of an answer; for a mode with lines, of the line asked for (its first line when none is:
   * what a round opens with, and what Infinite plays).
   */
  clip: (id: string, line?: string) => Clip;
  /** The mode's lines, in the order a miss unlocks them; a mode without lines has one clip per answer. */
  lines?: readonly ModeLine[];
  /** Every clip the served pack has, one per answer and line: what Listen lists. */
  answerClips: () => AnswerClip[];
  /** How the answer is shown once the round is over. */
  reveal: (id: string) => { name: string; image: string | null; caption?: string };
}

/** A mode that has a daily puzzle. */
export type DailyModeDescriptor = Mode & { id: DailyMode };
