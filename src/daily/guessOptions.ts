import { searchTexts } from '../content/aliases';
import type { GalleryItem, Mode } from '../modes/mode';

/** An item a guess box suggests: its picture, and for an ability the agent it belongs to. */
export interface GuessOption {
  id: string;
  name: string;
  image: string | null;
  caption?: string;
  /** What a right-group guess shares with the answer (the mode's groupOf): an ability's agent, a voice's role. */
  group: string;
  /** What the player's typing is matched against: the name, its other names, then the caption. */
  texts: readonly string[];
}

const option = (mode: Mode, item: GalleryItem, parent?: GalleryItem): GuessOption => ({
  id: item.id,
  name: item.name,
  image: item.image,
  caption: parent?.name,
  group: mode.groupOf(item.id),
  // The card's own search texts (its name in the player's locale and in English, its other names),
  // then its agent's.
  texts: [
    ...(item.searchTexts ?? searchTexts(item.name)),
    ...(parent ? (parent.searchTexts ?? [parent.name]) : []),
  ],
});

/** Every item of a mode a player can guess, from its gallery: an agent's card gives its abilities. */
export function guessOptions(mode: Mode): GuessOption[] {
  return mode
    .gallery('normal')
    .flatMap((item) =>
      item.choices
        ? item.choices.map((choice) => option(mode, choice, item))
        : [option(mode, item)],
    );
}
