import { searchTexts } from '../content/aliases';
import type { GalleryItem, Mode } from '../modes/mode';

/** An item a guess box suggests: its picture, and for an ability the agent it belongs to. */
export interface GuessOption {
  id: string;
  name: string;
  image: string | null;
  caption?: string;
  /** What the player's typing is matched against: the name, its other names, then the caption. */
  texts: readonly string[];
}

const option = (item: GalleryItem, caption?: string): GuessOption => ({
  id: item.id,
  name: item.name,
  image: item.image,
  caption,
  texts: caption ? [...searchTexts(item.name), caption] : searchTexts(item.name),
});

/** Every item of a mode a player can guess, from its gallery: an agent's card gives its abilities. */
export function guessOptions(mode: Mode): GuessOption[] {
  return mode
    .gallery('normal')
    .flatMap((item) =>
      item.choices ? item.choices.map((choice) => option(choice, item.name)) : [option(item)],
    );
}
