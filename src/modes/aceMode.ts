import clips from 'virtual:sound-pack/ace';
import { searchTexts } from '../content/aliases';
import { bundles } from '../content/sections/catalogue';
import { clipsOf } from '../content/clipTable';
import { isNew } from '../content/news/news';
import type { DailyModeDescriptor } from './mode';
import { modeScreens } from '../shared/screens';
import { modeScreenTexts } from '../shared/screenTexts';

// Which items the pack has, and their clips: by the same rule as the saving of a day's clips
// (src/modes/clips/), from the mode's own copy of the table.
const aceClips = clipsOf(clips);

const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));

export const aceMode: DailyModeDescriptor = {
  id: 'ace',
  path: modeScreens.ace.path,
  // Read when shown, in the player's language.
  get title() {
    return modeScreenTexts('ace').title;
  },
  get heading() {
    return modeScreenTexts('ace').heading;
  },
  gallery: () =>
    bundles.map((bundle) => ({
      id: bundle.id,
      name: bundle.name,
      englishName: bundle.englishName,
      image: bundle.image,
      // Not the store's tag ("NOW AVAILABLE"): on a card in a guessing game it reads as an ad.
      searchTexts: searchTexts(bundle),
      isNew: isNew(bundle),
    })),
  minColumnWidth: () => 256,
  pool: bundles
    .filter((bundle) => aceClips.has(bundle.id))
    .map((bundle) => ({ id: bundle.id, name: bundle.name, group: bundle.id })),
  edition: (id) => byId.get(id)?.edition ?? 1,
  groupOf: (id) => id,
  clip: aceClips.clip,
  answerClips: () => aceMode.pool.map((bundle) => ({ answerId: bundle.id, name: bundle.name })),
  reveal: (id) => {
    const bundle = byId.get(id);
    return { name: bundle?.name ?? id, image: bundle?.image ?? null };
  },
};
