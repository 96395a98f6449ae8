import clips from 'virtual:sound-pack/map';
import { searchTexts } from '../content/aliases';
import { mapImage, maps } from '../content/sections/catalogue';
import { clipsOf } from '../content/clipTable';
import { isNew } from '../content/news/news';
import type { DailyModeDescriptor } from './mode';
import { modeScreens } from '../shared/screens';
import { modeScreenTexts } from '../shared/screenTexts';

// Which items the pack has, and their clips: by the same rule as the saving of a day's clips
// (src/modes/clips/), from the mode's own copy of the table.
const mapClips = clipsOf(clips);

const byId = new Map(maps.map((map) => [map.id, map]));

export const mapMode: DailyModeDescriptor = {
  id: 'map',
  path: modeScreens.map.path,
  // Read when shown, in the player's language.
  get title() {
    return modeScreenTexts('map').title;
  },
  get heading() {
    return modeScreenTexts('map').heading;
  },
  gallery: () =>
    maps.map((map) => ({
      id: map.id,
      name: map.name,
      englishName: map.englishName,
      image: mapImage(map),
      searchTexts: searchTexts(map),
      isNew: isNew(map),
    })),
  minColumnWidth: () => 256,
  pool: maps.filter((map) => mapClips.has(map.id)).map((map) => ({ ...map, group: map.id })),
  edition: (id) => byId.get(id)?.edition ?? 1,
  groupOf: (id) => id,
  clip: mapClips.clip,
  answerClips: () => mapMode.pool.map((map) => ({ answerId: map.id, name: map.name })),
  reveal: (id) => {
    const map = byId.get(id);
    return { name: map?.name ?? id, image: map ? mapImage(map) : null };
  },
};
