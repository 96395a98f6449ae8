import clips from 'virtual:sound-pack/map';
import { mapImage, maps } from '../content/catalogue';
import { clipTable } from './clipTable';
import type { Mode } from './mode';
import { modeScreens } from './screens';

const byId = new Map(maps.map((map) => [map.id, map]));

export const mapMode: Mode = {
  id: 'map',
  path: modeScreens.map.path,
  heading: modeScreens.map.heading,
  gallery: () => maps.map((map) => ({ id: map.id, name: map.name, image: mapImage(map) })),
  minColumnWidth: () => 256,
  pool: maps.filter((map) => map.id in clips).map((map) => ({ ...map, group: map.id })),
  groupOf: (id) => id,
  clip: clipTable(clips),
  reveal: (id) => {
    const map = byId.get(id);
    return { name: map?.name ?? id, image: map ? mapImage(map) : null };
  },
};
