import clips from 'virtual:sound-pack/ace';
import { bundles } from '../content/catalogue';
import { clipTable } from './clipTable';
import type { Mode } from './mode';
import { modeScreens } from './screens';

const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));

export const aceMode: Mode = {
  id: 'ace',
  path: modeScreens.ace.path,
  heading: modeScreens.ace.heading,
  gallery: () =>
    bundles.map((bundle) => ({
      id: bundle.id,
      name: bundle.name,
      image: bundle.image,
      subText: bundle.nameSubText,
    })),
  minColumnWidth: () => 256,
  pool: bundles
    .filter((bundle) => bundle.id in clips)
    .map((bundle) => ({ id: bundle.id, name: bundle.name, group: bundle.id })),
  groupOf: (id) => id,
  clip: clipTable(clips),
  reveal: (id) => {
    const bundle = byId.get(id);
    return { name: bundle?.name ?? id, image: bundle?.image ?? null };
  },
};
