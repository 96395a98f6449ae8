import clips from 'virtual:sound-pack/ace';
import { bundles } from '../content/catalogue';
import { clipTable } from './clipTable';
import type { Mode } from './mode';

const byId = new Map(bundles.map((bundle) => [bundle.id, bundle]));

export const aceMode: Mode = {
  id: 'ace',
  path: '/ace',
  heading: "What's the skin bundle?",
  intro: (maxAttempts) =>
    `You have ${maxAttempts} attempts to find the skin bundle, but you can only hear its ace sound.`,
  winMessage: 'Congratulations! You found the correct bundle!',
  attemptRules: { normal: 3 },
  difficulties: ['normal'],
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
  clip: clipTable(clips),
  reveal: (id) => {
    const bundle = byId.get(id);
    return { name: bundle?.name ?? id, image: bundle?.image ?? null };
  },
};
