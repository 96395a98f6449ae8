import clips from 'virtual:sound-pack/map';
import { mapImage, maps } from '../content/catalogue';
import { clipTable } from './clipTable';
import type { Mode } from './mode';

const byId = new Map(maps.map((map) => [map.id, map]));

export const mapMode: Mode = {
  id: 'map',
  path: '/map',
  heading: "What's the map?",
  intro: (maxAttempts) =>
    `You have ${maxAttempts} attempts to find the map, but you can only hear the theme that plays when a game starts.`,
  winMessage: 'Congratulations! You found the correct map!',
  attemptRules: { normal: 3 },
  difficulties: ['normal'],
  gallery: () => maps.map((map) => ({ id: map.id, name: map.name, image: mapImage(map) })),
  minColumnWidth: () => 256,
  pool: maps.filter((map) => map.id in clips).map((map) => ({ ...map, group: map.id })),
  clip: clipTable(clips),
  reveal: (id) => {
    const map = byId.get(id);
    return { name: map?.name ?? id, image: map ? mapImage(map) : null };
  },
};
